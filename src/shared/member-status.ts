/**
 * A reader's membership worked out from their stored billing record: Stripe's status decides paid or
 * free (with the grace period for failed payments and the paid-up period after a cancel), a comp
 * admits its tier. Pure, so every surface judges access the same way.
 */
import { DEFAULT_PAYMENT_GRACE_DAYS, GUEST, type ReaderAccess } from './members';
import type { BillingRecord, UserRecord } from './records';
import type { Member } from './types';

const DAY = 86_400_000;
const PAYING = new Set(['active', 'trialing']);

/** Whether Stripe's subscription, as stored, still gives paid access at `at`. */
export function subscriptionPays(b: BillingRecord | undefined, at: number): boolean {
  if (!b?.subscriptionId || !b.stripeStatus) return false;
  const periodOver = b.currentPeriodEnd ? Date.parse(b.currentPeriodEnd) <= at : false;
  if (b.cancelAtPeriodEnd && periodOver) return false;
  if (PAYING.has(b.stripeStatus)) return true;
  if (b.stripeStatus === 'past_due') {
    if (b.graceUntil) return at < Date.parse(b.graceUntil);
    const since = b.pastDueSince ? Date.parse(b.pastDueSince) : at;
    return at < since + DEFAULT_PAYMENT_GRACE_DAYS * DAY;
  }
  return false;
}

export function memberOf(u: Pick<UserRecord, 'billing'> | null, at = Date.now()): Member {
  const b = u?.billing;
  if (subscriptionPays(b, at))
    return {
      status: 'paid',
      tierId: b!.tierId ?? null,
      cadence: b!.cadence ?? null,
      currentPeriodEnd: b!.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: Boolean(b!.cancelAtPeriodEnd),
    };
  if (b?.compedTierId)
    return { status: 'comped', tierId: b.compedTierId, cadence: null, currentPeriodEnd: null, cancelAtPeriodEnd: false };
  return { status: 'free', tierId: null, cadence: null, currentPeriodEnd: null, cancelAtPeriodEnd: false };
}

export function readerAccessOf(u: UserRecord | null, at = Date.now()): ReaderAccess {
  if (!u) return GUEST;
  const m = memberOf(u, at);
  return { signedIn: true, status: m.status, tierId: m.tierId };
}
