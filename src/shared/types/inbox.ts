import type { z } from 'zod';
import type { contactInput, messageListQuery, subscribeInput, subscriberListQuery } from '../schemas';

export type ContactInput = z.output<typeof contactInput>;
export type MessageListQuery = z.output<typeof messageListQuery>;
export type SubscriberListQuery = z.output<typeof subscriberListQuery>;

export type Subscriber = z.output<typeof subscribeInput> & { id: string; subscribedAt: string };
export type ContactMessage = ContactInput & { id: string; timestamp: string };
