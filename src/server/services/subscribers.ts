/** Newsletter subscribers: one record per email however many times, or however concurrently, it subscribes. */
import type { SubscriberSort } from '@/shared/schemas';
import type { Subscriber, SubscriberListQuery } from '@/shared/types';
import { NotFound } from '../errors';
import { allSubscribers, deleteSubscriber, getSubscriber, insertSubscriber, subscriberId } from '../repos/subscribers';

/** True for a new subscriber, false when the email is already on the list. */
export async function subscribe(email: string): Promise<boolean> {
  const id = subscriberId(email);
  if (await getSubscriber(id)) return false;
  return insertSubscriber({ id, email: email.trim().toLowerCase(), subscribedAt: new Date().toISOString() });
}

/** True when the email was on the list. */
export async function unsubscribe(email: string): Promise<boolean> {
  const id = subscriberId(email);
  if (!(await getSubscriber(id))) return false;
  await deleteSubscriber(id);
  return true;
}

const ORDERS: Record<SubscriberSort, (a: Subscriber, b: Subscriber) => number> = {
  newest: (a, b) => b.subscribedAt.localeCompare(a.subscribedAt) || a.id.localeCompare(b.id),
  oldest: (a, b) => a.subscribedAt.localeCompare(b.subscribedAt) || a.id.localeCompare(b.id),
  email: (a, b) => a.email.localeCompare(b.email, 'en'),
};

export async function listSubscribers(q: SubscriberListQuery): Promise<{ items: Subscriber[]; total: number }> {
  const all = (await allSubscribers()).sort(ORDERS[q.sort]);
  return { items: all.slice(q.offset, q.offset + q.limit), total: all.length };
}

export async function removeSubscriber(id: string): Promise<Subscriber> {
  const s = await getSubscriber(id);
  if (!s) throw NotFound('Subscriber');
  await deleteSubscriber(id);
  return s;
}
