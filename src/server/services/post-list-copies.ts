/**
 * `GET /api/posts` for a server that starts cold (every request under `netlify dev`, and the first of
 * each new instance on Netlify): a plain published list, whole or one category's, author's or tag's,
 * or the featured posts, is cut from the copies every save keeps current (repos/list-copies.ts). It
 * then reads the list's month counts, the months its page falls in and the posts it shows, instead of
 * every index entry changed since the job's last snapshot, which after a burst of saves is all of them.
 */
import type { PostIndexEntry } from '@/shared/records';
import type { PostListQuery, PostSummary } from '@/shared/types';
import { isStaff } from '@/shared/roles';
import { asOfNow } from '../clock';
import { likeCounts } from '../repos/like-counts';
import { copiesAreWhole, readCopy, type ListName } from '../repos/list-copies';
import { withoutWords } from '../repos/list-copy-updates';
import { orderLength, readOrderRange } from '../repos/list-order';
import { indexInMemory, readIndexEntries } from '../repos/post-index';
import { loadCatalog, toSummary } from './catalog';
import type { Writer } from './post-access';

/** The one copied list that answers the query, or null when it has to be filtered from the index. */
function copiedListOf(q: PostListQuery, viewer: Writer | null): ListName | null {
  const published = !(viewer && isStaff(viewer.role)) || q.status === 'published';
  if (!published || q.q !== undefined || q.sort !== 'newest' || q.since || q.review || q.featured === 'false') return null;
  const filters: ListName[] = [];
  if (q.category) filters.push(`category/${q.category}`);
  if (q.author) filters.push(`author/${q.author}`);
  if (q.tag) filters.push(`tag/${q.tag}`);
  if (q.featured === 'true') filters.push('featured');
  if (filters.length > 1) return null;
  return filters[0] ?? 'latest';
}

/**
 * The page from the copies, or null when this server already holds the index (memory is cheaper),
 * the query needs more than one list, or the copies are not whole.
 */
export async function listFromCopies(
  q: PostListQuery,
  viewer: Writer | null,
  readsWhole: (e: PostIndexEntry) => boolean,
): Promise<{ items: PostSummary[]; total: number } | null> {
  if (indexInMemory()) return null;
  const name = copiedListOf(q, viewer);
  if (!name) return null;
  const [whole, months, catalog] = await Promise.all([copiesAreWhole(), readCopy('months', name), loadCatalog()]);
  if (!whole) return null;
  const { ids } = await readOrderRange(name, months, q.offset, q.offset + q.limit);
  const [entries, likes] = await Promise.all([readIndexEntries(ids), likeCounts(ids)]);
  const byId = new Map(entries.map((e) => [e.id, withoutWords(e)]));
  const items = ids.flatMap((id) => {
    const e = byId.get(id);
    return e ? [{ ...toSummary(asOfNow(e), catalog, likes.get(id) ?? 0), access: readsWhole(e) }] : [];
  });
  return { items, total: orderLength(months) };
}
