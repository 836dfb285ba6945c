import { api } from '@/browser/api';
import type { Snippet, SnippetFields } from '@/shared/types';

const at = (id: string) => `/snippets/${encodeURIComponent(id)}`;

/** The whole list in one answer: snippets are a handful of editing tools, not content that grows. */
export const snippetsApi = {
  all: async () => (await api.get<Snippet[]>('/snippets')).data,
  create: async (fields: SnippetFields) => (await api.post<Snippet>('/snippets', fields)).data,
  update: async (id: string, fields: SnippetFields) => (await api.put<Snippet>(at(id), fields)).data,
  remove: (id: string) => api.del<unknown>(at(id)),
};
