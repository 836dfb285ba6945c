import type { PostSummary } from '@/shared/types';
import { postsApi, type PostPayload, type VersionedPost } from '../api/posts';
import { pagedList } from './list';

/** One page of the post list (every status), newest first. */
export const posts = pagedList<PostSummary>(20, (limit, offset) => postsApi.page(limit, offset));
export const loadPosts = posts.load;

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
