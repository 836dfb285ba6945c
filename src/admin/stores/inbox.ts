import { atom } from 'nanostores';
import type { CommentStatus, ContactMessage, Subscriber } from '@/shared/types';
import { commentsApi, messagesApi, subscribersApi, type AdminComment, type CommentFilter } from '../api/inbox';
import { listAtom, loader, newestFirst } from './list';

export const $commentFilter = atom<CommentFilter>('all');
export const $comments = listAtom<AdminComment>();
export const loadComments = loader($comments, async () => newestFirst(await commentsApi.all($commentFilter.get()), (c) => c.timestamp));

export function filterComments(filter: CommentFilter): Promise<void> {
  $commentFilter.set(filter);
  return loadComments();
}

export async function moderateComment(id: string, status: CommentStatus): Promise<void> {
  await commentsApi.setStatus(id, status);
  await loadComments();
}

export async function deleteComment(id: string): Promise<void> {
  await commentsApi.remove(id);
  await loadComments();
}

export const $messages = listAtom<ContactMessage>();
export const loadMessages = loader($messages, async () => newestFirst(await messagesApi.all(), (m) => m.timestamp));

export async function deleteMessage(id: string): Promise<void> {
  await messagesApi.remove(id);
  await loadMessages();
}

export const $subscribers = listAtom<Subscriber>();
export const loadSubscribers = loader($subscribers, async () => newestFirst(await subscribersApi.all(), (s) => s.subscribedAt));

export async function deleteSubscriber(id: string): Promise<void> {
  await subscribersApi.remove(id);
  await loadSubscribers();
}
