import type { z } from 'zod';
import type { NEWSLETTER_STATES, newsletterListQuery } from '../list-schemas';

/** A newsletter send: one per post, emailed to the addresses confirmed when it started (DESIGN.md, Newsletter). */
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

export interface NewsletterSend {
  id: string;
  postId: string;
  postTitle: string;
  state: NewsletterState;
  /** Confirmed addresses when the send started (0 until it has). */
  recipients: number;
  /** Accepted by the mail server. */
  sent: number;
  /** Refused for good (bounced), given up after temporary refusals, or cut off by a crash mid-message. */
  failed: number;
  /** No longer confirmed when their turn came (unsubscribed or bounced meanwhile). */
  skipped: number;
  /** Of `failed`: the addresses their mail server refused for good, now marked bounced. */
  bounced: number;
  /** Of `failed`: those an administrator may retry (temporary refusals, the mail server down). */
  retryable: number;
  createdAt: string;
  updatedAt: string;
  /** When the send finished. */
  finishedAt?: string;
  /** Why the last run stopped short, in words. */
  error?: string;
}

export type NewsletterListQuery = z.output<typeof newsletterListQuery>;
