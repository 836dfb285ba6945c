/** One document per subscriber, keyed by a hash of the email, so one email can only ever be one record. */
import { createHash } from 'node:crypto';
import type { Subscriber } from '@/shared/types';
import { createJSON, deleteKey, getJSON, getMany, listKeys, updateJSON } from '../storage/store';

const keys = {
  subscriber: (id: string) => `subscribers/${id}`,
  subscribers: 'subscribers/',
};

export const subscriberId = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24);

/** Records written before subscriber states were all live subscriptions. */
const withStatus = (s: Subscriber): Subscriber => (s.status ? s : { ...s, status: 'confirmed' });

/** False when the email is already subscribed. */
export const insertSubscriber = (s: Subscriber) => createJSON(keys.subscriber(s.id), s);
export const getSubscriber = async (id: string) => {
  const s = await getJSON<Subscriber>(keys.subscriber(id));
  return s && withStatus(s);
};
export const deleteSubscriber = (id: string) => deleteKey(keys.subscriber(id));

/** Read-modify-write of one subscriber; `fn` sees null when there is none. */
export const updateSubscriber = (id: string, fn: (current: Subscriber | null) => Subscriber) =>
  updateJSON<Subscriber>(keys.subscriber(id), (cur) => fn(cur && withStatus(cur)));

export async function allSubscribers(): Promise<Subscriber[]> {
  return (await getMany<Subscriber>(await listKeys(keys.subscribers))).map(withStatus);
}

/** The given subscribers as they are now; ids no longer on the list are left out. */
export async function subscribersByIds(ids: string[]): Promise<Subscriber[]> {
  return (await getMany<Subscriber>(ids.map(keys.subscriber))).map(withStatus);
}
