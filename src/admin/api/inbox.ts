import { api } from '@/browser/api';
import type { CommentStatus, ContactMessage, ModeratedComment, Subscriber } from '@/shared/types';
import { fetchAll } from './fetch-all';

export type AdminComment = ModeratedComment;
export type CommentFilter = 'all' | CommentStatus;

const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export const commentsApi = {
  all: (status: CommentFilter) => fetchAll<AdminComment>('/comments', { status }),
  async latest(count: number): Promise<{ items: AdminComment[]; total: number }> {
    const res = await api.get<AdminComment[]>('/comments', { status: 'all', limit: count, offset: 0 });
    return { items: res.data, total: res.meta?.total ?? res.data.length };
  },
  setStatus: (id: string, status: CommentStatus) => api.put<AdminComment>(`${at('/comments', id)}/status`, { status }),
  remove: (id: string) => api.del<unknown>(at('/comments', id)),
};

export const messagesApi = {
  all: () => fetchAll<ContactMessage>('/contact'),
  remove: (id: string) => api.del<unknown>(at('/contact', id)),
};

export const subscribersApi = {
  all: () => fetchAll<Subscriber>('/subscribers'),
  remove: (id: string) => api.del<unknown>(at('/subscribers', id)),
};
