import { atom } from 'nanostores';
import { ApiError } from '@/browser/api';
import type { CapturedMailSummary, CommentStatus, ContactMessage, Subscriber, SubscriberCounts } from '@/shared/types';
import {
  commentsApi,
  mailboxApi,
  messagesApi,
  subscribersApi,
  type AdminComment,
  type CommentFilter,
  type SubscriberFilter,
} from '../api/inbox';
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

export const $subscriberFilter = atom<SubscriberFilter>('all');
export const $subscriberCounts = atom<SubscriberCounts | null>(null);
export const subscribers = pagedList<Subscriber>(PER_PAGE, (limit, offset) =>
  subscribersApi.page($subscriberFilter.get(), limit, offset),
);

/** The page on screen and the counts per state, which every change may move. */
export async function loadSubscribers(offset?: number): Promise<void> {
  await Promise.all([
    subscribers.load(offset),
    subscribersApi.counts().then(
      (c) => $subscriberCounts.set(c),
      () => undefined,
    ),
  ]);
}

/** Another state starts again at the first page. */
export function filterSubscribers(filter: SubscriberFilter): Promise<void> {
  $subscriberFilter.set(filter);
  return loadSubscribers(0);
}

export async function resendConfirmation(id: string): Promise<void> {
  const saved = await subscribersApi.resend(id);
  subscribers.patch((s) => s.id === id, saved);
}

export async function deleteSubscriber(id: string): Promise<void> {
  await subscribersApi.remove(id);
  await loadSubscribers();
}

/** Whether this server has a Mailbox: asked once, the sidebar shows the link only when it does. */
export const $mailboxAvailable = atom<boolean | null>(null);
export function checkMailbox(): void {
  if ($mailboxAvailable.get() !== null) return;
  mailboxApi.page(1, 0).then(
    () => $mailboxAvailable.set(true),
    (err) => $mailboxAvailable.set(err instanceof ApiError && err.status === 404 ? false : null),
  );
}

export const mailbox = pagedList<CapturedMailSummary>(PER_PAGE, (limit, offset) => mailboxApi.page(limit, offset));
export const loadMailbox = mailbox.load;
