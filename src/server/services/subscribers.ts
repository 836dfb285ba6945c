/** Newsletter subscribers: one record per email however many times, or however concurrently, it subscribes. */
import type { Subscriber } from '@/shared/types';
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

export async function listSubscribers(q: { limit: number; offset: number }): Promise<{ items: Subscriber[]; total: number }> {
  const all = (await allSubscribers()).sort((a, b) => b.subscribedAt.localeCompare(a.subscribedAt));
  return { items: all.slice(q.offset, q.offset + q.limit), total: all.length };
}

export async function removeSubscriber(id: string): Promise<Subscriber> {
  const s = await getSubscriber(id);
  if (!s) throw NotFound('Subscriber');
  await deleteSubscriber(id);
  return s;
}
