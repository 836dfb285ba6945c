/** List queries of the API: paging, and each list's filters and orders. */
import { z } from 'zod';
import { LIMITS } from './limits';
import { POST_STATUSES } from './post-status';
import { utcDateTime } from './schemas';

/** List query: `limit`/`offset` with a default and a maximum. */
export const PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE.maxLimit).default(PAGE.defaultLimit),
  offset: z.coerce.number().int().min(0).default(0),
});
export const postListQuery = listQuery.extend({
  status: z.enum([...POST_STATUSES, 'all']).optional(),
  /** `true`: only drafts waiting for review (the editors' queue). */
  review: z.enum(['true', 'false']).optional(),
  category: z.string().max(100).optional(),
  tag: z.string().max(100).optional(),
  author: z.string().max(100).optional(),
  featured: z.enum(['true', 'false']).optional(),
  q: z.string().max(200).optional(),
  sort: z.enum(['newest', 'likes']).default('newest'),
  /** Only posts saved at or after this moment (readers' search asks for what the last build missed). */
  since: utcDateTime.optional(),
});

/** Order of the moderation lists by date (comments, messages); subscribers may also go by email. */
export const DATE_SORTS = ['newest', 'oldest'] as const;
export const SUBSCRIBER_SORTS = [...DATE_SORTS, 'email'] as const;
export type DateSort = (typeof DATE_SORTS)[number];
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];
const dateSort = z.enum(DATE_SORTS, { error: 'sort must be newest or oldest' });

/**
 * Comment lists: `status` filters by moderation state (`all` for every state); `sort` defaults to
 * oldest first under a post (a conversation) and newest first in moderation.
 */
export const commentListQuery = listQuery.extend({
  status: z.enum(['pending', 'approved', 'spam', 'all'], { error: 'status must be pending, approved, spam or all' }).optional(),
  sort: dateSort.optional(),
});
export const messageListQuery = listQuery.extend({ sort: dateSort.default('newest') });
/** A subscriber's place in double opt-in: asked, confirmed by mail, left, or refused by their mail server. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export const subscriberStatus = z.enum(SUBSCRIBER_STATUSES);
export const subscriberListQuery = listQuery.extend({
  sort: z.enum(SUBSCRIBER_SORTS, { error: 'sort must be newest, oldest or email' }).default('newest'),
  status: z
    .enum([...SUBSCRIBER_STATUSES, 'all'], { error: 'status must be pending, confirmed, unsubscribed, bounced or all' })
    .default('all'),
});
export const NEWSLETTER_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
/** Newsletter sends, newest first; `postId` narrows them to one post's (at most one). */
export const newsletterListQuery = listQuery.extend({
  postId: z
    .string()
    .max(LIMITS.name * 2)
    .optional(),
});
