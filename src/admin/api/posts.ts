import { api } from '@/lib/api';
import type { Post, PostStatus, PostSummary, TagRef } from '@/shared/types';

export interface PostPayload {
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  authorId: string;
  categoryId: string;
  /** Existing tags by id and name; new ones by name only (the server creates them). */
  tags: (TagRef | string)[];
  readingTime: number;
  featured: boolean;
  status: PostStatus;
}

export interface PostPage {
  items: PostSummary[];
  total: number;
}

export const postsApi = {
  async page(limit: number, offset: number): Promise<PostPage> {
    const res = await api.get<PostSummary[]>('/posts', { status: 'all', limit, offset });
    return { items: res.data, total: res.meta?.total ?? res.data.length };
  },
  get: async (id: string) => (await api.get<Post>(`/posts/${encodeURIComponent(id)}`)).data,
  create: async (payload: PostPayload) => (await api.post<Post>('/posts', payload)).data,
  update: async (id: string, payload: PostPayload) => (await api.put<Post>(`/posts/${encodeURIComponent(id)}`, payload)).data,
  remove: (id: string) => api.del<unknown>(`/posts/${encodeURIComponent(id)}`),
};
