/** Post reads: what each viewer may see, ranked search, and a post with its version tag. */
import type { IndexedPost } from '@/shared/records';
import { isStaff } from '@/shared/roles';
import type { Post, PostListQuery, PostSummary } from '@/shared/types';
import { NotFound } from '../errors';
import { etagOf } from '../http/etag';
import { asOfNow, now } from '../clock';
import { allLikeCounts, hasLiked, likeCount, likeCounts } from '../repos/likes';
import { wordsOf } from '../repos/post-index';
import { getPostRecord } from '../repos/posts';
import { readOrderedPosts, type OrderedPosts } from '../repos/post-order';
import { loadCatalog, toPost, toSummary, type Catalog } from './catalog';
import { seesEveryPost } from '@/shared/post-rights';
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

/** The ready-made list a query starts from: the narrowest one its filters allow. */
function baseList(o: OrderedPosts, q: PostListQuery, status: string): IndexedPost[] {
  if (q.category) return o.byCategory.get(q.category) ?? [];
  if (q.author) return o.byAuthor.get(q.author) ?? [];
  if (q.tag) return o.byTag.get(q.tag) ?? [];
  return status === 'published' ? o.published : o.all;
}

/**
 * A page of post summaries. The index is kept newest first (and per category, author and tag) as it
 * changes, so a page walks one ready-made list, or slices it when every entry qualifies, instead of
 * sorting every post; likes are counted only for the posts on the page, unless the order is by likes.
 */
export async function listPosts(q: PostListQuery, viewer: Writer | null): Promise<{ items: PostSummary[]; total: number }> {
  const [ordered, cat] = await Promise.all([readOrderedPosts(now()), loadCatalog()]);
  const status = viewer && isStaff(viewer.role) ? (q.status ?? 'all') : 'published';
  const since = q.since ? Date.parse(q.since) : null;
  const review = q.review ? q.review === 'true' : null;
  const featured = q.featured ? q.featured === 'true' : null;
  const base = baseList(ordered, q, status);
  // When the list itself is the answer (nothing left to filter), a page is a slice of it.
  const facets = [q.category, q.author, q.tag].filter(Boolean).length;
  const statusFree = status === 'all' ? seesEveryPost(viewer) : status === 'published' && base === ordered.published;
  const everyOne = facets <= 1 && statusFree && review === null && featured === null && since === null;
  const keep = (e: IndexedPost) =>
    mayRead(viewer, e) &&
    (status === 'all' || e.status === status) &&
    (review === null || Boolean(e.reviewRequested) === review) &&
    (!q.author || e.authorId === q.author) &&
    (!q.tag || e.tagIds.includes(q.tag)) &&
    (featured === null || e.featured === featured) &&
    (since === null || Date.parse(e.updatedAt) >= since);

  let rows: IndexedPost[];
  let total: number;
  if (q.q !== undefined) {
    const needle = q.q.trim().toLowerCase();
    if (!needle) return { items: [], total: 0 };
    const words = wordsOf(needle);
    const rank = new Map<string, number>();
    const found = base.filter((e) => {
      if (!keep(e)) return false;
      const r = searchRank(e, needle, words, cat);
      if (r !== null) rank.set(e.id, r);
      return r !== null;
    });
    const likes = q.sort === 'likes' ? await allLikeCounts() : null;
    // Already newest first: a stable sort by rank (then likes) keeps that order within each.
    found.sort((a, b) => rank.get(a.id)! - rank.get(b.id)! || (likes ? (likes.get(b.id) ?? 0) - (likes.get(a.id) ?? 0) : 0));
    total = found.length;
    rows = found.slice(q.offset, q.offset + q.limit);
  } else if (q.sort === 'likes') {
    const likes = await allLikeCounts();
    const found = everyOne ? [...base] : base.filter(keep);
    found.sort((a, b) => (likes.get(b.id) ?? 0) - (likes.get(a.id) ?? 0));
    total = found.length;
    rows = found.slice(q.offset, q.offset + q.limit);
    return { items: rows.map(({ words: _w, ...e }) => toSummary(e, cat, likes.get(e.id) ?? 0)), total };
  } else if (everyOne) {
    total = base.length;
    rows = base.slice(q.offset, q.offset + q.limit);
  } else {
    // One pass, no sorting and no copies: count every match, keep only the page.
    rows = [];
    total = 0;
    for (const e of base) {
      if (!keep(e)) continue;
      if (total >= q.offset && rows.length < q.limit) rows.push(e);
      total++;
    }
  }
  const counts = await likeCounts(rows.map((e) => e.id));
  return { items: rows.map(({ words: _w, ...e }) => toSummary(e, cat, counts.get(e.id) ?? 0)), total };
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
