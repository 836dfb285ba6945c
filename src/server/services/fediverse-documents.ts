/** The publication's public ActivityPub documents: its Articles (or their Tombstones), outbox and followers. */
import { asOfNow } from '../clock';
import { getPostRecord, readIndex } from '../repos/posts';
import { allFollowers, getPostFederation } from '../repos/fediverse';
import { articleOf, createOf, tombstoneOf } from './fediverse-article';
import { apUrls, requireFederation } from './fediverse-identity';

export const OUTBOX_PAGE = 20;
const AS = 'https://www.w3.org/ns/activitystreams';

async function publishedIds(): Promise<string[]> {
  return (await readIndex())
    .map(asOfNow)
    .filter((p) => p.status === 'published')
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || b.id.localeCompare(a.id))
    .map((p) => p.id);
}

export const publishedCount = async () => (await publishedIds()).length;

/** A live post's Article; 410 with a Tombstone once it was deleted or unpublished; null when never federated. */
export async function articleDocument(id: string): Promise<{ status: number; body: unknown } | null> {
  const [record, state] = await Promise.all([getPostRecord(id), getPostFederation(id)]);
  const post = record ? asOfNow(record) : null;
  if (post?.status === 'published') return { status: 200, body: await (await articleOf(post)).toJsonLd({ format: 'compact' }) };
  if (state?.created)
    return { status: 410, body: await tombstoneOf(id, new Date().toISOString()).toJsonLd({ format: 'compact' }) };
  return null;
}

/** The Creates, newest first, 20 a page: the collection alone, or `?page=N`. */
export async function outboxDocument(page: string | null): Promise<unknown> {
  await requireFederation();
  const urls = apUrls();
  const ids = await publishedIds();
  if (!page)
    return { '@context': AS, id: urls.outbox, type: 'OrderedCollection', totalItems: ids.length, first: `${urls.outbox}?page=1` };
  const n = Math.max(1, Number.parseInt(page, 10) || 1);
  const slice = ids.slice((n - 1) * OUTBOX_PAGE, n * OUTBOX_PAGE);
  const records = await Promise.all(slice.map(getPostRecord));
  const items = await Promise.all(records.filter((r) => r !== null).map((r) => createOf(asOfNow(r))));
  return {
    '@context': AS,
    id: `${urls.outbox}?page=${n}`,
    type: 'OrderedCollectionPage',
    partOf: urls.outbox,
    totalItems: ids.length,
    orderedItems: items.map((i) => {
      const { '@context': _, ...rest } = i as Record<string, unknown>;
      return rest;
    }),
    ...(n * OUTBOX_PAGE < ids.length ? { next: `${urls.outbox}?page=${n + 1}` } : {}),
    ...(n > 1 ? { prev: `${urls.outbox}?page=${n - 1}` } : {}),
  };
}

/** The count only: who follows is the administrators' to see. */
export async function followersDocument(): Promise<unknown> {
  await requireFederation();
  return { '@context': AS, id: apUrls().followers, type: 'OrderedCollection', totalItems: (await allFollowers()).length };
}
