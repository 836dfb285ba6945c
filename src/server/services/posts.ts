/** Post writes: who may write what, tags by name, reading time, revisions, schedules, review requests, likes. */
import { randomBytes } from 'node:crypto';
import type { PostRecord } from '@/shared/records';
import type { Post, PostInput, Tag } from '@/shared/types';
import { slugify } from '@/lib/slug';
import { readingTime } from '@/lib/text';
import { BadRequest, NotFound } from '../errors';
import { likeCount } from '../repos/like-counts';
import { setLike } from '../repos/likes';
import { getPostRecord, removePost, writePost } from '../repos/posts';
import { authors, categories, tags as tagRepo } from '../repos/taxonomy';
import { sanitizeRichHtml } from '../sanitize';
import { assertFresh, etagOf } from '../http/etag';
import { loadCatalog, toPost } from './catalog';
import { postChange, written, type Written } from '../changes';
import { asOfNow, now } from '../clock';
import { asOf, isDue } from '@/shared/post-status';
import { VALIDATION } from '@/shared/messages';
import { checkCreate, checkDelete, checkUpdate, mayRead, type Writer } from './post-access';

const MAX_REVISIONS = 20;

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
    ...accessFields(input),
  };
}

/** Who may read past the preview: set when the save says, else kept; `tiers` names at least one tier. */
function accessFields(input: PostInput): Pick<PostRecord, 'visibility' | 'tiers'> {
  if (!input.visibility) return {};
  const tiers = input.visibility === 'tiers' ? [...new Set(input.tiers ?? [])] : [];
  if (input.visibility === 'tiers' && !tiers.length) {
    const msg = 'Choose at least one tier';
    throw BadRequest(msg, [{ field: 'tiers', msg }]);
  }
  return { visibility: input.visibility, tiers };
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
    ...(input.sendNewsletter ? { sendNewsletter: true } : {}),
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
  // The newsletter choice stays as it was unless the save says otherwise.
  if (input.sendNewsletter ?? before.sendNewsletter) next.sendNewsletter = true;
  else delete next.sendNewsletter;
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
