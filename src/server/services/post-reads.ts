/** Post reads: what each viewer may see, ranked search, and a post with its version tag. */
import type { IndexedPost, PostIndexEntry } from '@/shared/records';
import { admits, paywallTitle, previewOf, splitAtPaywall, type ReaderAccess } from '@/shared/members';
import { articleBody } from '@/lib/article-body';
import { isStaff } from '@/shared/roles';
import type { Post, PostListQuery, PostSummary } from '@/shared/types';
import { Forbidden, NotFound } from '../errors';
import { etagOf } from '../http/etag';
import { asOfNow, now } from '../clock';
import { likeCount, likeCounts } from '../repos/like-counts';
import { allLikeCounts, hasLiked } from '../repos/likes';
import { wordsOf } from '../repos/post-index';
import { lowerText, postsWithWords } from '../repos/post-words';
import { getPostRecord } from '../repos/posts';
import { readOrderedPosts, type OrderedPosts } from '../repos/post-order';
import { loadCatalog, toPost, toSummary, type Catalog } from './catalog';
import { seesEveryPost } from '@/shared/post-rights';
import { mayEdit, mayRead, type Writer } from './post-access';
import { listFromCopies } from './post-list-copies';

/** Whether a viewer may read all of a post: staff who may edit it or see every post, or a reader the post admits. */
const readsWhole = (viewer: Writer | null, reader: ReaderAccess | undefined, rec: PostIndexEntry) =>
  mayEdit(viewer, rec) || seesEveryPost(viewer) || admits(reader ?? null, rec);

/**
 * What a search matches, worked out once per request: 0 the title contains the needle, 1 the excerpt
 * does, 2 every query word begins a body word (from the body-word index) or the author's or the
 * category's name contains the needle; null when none does.
 */
function searchRanker(o: OrderedPosts, needle: string, cat: Catalog): (e: IndexedPost) => number | null {
  const inBody = postsWithWords(o.shards, wordsOf(needle));
  const named = <T extends { id: string; name: string }>(items: Map<string, T>) =>
    new Set([...items.values()].filter((x) => x.name.toLowerCase().includes(needle)).map((x) => x.id));
  const authors = named(cat.authors);
  const categories = named(cat.categories);
  return (e) => {
    const text = lowerText(e);
    if (text.title.includes(needle)) return 0;
    if (text.excerpt.includes(needle)) return 1;
    if (inBody.has(e.id) || authors.has(e.authorId) || categories.has(e.categoryId)) return 2;
    return null;
  };
}

/** The ready-made lists a query's filters name: each holds every post its filter lets through, newest first. */
function filterLists(o: OrderedPosts, q: PostListQuery, status: string, review: boolean | null, featured: boolean | null) {
  const lists: IndexedPost[][] = [];
  if (status !== 'all') lists.push(o.byStatus.get(status) ?? []);
  if (q.category) lists.push(o.byCategory.get(q.category) ?? []);
  if (q.author) lists.push(o.byAuthor.get(q.author) ?? []);
  if (q.tag) lists.push(o.byTag.get(q.tag) ?? []);
  if (featured) lists.push(o.featured);
  if (review) lists.push(o.inReview);
  return lists;
}

/** Entries `offset` to `offset + limit` of the lists one after another, without joining them. */
function pageOf(lists: IndexedPost[][], offset: number, limit: number): IndexedPost[] {
  const page: IndexedPost[] = [];
  for (const list of lists) {
    if (page.length >= limit) break;
    if (offset >= list.length) {
      offset -= list.length;
      continue;
    }
    page.push(...list.slice(offset, offset + limit - page.length));
    offset = 0;
  }
  return page;
}

/**
 * A page of post summaries. The index is kept newest first (and per status, category, author and tag,
 * and the featured and in-review posts) as it changes, so a page walks the shortest ready-made list
 * its filters allow, or slices it when every entry qualifies, instead of sorting every post; a search
 * matches body words through the body-word index; likes are counted only for the posts on the page,
 * unless the order is by likes.
 */
export async function listPosts(
  q: PostListQuery,
  viewer: Writer | null,
  reader?: ReaderAccess,
): Promise<{ items: PostSummary[]; total: number }> {
  const copied = await listFromCopies(q, viewer, (e) => readsWhole(viewer, reader, e));
  if (copied) return copied;
  const [ordered, cat] = await Promise.all([readOrderedPosts(now()), loadCatalog()]);
  // Each item says, as the post itself does, whether the caller may read past its preview.
  const summary = ({ words: _w, ...e }: IndexedPost, likes: number): PostSummary => ({
    ...toSummary(e, cat, likes),
    access: readsWhole(viewer, reader, e),
  });
  const status = viewer && isStaff(viewer.role) ? (q.status ?? 'all') : 'published';
  const since = q.since ? Date.parse(q.since) : null;
  const review = q.review ? q.review === 'true' : null;
  const featured = q.featured ? q.featured === 'true' : null;
  // A query walks the shortest ready-made list its filters name.
  const lists = filterLists(ordered, q, status, review, featured);
  const base = lists.length ? lists.reduce((a, b) => (b.length < a.length ? b : a)) : ordered.all;
  // When that list itself is the answer (nothing left to filter), a page is a slice of it.
  const unlisted = review === false || featured === false || since !== null;
  const readsAll = status === 'published' || seesEveryPost(viewer);
  const everyOne = !unlisted && lists.length <= 1 && readsAll;
  const keep = (e: IndexedPost) =>
    mayRead(viewer, e) &&
    (status === 'all' || e.status === status) &&
    (review === null || Boolean(e.reviewRequested) === review) &&
    (!q.category || e.categoryId === q.category) &&
    (!q.author || e.authorId === q.author) &&
    (!q.tag || e.tagIds.includes(q.tag)) &&
    (featured === null || e.featured === featured) &&
    (since === null || Date.parse(e.updatedAt) >= since);

  let rows: IndexedPost[];
  let total: number;
  if (q.q !== undefined) {
    const needle = q.q.trim().toLowerCase();
    if (!needle) return { items: [], total: 0 };
    const rankOf = searchRanker(ordered, needle, cat);
    // The list is newest first, so each rank's bucket is too.
    const ranks: IndexedPost[][] = [[], [], []];
    for (const e of base) {
      if (!everyOne && !keep(e)) continue;
      const r = rankOf(e);
      if (r !== null) ranks[r]!.push(e);
    }
    if (q.sort === 'likes') {
      const likes = await allLikeCounts();
      // A stable sort by likes keeps newest first among equals.
      for (const bucket of ranks) bucket.sort((a, b) => (likes.get(b.id) ?? 0) - (likes.get(a.id) ?? 0));
    }
    total = ranks.reduce((n, bucket) => n + bucket.length, 0);
    rows = pageOf(ranks, q.offset, q.limit);
  } else if (q.sort === 'likes') {
    const likes = await allLikeCounts();
    const found = everyOne ? [...base] : base.filter(keep);
    found.sort((a, b) => (likes.get(b.id) ?? 0) - (likes.get(a.id) ?? 0));
    total = found.length;
    rows = found.slice(q.offset, q.offset + q.limit);
    return { items: rows.map((e) => summary(e, likes.get(e.id) ?? 0)), total };
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
  return { items: rows.map((e) => summary(e, counts.get(e.id) ?? 0)), total };
}

/**
 * A post by id with the version tag an editor sends back on save. `viewerId` (the signed-in caller)
 * adds whether they like it; earlier versions of the body are for admins' eyes only. A reader the
 * post does not admit (`reader` absent counts as a guest) gets only the public preview.
 */
export async function getPostVersioned(
  id: string,
  viewer: Writer | null,
  viewerId?: string,
  reader?: ReaderAccess,
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
  post.access = readsWhole(viewer, reader, rec);
  if (!post.access) post.content = previewOf(rec);
  if (likedByMe !== undefined) post.likedByMe = likedByMe;
  return { post, etag: etagOf(rec) };
}

export const getPost = async (id: string, viewer: Writer | null, viewerId?: string, reader?: ReaderAccess): Promise<Post> =>
  (await getPostVersioned(id, viewer, viewerId, reader)).post;

/**
 * What a post page's paywall box gives way to, for a reader the post admits (`GET /api/posts/{id}/content`);
 * 403 `PAYWALL` otherwise. The page already holds the preview, so this is the part after the divider
 * (the whole body when there is none), prepared as the page's own body is: anchors are taken over the
 * whole body, so they match the page's and the archive's citations.
 */
export async function getPostContent(id: string, viewer: Writer | null, reader: ReaderAccess): Promise<{ content: string }> {
  const stored = await getPostRecord(id);
  const rec = stored && asOfNow(stored);
  if (!rec || !mayRead(viewer, rec)) throw NotFound('Post');
  if (!readsWhole(viewer, reader, rec)) throw Forbidden(paywallTitle(rec.visibility ?? 'paid'), 'PAYWALL');
  const body = articleBody(rec.content).html;
  return { content: splitAtPaywall(body).rest ?? body };
}
