import { api } from '@/browser/api';
import type { DateSort } from '@/shared/list-schemas';
import type {
  CapturedMail,
  CapturedMailSummary,
  CommentStatus,
  ContactMessage,
  ModeratedComment,
  Subscriber,
  SubscriberCounts,
  SubscriberStatus,
} from '@/shared/types';
import { fetchPage } from './lists';

export type AdminComment = ModeratedComment;
export type CommentFilter = 'all' | CommentStatus;

const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** Each list is paged and ordered by the server, newest first unless asked otherwise. */
export const commentsApi = {
  page: (status: CommentFilter, limit: number, offset: number, sort: DateSort = 'newest') =>
    fetchPage<AdminComment>('/comments', { status, limit, offset, sort }),
  latest: (count: number) => fetchPage<AdminComment>('/comments', { status: 'all', limit: count, offset: 0 }),
  setStatus: (id: string, status: CommentStatus) => api.put<AdminComment>(`${at('/comments', id)}/status`, { status }),
  remove: (id: string) => api.del<unknown>(at('/comments', id)),
};

export const messagesApi = {
  page: (limit: number, offset: number) => fetchPage<ContactMessage>('/contact', { limit, offset }),
  remove: (id: string) => api.del<unknown>(at('/contact', id)),
};

export type SubscriberFilter = 'all' | SubscriberStatus;

export const subscribersApi = {
  page: (status: SubscriberFilter, limit: number, offset: number) =>
    fetchPage<Subscriber>('/subscribers', { status, limit, offset }),
  counts: async () => (await api.get<SubscriberCounts>('/subscribers/counts')).data,
  resend: async (id: string) => (await api.post<Subscriber>(`${at('/subscribers', id)}/resend`, {})).data,
  remove: (id: string) => api.del<unknown>(at('/subscribers', id)),
};

/** The local Mailbox (development only: the API answers 404 where there is none). */
export const mailboxApi = {
  page: (limit: number, offset: number) => fetchPage<CapturedMailSummary>('/mailbox', { limit, offset }),
  get: async (id: string) => (await api.get<CapturedMail>(at('/mailbox', id))).data,
};
