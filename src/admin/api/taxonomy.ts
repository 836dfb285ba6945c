import type { z } from 'zod';
import { api, request } from '@/browser/api';
import type { authorInput, categoryInput, pageUpdateInput } from '@/shared/schemas';
import type { Author, Category, Page, Tag } from '@/shared/types';
import { fetchList } from './lists';

const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** What the admin sends: the API's own input schemas. */
export type CategoryPayload = z.input<typeof categoryInput>;
export type AuthorPayload = z.input<typeof authorInput>;
export type PagePayload = z.input<typeof pageUpdateInput>;

export const categoriesApi = {
  all: () => fetchList<Category>('/categories'),
  create: async (payload: CategoryPayload) => (await api.post<Category>('/categories', payload)).data,
  remove: (id: string) => api.del<unknown>(at('/categories', id)),
};

export const authorsApi = {
  all: () => fetchList<Author>('/authors'),
  get: async (id: string) => (await api.get<Author>(at('/authors', id))).data,
  create: async (payload: AuthorPayload) => (await api.post<Author>('/authors', payload)).data,
  update: async (id: string, payload: AuthorPayload) => (await api.put<Author>(at('/authors', id), payload)).data,
  remove: (id: string) => api.del<unknown>(at('/authors', id)),
};

export const tagsApi = { all: () => fetchList<Tag>('/tags') };

export const pagesApi = {
  all: () => fetchList<Page>('/pages'),
  async get(id: string): Promise<{ page: Page; etag: string | null }> {
    const res = await api.get<Page>(at('/pages', id));
    return { page: res.data, etag: res.etag ?? null };
  },
  /** With `etag`, the server refuses (412 EDIT_CONFLICT) if the page changed since that version. */
  update: async (id: string, payload: PagePayload, etag?: string | null) =>
    (await request<Page>(at('/pages', id), { method: 'PUT', body: payload, headers: etag ? { 'if-match': etag } : undefined }))
      .data,
  remove: (id: string) => api.del<unknown>(at('/pages', id)),
};
