import { atom } from 'nanostores';
import type { PostSummary } from '@/shared/types';
import { postsApi, type PostPayload, type VersionedPost } from '../api/posts';
import { pagedList } from './list';

export type PostFilter = 'all' | 'review';
export const $postFilter = atom<PostFilter>('all');

/** One page of the post list (every status, or the review queue), newest first. */
export const posts = pagedList<PostSummary>(20, (limit, offset) => postsApi.page(limit, offset, $postFilter.get() === 'review'));
export const loadPosts = posts.load;

/** Another filter starts again at the first page. */
export function filterPosts(filter: PostFilter): Promise<void> {
  $postFilter.set(filter);
  return loadPosts(0);
}

/** How many drafts wait for review (for those who may publish them). */
export const countReviewQueue = async (): Promise<number> => (await postsApi.page(1, 0, true)).total;

export const loadPost = (id: string): Promise<VersionedPost> => postsApi.get(id);

/** Creates, or updates the post named by `id`; `etag` makes a stale update fail with EDIT_CONFLICT. */
export async function savePost(id: string | null, payload: PostPayload, etag?: string | null): Promise<VersionedPost> {
  const saved = id ? await postsApi.update(id, payload, etag) : { post: await postsApi.create(payload), etag: null };
  void loadPosts();
  return saved;
}

export async function deletePost(id: string): Promise<void> {
  await postsApi.remove(id);
  await loadPosts();
}
