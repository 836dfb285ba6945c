/** The fediverse (DESIGN.md, The fediverse): the admin API's inputs and answers. */
import { z } from 'zod';

export const FEDIVERSE_HANDLE = /^[a-z0-9_]{1,30}$/;

export const fediverseSettingsInput = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  handle: z
    .string()
    .trim()
    .toLowerCase()
    .regex(FEDIVERSE_HANDLE, { error: 'Handle: 1 to 30 lower-case letters, digits or underscores' })
    .default('blog'),
});

export const fediverseBlockInput = z.union([
  z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) }).strict(),
  z.object({ actor: z.url({ protocol: /^https?$/ }).max(2000) }).strict(),
]);

export const fediverseFollowersQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const fediverseDeliveriesQuery = z.object({ postId: z.string().min(1).max(200) });
export const fediverseRetryInput = z.object({ postId: z.string().min(1).max(200) });

export type FediverseSettingsInput = z.output<typeof fediverseSettingsInput>;

export interface FediverseSettings {
  enabled: boolean;
  handle: string;
  /** `@handle@host`, read-only. */
  account: string;
}

export interface FediverseFollower {
  id: string;
  account: string;
  /** The actor's address, what an account block names. */
  actor: string;
  name: string;
  inbox: string;
  followedAt: string;
}

export interface FediverseBlock {
  id: string;
  domain?: string;
  actor?: string;
  createdAt: string;
}

export type DeliveryState = 'delivered' | 'failed' | 'pending';

export interface FediverseDelivery {
  inbox: string;
  activity: 'Create' | 'Update' | 'Delete' | 'Accept';
  state: DeliveryState;
  attempts: number;
  lastError: string;
}

/** A post's fediverse reactions, as staff post answers carry them. */
export interface FediverseCounts {
  likes: number;
  boosts: number;
  replies: number;
}

/** What a comment that came as a fediverse reply keeps of its author and note. */
export interface FediverseCommentSource {
  actor: string;
  account: string;
  note: string;
  url: string;
}
