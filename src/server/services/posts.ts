/** Post rules: visibility, ranked search, tags by name, reading time, revisions, likes. */
import { randomBytes } from 'node:crypto';
import type { IndexedPost, PostRecord } from '@/shared/records';
import type { Post, PostInput, PostListQuery, PostSummary, Tag } from '@/shared/types';
import { slugify } from '@/lib/slug';
import { readingTime } from '@/lib/text';
import { BadRequest, NotFound } from '../errors';
import { wordsOf } from '../repos/post-index';
import { allLikeCounts, hasLiked, likeCount, likeCounts, setLike } from '../repos/likes';
import { getPostRecord, readSearchIndex, removePost, writePost } from '../repos/posts';
import { authors, categories, tags as tagRepo } from '../repos/taxonomy';
import { sanitizeRichHtml } from '../sanitize';
import { assertFresh, etagOf } from '../http/etag';
import { loadCatalog, toPost, toSummary, type Catalog } from './catalog';
import { postChange, written, type Written } from '../changes';
import { asOfNow, now } from '../clock';
import { asOf, isDue } from '@/shared/post-status';
import { VALIDATION } from '@/shared/messages';
import { checkCreate, checkDelete, checkUpdate, mayEdit, mayRead, type Writer } from './post-access';
import { isStaff } from '@/shared/roles';

const MAX_REVISIONS = 20;

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
  const { history, ...rest } = toPost(rec, cat, likes);
  const post: Post = mayEdit(viewer, rec) ? { ...rest, history } : rest;
  if (likedByMe !== undefined) post.likedByMe = likedByMe;
  return { post, etag: etagOf(rec) };
}

export const getPost = async (id: string, viewer: Writer | null, viewerId?: string): Promise<Post> =>
  (await getPostVersioned(id, viewer, viewerId)).post;

/** Tags sent as names are reused case-insensitively, else created. */
async function resolveTags(input: PostInput['tags']): Promise<string[]> {
  const existing = await tagRepo.all();
  const byName = new Map(existing.map((t) => [t.name.toLowerCase(), t]));
  const byId = new Map(existing.map((t) => [t.id, t]));
  const ids: string[] = [];
  for (const raw of input) {
    const name = (typeof raw === 'string' ? raw : raw.name).trim();
    const givenId = typeof raw === 'string' ? undefined : raw.id;
    let tag: Tag | undefined = (givenId && byId.get(givenId)) || byName.get(name.toLowerCase());
    if (!tag) {
      tag = { id: slugify(name), name };
      if (!(await tagRepo.create(tag))) {
        const other = await tagRepo.get(tag.id);
        if (other && other.name.toLowerCase() === name.toLowerCase()) tag = other;
        else {
          tag = { id: `${tag.id}-${randomBytes(2).toString('hex')}`, name };
          await tagRepo.create(tag);
        }
      }
      byName.set(name.toLowerCase(), tag);
      byId.set(tag.id, tag);
    }
    if (!ids.includes(tag.id)) ids.push(tag.id);
  }
  return ids;
}

async function checkRefs(input: PostInput): Promise<void> {
  const [a, c] = await Promise.all([authors.get(input.authorId), categories.get(input.categoryId)]);
  const errors = [];
  if (!a) errors.push({ field: 'authorId', msg: 'Author does not exist' });
  if (!c) errors.push({ field: 'categoryId', msg: 'Category does not exist' });
  if (errors.length) throw BadRequest(errors.map((e) => e.msg).join(', '), errors);
}

function fields(input: PostInput, tagIds: string[]) {
  const content = sanitizeRichHtml(input.content);
  return {
    title: input.title,
    excerpt: input.excerpt,
    metaTitle: input.metaTitle ?? '',
    metaDescription: input.metaDescription ?? '',
    content,
    imageUrl: input.imageUrl,
    status: input.status,
    featured: input.featured,
    readingTime: readingTime(content),
    categoryId: input.categoryId,
    authorId: input.authorId,
    tagIds,
  };
}

/**
 * A draft asks for review until it is published or scheduled (which answers the request) or its
 * writer withdraws it; an edit that says nothing about it keeps it as it was.
 */
function review(
  input: PostInput,
  before: PostRecord | null,
  stamp: string,
): Pick<PostRecord, 'reviewRequested' | 'reviewRequestedAt'> {
  const asked = input.status === 'draft' && (input.reviewRequested ?? before?.reviewRequested ?? false);
  if (!asked) return { reviewRequested: false };
  return { reviewRequested: true, reviewRequestedAt: (before?.reviewRequested && before.reviewRequestedAt) || stamp };
}

/** A scheduled post needs a moment still to come. */
function checkSchedule(post: Pick<PostRecord, 'status' | 'publishedDate'>, at: number): void {
  if (post.status === 'scheduled' && isDue(post, at))
    throw BadRequest(VALIDATION.scheduleInFuture, [{ field: 'publishedDate', msg: VALIDATION.scheduleInFuture }]);
}

/** `writer` is the signed-in staff member; none for the server's own callers (seed, tests). */
export async function createPost(input: PostInput, writer?: Writer): Promise<Written<Post>> {
  if (writer) checkCreate(writer, input);
  await checkRefs(input);
  const at = now();
  const stamp = new Date(at).toISOString();
  const record: PostRecord = {
    id: slugify(input.title),
    ...fields(input, await resolveTags(input.tags)),
    publishedDate: input.publishedDate ?? stamp,
    updatedAt: stamp,
    history: [],
    ...review(input, null, stamp),
  };
  checkSchedule(record, at);
  while (!(await writePost(record, true))) record.id = `${slugify(input.title)}-${randomBytes(3).toString('hex')}`;
  return written(toPost(record, await loadCatalog(), 0), postChange(record, null));
}

/** `expectedEtag` (the caller's If-Match) refuses the save when the post changed since it was read. */
export async function updatePost(
  id: string,
  input: PostInput,
  expectedEtag?: string,
  writer?: Writer,
): Promise<Written<Post> & { etag: string }> {
  const before = await getPostRecord(id);
  if (!before || (writer && !mayRead(writer, asOfNow(before)))) throw NotFound('Post');
  if (writer) checkUpdate(writer, before, input);
  assertFresh(expectedEtag, before);
  await checkRefs(input);
  const at = now();
  const stamp = new Date(at).toISOString();
  const was = asOf(before, at);
  const next: PostRecord = {
    ...before,
    ...fields(input, await resolveTags(input.tags)),
    updatedAt: stamp,
    ...review(input, before, stamp),
  };
  // A post that was not public takes the moment it is published as its date (a draft, or a scheduled post published now).
  next.publishedDate =
    input.publishedDate ?? (was.status !== 'published' && next.status === 'published' ? stamp : before.publishedDate);
  checkSchedule(next, at);
  if (before.content !== next.content)
    next.history = [{ timestamp: stamp, content: before.content }, ...before.history].slice(0, MAX_REVISIONS);
  await writePost(next);
  const post = toPost(next, await loadCatalog(), await likeCount(id));
  return { ...written(post, postChange(next, was)), etag: etagOf(next) };
}

export async function deletePost(id: string, writer?: Writer): Promise<Written<{ id: string }>> {
  const rec = await getPostRecord(id);
  if (!rec || (writer && !mayRead(writer, asOfNow(rec)))) throw NotFound('Post');
  if (writer) checkDelete(writer, rec);
  await removePost(id);
  return written({ id }, { entity: 'post', kind: 'deleted', id, title: rec.title, live: asOfNow(rec).status === 'published' });
}

/** Answers the post's new like count. */
export async function likePost(id: string, userId: string, liked: boolean): Promise<number> {
  const rec = await getPostRecord(id);
  if (!rec || asOfNow(rec).status !== 'published') throw NotFound('Post');
  await setLike(id, userId, liked);
  return likeCount(id);
}
