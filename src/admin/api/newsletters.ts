import { api } from '@/browser/api';
import type { NewsletterSend, SubscriberCounts } from '@/shared/types';
import { fetchPage } from './lists';

const at = (id: string) => `/newsletters/${encodeURIComponent(id)}`;

/** Newsletter sends (administrators), newest first. */
export const newslettersApi = {
  page: (limit: number, offset: number) => fetchPage<NewsletterSend>('/newsletters', { limit, offset }),
  /** The post's send, if it has been emailed (a post is sent at most once). */
  ofPost: async (postId: string) =>
    (await fetchPage<NewsletterSend>('/newsletters', { postId, limit: 1, offset: 0 })).items[0] ?? null,
  retry: async (id: string) => (await api.post<NewsletterSend>(`${at(id)}/retry`)).data,
  /** Mails the post's last saved version to the signed-in staff member. */
  test: async (postId: string) => (await api.post<{ to: string }>('/newsletters/test', { postId })).data,
  subscriberCounts: async () => (await api.get<SubscriberCounts>('/subscribers/counts')).data,
};
