import type { z } from 'zod';
import type { Cadence, MemberStatus } from '../members';
import type { checkoutInput, memberListQuery, memberUpdateInput, tierInput } from '../schemas';

export type TierInput = z.output<typeof tierInput>;
export type CheckoutInput = z.output<typeof checkoutInput>;
export type MemberUpdate = z.output<typeof memberUpdateInput>;
export type MemberListQuery = z.output<typeof memberListQuery>;

/** A paid tier: prices in minor units of `currency`. */
export type Tier = TierInput & { id: string; createdAt: string; updatedAt: string };

/** `member` on every user answer: what the reader may read, and their plan. */
export interface Member {
  status: MemberStatus;
  tierId: string | null;
  cadence: Cadence | null;
  /** ISO 8601 UTC, or null. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/** A row of the admin's Members list. */
export interface MemberRow extends Member {
  userId: string;
  name: string;
  email: string;
  /** When the reader signed up. */
  since: string | null;
}
