/**
 * Likes: the count lives on the server (one like per user and post); which posts this reader liked
 * is remembered per user in local storage.
 */
import { api, errorMessage } from '@/browser/api';
import { LIKED_PREFIX } from '@/browser/storage';
import type { Post } from '@/shared/types';
import { $auth } from './auth';
import { showToast } from './toasts';
import { userList } from './user-list';

const liked = userList(LIKED_PREFIX);

export const $likedIds = liked.$ids;

/**
 * The current count of a post (the prebuilt page may be older than the last like). For a signed-in
 * reader the server also says whether they like it, so a like made in another browser shows here.
 */
export async function fetchLikeCount(postId: string): Promise<number | null> {
  try {
    const { data } = await api.get<Post>(`/posts/${encodeURIComponent(postId)}`);
    if (data.likedByMe !== undefined && liked.has(postId) !== data.likedByMe) liked.set(postId, data.likedByMe);
    return data.likes;
  } catch (err) {
    console.warn('Could not load the like count', err);
    return null;
  }
}

/** Likes or unlikes; answers the new state and count, or null when nothing changed. */
export async function toggleLike(postId: string): Promise<{ liked: boolean; count: number } | null> {
  if ($auth.get().status !== 'signedIn') {
    showToast('Please log in to like posts.', 'info');
    return null;
  }
  const next = !liked.has(postId);
  try {
    const { data: count } = await api.post<number>(`/posts/${encodeURIComponent(postId)}/like`, { liked: next });
    liked.set(postId, next);
    return { liked: next, count };
  } catch (err) {
    showToast(errorMessage(err, 'Request failed'), 'error');
    return null;
  }
}
