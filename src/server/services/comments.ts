/** Comments: plain text by signed-in readers, pending until an admin approves them. */
import { VALIDATION } from '@/shared/messages';
import type { UserRecord } from '@/shared/records';
import type { DateSort } from '@/shared/list-schemas';
import type { Comment, CommentInput, CommentListQuery, CommentStatus, ModeratedComment } from '@/shared/types';
import { BadRequest, Forbidden, NotFound, Unauthorized } from '../errors';
import {
  allComments,
  commentsOfPost,
  deleteComment,
  getComment,
  insertComment,
  newCommentId,
  saveComment,
} from '../repos/comments';
import { getPostRecord, readIndex } from '../repos/posts';
import { plainText } from '../sanitize';
import { asOfNow } from '../clock';
import { can, roleOf } from '@/shared/roles';

/** A comment in the moderation list, with the title of its post when the post still exists. */
type CommentPage<T = Comment> = { items: T[]; total: number };

const byStatus = (status: CommentListQuery['status']) => (c: Comment) => !status || status === 'all' || c.status === status;
const oldestFirst = (a: Comment, b: Comment) => a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id);
const inOrder = (sort: DateSort) => (sort === 'oldest' ? oldestFirst : (a: Comment, b: Comment) => oldestFirst(b, a));

/** Comments of one post, oldest first. Readers only ever get approved ones of a published post. */
export async function listPostComments(postId: string, q: CommentListQuery, user: UserRecord | null): Promise<CommentPage> {
  // Approved comments are public; asking for any other status is moderation.
  const moderator = Boolean(user && can(roleOf(user), 'content.manage'));
  if (q.status && q.status !== 'approved') {
    if (!user) throw Unauthorized();
    if (!moderator) throw Forbidden();
  }
  if (!moderator) {
    const post = await getPostRecord(postId);
    if (!post || asOfNow(post).status !== 'published') throw NotFound('Post');
  }
  const rows = (await commentsOfPost(postId))
    .filter(byStatus(moderator ? q.status : 'approved'))
    .sort(inOrder(q.sort ?? 'oldest'));
  return { items: rows.slice(q.offset, q.offset + q.limit), total: rows.length };
}

/** Every comment for moderation, newest first unless asked otherwise, with the title of its post. */
export async function listAllComments(q: CommentListQuery): Promise<CommentPage<ModeratedComment>> {
  const [comments, index] = await Promise.all([allComments(), readIndex()]);
  const titles = new Map(index.map((e) => [e.id, e.title]));
  const rows = comments.filter(byStatus(q.status)).sort(inOrder(q.sort ?? 'newest'));
  const items = rows.slice(q.offset, q.offset + q.limit).map((c): ModeratedComment => {
    const postTitle = titles.get(c.postId);
    return postTitle === undefined ? c : { ...c, postTitle };
  });
  return { items, total: rows.length };
}

/** The author's name and avatar come from the account, never from the request. The text is kept as typed. */
export async function addComment(user: UserRecord, input: CommentInput): Promise<Comment> {
  const text = plainText(input.text);
  if (!text) throw BadRequest(VALIDATION.required('Comment'), [{ field: 'text', msg: VALIDATION.required('Comment') }]);
  const post = await getPostRecord(input.postId);
  if (!post || asOfNow(post).status !== 'published') throw NotFound('Post');
  const comment: Comment = {
    id: newCommentId(),
    postId: post.id,
    authorName: user.name,
    authorAvatarUrl: user.avatarUrl,
    text,
    status: 'pending',
    timestamp: new Date().toISOString(),
    userId: user.id,
  };
  await insertComment(comment);
  return comment;
}

export async function setCommentStatus(id: string, status: CommentStatus): Promise<Comment> {
  const comment = await getComment(id);
  if (!comment) throw NotFound('Comment');
  const next = { ...comment, status };
  await saveComment(next);
  return next;
}

export async function removeComment(id: string): Promise<void> {
  const comment = await getComment(id);
  if (!comment) throw NotFound('Comment');
  await deleteComment(comment);
}

/** What readers see as a post's comment count. */
export async function approvedCommentCount(postId: string): Promise<number> {
  return (await commentsOfPost(postId)).filter((c) => c.status === 'approved').length;
}
