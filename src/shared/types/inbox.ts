import type { z } from 'zod';
import type { contactInput, subscribeInput } from '../schemas';
import type { messageListQuery, subscriberListQuery, subscriberStatus } from '../list-schemas';

export type ContactInput = z.output<typeof contactInput>;
export type MessageListQuery = z.output<typeof messageListQuery>;
export type SubscriberListQuery = z.output<typeof subscriberListQuery>;
export type SubscriberStatus = z.output<typeof subscriberStatus>;

export type Subscriber = z.output<typeof subscribeInput> & {
  id: string;
  subscribedAt: string;
  status: SubscriberStatus;
  /** When the address was confirmed, left or bounced. */
  confirmedAt?: string;
  unsubscribedAt?: string;
  bouncedAt?: string;
  /** When the last confirmation mail went out. */
  confirmationSentAt?: string;
};
/** How many subscribers are in each state, and in all. */
export type SubscriberCounts = Record<SubscriberStatus, number> & { total: number };
export type ContactMessage = ContactInput & { id: string; timestamp: string };
