import type { z } from 'zod';
import { api, request } from '@/browser/api';
import type { postInput } from '@/shared/post-schemas';
import type { syncInput } from '@/shared/sync-schemas';
import type { Post, PostSummary } from '@/shared/types';
import type { SyncAnswer } from '@/shared/types/sync';

/** What the editor sends: the API's own input schema. Tags go by id and name, new ones by name only. */
export type PostPayload = z.input<typeof postInput>;

/** A post as the editor holds it: the document and the version tag its save sends back. */
export interface VersionedPost {
  post: Post;
  etag: string | null;
}

/** What the editor sends the relay: the API's sync input. */
export type SyncBody = z.input<typeof syncInput>;

export interface PostPage {
  items: PostSummary[];
  total: number;
}

export const postsApi = {
  /** `review`: only the drafts submitted for review. */
  async page(limit: number, offset: number, review = false): Promise<PostPage> {
    const res = await api.get<PostSummary[]>('/posts', { status: 'all', limit, offset, ...(review ? { review: 'true' } : {}) });
    return { items: res.data, total: res.meta?.total ?? res.data.length };
  },
  async get(id: string): Promise<VersionedPost> {
    const res = await api.get<Post>(`/posts/${encodeURIComponent(id)}`);
    return { post: res.data, etag: res.etag ?? null };
  },
  create: async (payload: PostPayload) => (await api.post<Post>('/posts', payload)).data,
  /** With `etag`, the server refuses (412 EDIT_CONFLICT) if the post changed since that version. */
  async update(id: string, payload: PostPayload, etag?: string | null): Promise<VersionedPost> {
    const res = await request<Post>(`/posts/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: payload,
      headers: etag ? { 'if-match': etag } : undefined,
    });
    return { post: res.data, etag: res.etag ?? null };
  },
  /** Writing together: sends this tab's changes and presence, answers the others' (DESIGN.md). */
  sync: async (id: string, body: SyncBody, keepalive = false): Promise<SyncAnswer> =>
    (await request<SyncAnswer>(`/posts/${encodeURIComponent(id)}/sync`, { method: 'POST', body, keepalive })).data,
  remove: (id: string) => api.del<unknown>(`/posts/${encodeURIComponent(id)}`),
};
