/** Post reads: what each viewer may see, ranked search, and a post with its version tag. */
import type { IndexedPost } from '@/shared/records';
import { isStaff } from '@/shared/roles';
import type { Post, PostListQuery, PostSummary } from '@/shared/types';
import { NotFound } from '../errors';
import { etagOf } from '../http/etag';
import { asOfNow } from '../clock';
import { allLikeCounts, hasLiked, likeCount, likeCounts } from '../repos/likes';
import { wordsOf } from '../repos/post-index';
import { getPostRecord, readSearchIndex } from '../repos/posts';
import { loadCatalog, toPost, toSummary, type Catalog } from './catalog';
import { mayEdit, mayRead, type Writer } from './post-access';

/** How well a post matches a search: 0 title, 1 excerpt, 2 body, author or category; null when it does not. */
function searchRank(e: IndexedPost, needle: string, words: string[], cat: Catalog): number | null {
  if (e.title.toLowerCase().includes(needle)) return 0;
  if (e.excerpt.toLowerCase().includes(needle)) return 1;
  // Body words are matched by prefix, every query word in turn, from the words stored in the index entry.
  if (words.length && words.every((w) => e.words.includes(` ${w}`))) return 2;
  if (cat.authors.get(e.authorId)?.name.toLowerCase().includes(needle)) return 2;
  if (cat.categories.get(e.categoryId)?.name.toLowerCase().includes(needle)) return 2;
  return null;
}

/**
 * A page of post summaries. Reads the in-memory index (refreshed only where the store changed), and
 * counts likes only for the posts on the page, unless the order itself is by likes.
 */
export async function listPosts(q: PostListQuery, viewer: Writer | null): Promise<{ items: PostSummary[]; total: number }> {
  const [index, cat] = await Promise.all([readSearchIndex(), loadCatalog()]);
  const status = viewer && isStaff(viewer.role) ? (q.status ?? 'all') : 'published';
  let rows = index
    .map(asOfNow)
    .filter((e) => mayRead(viewer, e))
    .filter((e) => status === 'all' || e.status === status);
  if (q.review) rows = rows.filter((e) => Boolean(e.reviewRequested) === (q.review === 'true'));
  if (q.category) rows = rows.filter((e) => e.categoryId === q.category);
  if (q.author) rows = rows.filter((e) => e.authorId === q.author);
  if (q.tag) rows = rows.filter((e) => e.tagIds.includes(q.tag!));
  if (q.featured) rows = rows.filter((e) => e.featured === (q.featured === 'true'));
  if (q.since) {
    const since = Date.parse(q.since);
    rows = rows.filter((e) => Date.parse(e.updatedAt) >= since);
  }
  const rank = new Map<string, number>();
  if (q.q !== undefined) {
    const needle = q.q.trim().toLowerCase();
    if (!needle) return { items: [], total: 0 };
    const words = wordsOf(needle);
    rows = rows.filter((e) => {
      const r = searchRank(e, needle, words, cat);
      if (r !== null) rank.set(e.id, r);
      return r !== null;
    });
  }
  const likes = q.sort === 'likes' ? await allLikeCounts() : null;
  const newest = (a: IndexedPost, b: IndexedPost) => b.publishedDate.localeCompare(a.publishedDate) || a.id.localeCompare(b.id);
  rows.sort(
    (a, b) =>
      (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0) ||
      (likes ? (likes.get(b.id) ?? 0) - (likes.get(a.id) ?? 0) : 0) ||
      newest(a, b),
  );
  const page = rows.slice(q.offset, q.offset + q.limit);
  const counts = likes ?? (await likeCounts(page.map((e) => e.id)));
  return { items: page.map(({ words: _w, ...e }) => toSummary(e, cat, counts.get(e.id) ?? 0)), total: rows.length };
}

/**
 * A post by id with the version tag an editor sends back on save. `viewerId` (the signed-in caller)
 * adds whether they like it; earlier versions of the body are for admins' eyes only.
 */
export async function getPostVersioned(
  id: string,
  viewer: Writer | null,
  viewerId?: string,
): Promise<{ post: Post; etag: string }> {
  const stored = await getPostRecord(id);
  const rec = stored && asOfNow(stored);
  if (!rec || !mayRead(viewer, rec)) throw NotFound('Post');
  const [cat, likes, likedByMe] = await Promise.all([
    loadCatalog(),
    likeCount(id),
    viewerId ? hasLiked(id, viewerId) : undefined,
  ]);
  const { history, sendNewsletter, ...rest } = toPost(rec, cat, likes);
  const post: Post = mayEdit(viewer, rec) ? { ...rest, history, ...(sendNewsletter ? { sendNewsletter } : {}) } : rest;
  if (likedByMe !== undefined) post.likedByMe = likedByMe;
  return { post, etag: etagOf(rec) };
}

export const getPost = async (id: string, viewer: Writer | null, viewerId?: string): Promise<Post> =>
  (await getPostVersioned(id, viewer, viewerId)).post;
