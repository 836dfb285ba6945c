import type { Post, PostSummary } from '@/shared/types';
import { postsApi, type PostPayload } from '../api/posts';
import { pagedList } from './list';

/** One page of the post list (every status), newest first. */
export const posts = pagedList<PostSummary>(20, (limit, offset) => postsApi.page(limit, offset));
export const loadPosts = posts.load;

export const loadPost = (id: string): Promise<Post> => postsApi.get(id);

export async function savePost(id: string | null, payload: PostPayload): Promise<Post> {
  const post = id ? await postsApi.update(id, payload) : await postsApi.create(payload);
  void loadPosts();
  return post;
}

export async function deletePost(id: string): Promise<void> {
  await postsApi.remove(id);
  await loadPosts();
}
