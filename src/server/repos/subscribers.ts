/** One document per subscriber, keyed by a hash of the email, so one email can only ever be one record. */
import { createHash } from 'node:crypto';
import type { Subscriber } from '@/shared/types';
import { createJSON, deleteKey, getJSON, getMany, listKeys } from '../storage/store';

const keys = {
  subscriber: (id: string) => `subscribers/${id}`,
  subscribers: 'subscribers/',
};

export const subscriberId = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24);

/** False when the email is already subscribed. */
export const insertSubscriber = (s: Subscriber) => createJSON(keys.subscriber(s.id), s);
export const getSubscriber = (id: string) => getJSON<Subscriber>(keys.subscriber(id));
export const deleteSubscriber = (id: string) => deleteKey(keys.subscriber(id));

export async function allSubscribers(): Promise<Subscriber[]> {
  return getMany<Subscriber>(await listKeys(keys.subscribers));
}
