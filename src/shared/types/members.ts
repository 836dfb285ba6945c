import type { z } from 'zod';
import type { Cadence, MemberStatus } from '../members';
import type {
  checkoutInput,
  memberImportInput,
  memberListQuery,
  memberSummaryQuery,
  memberUpdateInput,
  tierInput,
} from '../member-schemas';

export type TierInput = z.output<typeof tierInput>;
export type CheckoutInput = z.output<typeof checkoutInput>;
export type MemberUpdate = z.output<typeof memberUpdateInput>;
export type MemberListQuery = z.output<typeof memberListQuery>;
export type MemberSummaryQuery = z.output<typeof memberSummaryQuery>;
export type MemberImportInput = z.output<typeof memberImportInput>;

/** What a member import did (or, in a dry run, would do): counts, and each row it could not take as it was. */
export interface MemberImportReport {
  created: number;
  updated: number;
  unchanged: number;
  /** `row` is the CSV's line number, the header being line 1. */
  problems: { row: number; message: string }[];
}

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

/** An amount of money in minor units of `currency` (ISO 4217, lower case). */
export interface MoneyAmount {
  currency: string;
  amount: number;
}

/** One day of member changes, in the site's time zone. */
export interface MemberChangeDay {
  date: string;
  signups: number;
  cancellations: number;
}

/** `GET /api/members/summary` (administrators): members now, revenue per currency, changes per day. */
export interface MemberSummary {
  from: string;
  to: string;
  timezone: string;
  paid: number;
  comped: number;
  /** Monthly recurring revenue per currency: monthly prices plus yearly prices ÷ 12, rounded. */
  mrr: MoneyAmount[];
  days: MemberChangeDay[];
}
