import type { NewsletterSend } from '@/shared/types';
import { newslettersApi } from '../api/newsletters';
import { pagedList } from './list';

export const newsletters = pagedList<NewsletterSend>(20, (limit, offset) => newslettersApi.page(limit, offset));
export const loadNewsletters = newsletters.load;

/** Sends the failed recipients again; the row shows the send queued until it is reloaded. */
export async function retryNewsletter(id: string): Promise<void> {
  const next = await newslettersApi.retry(id);
  newsletters.patch((s) => s.id === id, next);
}
