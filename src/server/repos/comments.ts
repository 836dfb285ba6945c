/** One document per comment under its post, plus an id → post pointer for moderation by id. */
import { randomBytes } from 'node:crypto';
import type { Comment } from '@/shared/types';
import { createJSON, deleteKey, getJSON, getMany, listKeys, setJSON } from '../storage/store';

const keys = {
  comment: (postId: string, id: string) => `comments/${postId}/${id}`,
  commentsOf: (postId: string) => `comments/${postId}/`,
  commentsAll: 'comments/',
  /** Which post a comment id belongs to. */
  commentPost: (id: string) => `comment-post/${id}`,
};

/** Time-sortable ids: newest sorts last by key. */
export const newCommentId = () => `${Date.now().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;

export async function insertComment(c: Comment): Promise<void> {
  await setJSON(keys.comment(c.postId, c.id), c);
  await setJSON(keys.commentPost(c.id), { postId: c.postId });
}

export async function getComment(id: string): Promise<Comment | null> {
  const ref = await getJSON<{ postId: string }>(keys.commentPost(id));
  return ref ? getJSON<Comment>(keys.comment(ref.postId, id)) : null;
}

export const saveComment = (c: Comment) => setJSON(keys.comment(c.postId, c.id), c);

export async function deleteComment(c: Comment): Promise<void> {
  await deleteKey(keys.comment(c.postId, c.id));
  await deleteKey(keys.commentPost(c.id));
}

export async function commentsOfPost(postId: string): Promise<Comment[]> {
  return getMany<Comment>(await listKeys(keys.commentsOf(postId)));
}

export async function allComments(): Promise<Comment[]> {
  return getMany<Comment>(await listKeys(keys.commentsAll));
}

/** Every comment's key, for reading them a batch at a time. */
export const allCommentKeys = () => listKeys(keys.commentsAll);
export const commentsByKeys = (commentKeys: string[]) => getMany<Comment>(commentKeys);
/** False when a comment with that id is there already under the post. */
export async function createComment(c: Comment): Promise<boolean> {
  if (!(await createJSON(keys.comment(c.postId, c.id), c))) return false;
  await setJSON(keys.commentPost(c.id), { postId: c.postId });
  return true;
}
