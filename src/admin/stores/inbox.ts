import { atom } from 'nanostores';
import type { CommentStatus, ContactMessage, Subscriber } from '@/shared/types';
import { commentsApi, messagesApi, subscribersApi, type AdminComment, type CommentFilter } from '../api/inbox';
import { pagedList } from './list';

const PER_PAGE = 20;

/** Each list shows one page, newest first, as the server pages and orders it. */
export const $commentFilter = atom<CommentFilter>('all');
export const comments = pagedList<AdminComment>(PER_PAGE, (limit, offset) =>
  commentsApi.page($commentFilter.get(), limit, offset),
);
export const loadComments = comments.load;

/** Another status starts again at the first page. */
export function filterComments(filter: CommentFilter): Promise<void> {
  $commentFilter.set(filter);
  return loadComments(0);
}

export async function moderateComment(id: string, status: CommentStatus): Promise<void> {
  await commentsApi.setStatus(id, status);
  await loadComments();
}

export async function deleteComment(id: string): Promise<void> {
  await commentsApi.remove(id);
  await loadComments();
}

export const messages = pagedList<ContactMessage>(PER_PAGE, (limit, offset) => messagesApi.page(limit, offset));
export const loadMessages = messages.load;

export async function deleteMessage(id: string): Promise<void> {
  await messagesApi.remove(id);
  await loadMessages();
}

export const subscribers = pagedList<Subscriber>(PER_PAGE, (limit, offset) => subscribersApi.page(limit, offset));
export const loadSubscribers = subscribers.load;

export async function deleteSubscriber(id: string): Promise<void> {
  await subscribersApi.remove(id);
  await loadSubscribers();
}
