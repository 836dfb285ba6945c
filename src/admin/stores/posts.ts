import { atom } from 'nanostores';
import type { Post, PostSummary } from '@/shared/types';
import { postsApi, type PostPayload } from '../api/posts';

export const POSTS_PER_PAGE = 20;

export interface PostsState {
  items: PostSummary[];
  total: number;
  offset: number;
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

/** One page of the post list (every status), newest first. */
export const $posts = atom<PostsState>({ items: [], total: 0, offset: 0, loading: false, loaded: false, error: null });

let latest = 0;
export async function loadPosts(offset = $posts.get().offset): Promise<void> {
  const call = ++latest;
  $posts.set({ ...$posts.get(), loading: true, error: null });
  try {
    const page = await postsApi.page(POSTS_PER_PAGE, offset);
    // A delete can leave the last page empty: step back to the one before.
    if (page.items.length === 0 && offset > 0 && page.total > 0) return loadPosts(Math.max(0, offset - POSTS_PER_PAGE));
    if (call === latest) $posts.set({ items: page.items, total: page.total, offset, loading: false, loaded: true, error: null });
  } catch (err) {
    if (call === latest) $posts.set({ ...$posts.get(), loading: false, loaded: true, error: (err as Error).message });
  }
}

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
