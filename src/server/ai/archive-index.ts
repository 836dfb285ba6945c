/**
 * Keeps the Ask the archive index in step with what readers may read. Each run compares the post
 * index (which every save updates, and which servers hold in memory) with the posts the archive
 * index holds and the stamp each was indexed at, so whatever changed since the last run is found
 * without a change log: a publish, an edit, an unpublish, a delete, or a scheduled post whose time
 * came. Drafts, scheduled posts before their time and pages are never indexed.
 */
import { passagesOf } from '@/lib/passages';
import { previewOf } from '@/shared/members';
import { asOf } from '@/shared/post-status';
import type { PostRecord } from '@/shared/records';
import { now } from '../clock';
import { readIndexedPosts } from '../repos/post-index';
import { getPostRecords } from '../repos/posts';
import { ASK_SHARDS, askShardOf, encodeVector, readAskShards, updateAskShard, type IndexedArticle } from '../repos/ask-index';
import { aiConfigured } from './client';
import { EMBED_DIMENSIONS, embedModel, embedTexts } from './embed';

/** Posts embedded per run of the job, so one run stays short; the rest follow a minute later. */
export const POSTS_PER_RUN = 40;
/** Characters of a paragraph that are embedded and offered to the model. */
export const PASSAGE_CHARS = 1_500;
const INDEX_FAILED = 'Could not embed the archive.';

/** What an article's passages depend on: any save changes `updatedAt`. */
const stampOf = (p: { updatedAt: string; publishedDate: string }) => `${p.updatedAt}|${p.publishedDate}`;

const readable = (p: { status: PostRecord['status']; publishedDate: string }, at: number) => asOf(p, at).status === 'published';

/** The text embedded for a passage: where it sits, then what it says. */
const documentText = (title: string, section: string, text: string) =>
  [title, section, text.slice(0, PASSAGE_CHARS)].filter(Boolean).join('\n');

export interface IndexRun {
  indexed: number;
  removed: number;
  /** Posts still to index after this run. */
  pending: number;
}

/** The posts whose passages must be (re)made and the indexed posts readers may no longer read. */
async function differences(force: boolean): Promise<{ stale: string[]; gone: Map<string, string[]> }> {
  const at = now();
  const model = embedModel();
  const wanted = new Map<string, string>();
  for (const p of await readIndexedPosts()) if (readable(p, at)) wanted.set(p.id, stampOf(p));
  const shards = await readAskShards();
  const gone = new Map<string, string[]>();
  const held = new Map<string, string>();
  ASK_SHARDS.forEach((name, i) => {
    const shard = shards[i]!;
    const current = shard.model === model && shard.dims === EMBED_DIMENSIONS;
    for (const [id, stamp] of shard.stamps) {
      if (!wanted.has(id)) gone.set(name, [...(gone.get(name) ?? []), id]);
      else if (current && !force) held.set(id, stamp);
    }
  });
  const stale = [...wanted].filter(([id, stamp]) => held.get(id) !== stamp).map(([id]) => id);
  return { stale, gone };
}

/** Cuts and embeds the given posts (those still readable), grouped by shard. */
async function articlesOf(ids: string[]): Promise<Map<string, Map<string, IndexedArticle>>> {
  const at = now();
  const records = (await getPostRecords(ids)).filter((r) => readable(r, at));
  // Only what every reader may read is embedded: a gated post's preview, never what follows the divider.
  const cut = records.map((r) => ({ record: r, passages: passagesOf(previewOf(r)) }));
  const texts = cut.flatMap(({ record, passages }) => passages.map((p) => documentText(record.title, p.section, p.text)));
  const vectors = texts.length ? await embedTexts(texts, 'RETRIEVAL_DOCUMENT', INDEX_FAILED) : [];
  const byShard = new Map<string, Map<string, IndexedArticle>>();
  let next = 0;
  for (const { record, passages } of cut) {
    const article: IndexedArticle = {
      stamp: stampOf(record),
      title: record.title,
      access: 'public',
      passages: passages.map((p) => ({
        anchor: p.anchor,
        section: p.section,
        text: p.text.slice(0, PASSAGE_CHARS),
        vector: encodeVector(vectors[next++]!),
      })),
    };
    const shard = askShardOf(record.id);
    byShard.set(shard, (byShard.get(shard) ?? new Map()).set(record.id, article));
  }
  return byShard;
}

async function apply(added: Map<string, Map<string, IndexedArticle>>, gone: Map<string, string[]>): Promise<void> {
  const model = embedModel();
  for (const shard of new Set([...added.keys(), ...gone.keys()])) {
    await updateAskShard(shard, model, EMBED_DIMENSIONS, (posts) => {
      for (const id of gone.get(shard) ?? []) delete posts[id];
      for (const [id, article] of added.get(shard) ?? []) posts[id] = article;
    });
  }
}

/**
 * One step of keeping the index current (the every-minute job): removes what readers may no longer
 * read, then embeds up to `limit` new or changed posts. Does nothing without a Gemini key.
 */
export async function refreshAskIndex(limit = POSTS_PER_RUN, force = false): Promise<IndexRun> {
  if (!aiConfigured()) return { indexed: 0, removed: 0, pending: 0 };
  const { stale, gone } = await differences(force);
  const batch = stale.slice(0, limit);
  const added = batch.length ? await articlesOf(batch) : new Map<string, Map<string, IndexedArticle>>();
  await apply(added, gone);
  return { indexed: batch.length, removed: count(gone), pending: stale.length - batch.length };
}

const count = (gone: Map<string, string[]>) => [...gone.values()].reduce((n, ids) => n + ids.length, 0);

/** Re-embeds every readable post (`npm run ai:reindex`), `batch` posts at a time. */
export async function rebuildAskIndex(batch = 100, onProgress?: (run: IndexRun) => void): Promise<IndexRun> {
  const { stale, gone } = await differences(true);
  await apply(new Map(), gone);
  const run: IndexRun = { indexed: 0, removed: count(gone), pending: stale.length };
  for (let i = 0; i < stale.length; i += batch) {
    const slice = stale.slice(i, i + batch);
    await apply(await articlesOf(slice), new Map());
    run.indexed += slice.length;
    run.pending = stale.length - run.indexed;
    onProgress?.(run);
  }
  return run;
}
