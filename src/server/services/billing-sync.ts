/**
 * A member's plan as Stripe says it is. Every event that touches a subscription makes us fetch the
 * subscription again and store what it says now, so repeated or out-of-order events, and the
 * reconciliation's re-reads, all end in the same state.
 */
import type Stripe from 'stripe';
import type { Cadence } from '@/shared/members';
import type { BillingRecord } from '@/shared/records';
import { subscriptionPays } from '@/shared/member-status';
import { DEFAULT_PAYMENT_GRACE_DAYS } from '@/shared/members';
import { getSettings } from './settings';
import { rememberCustomer } from '../repos/stripe-customers';
import { getUser } from '../repos/users';
import { stripe } from '../payments/stripe-client';
import { writeBilling } from './member-billing';

const DAY = 86_400_000;
const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);
const idOf = (x: string | { id: string } | null | undefined) => (typeof x === 'string' ? x : (x?.id ?? null));

/** The parts of a subscription we keep; the period end moved onto the item in newer API versions. */
function planOf(sub: Stripe.Subscription) {
  const item = sub.items?.data?.[0];
  const legacy = sub as unknown as { current_period_end?: number };
  return {
    periodEnd: iso(item?.current_period_end ?? legacy.current_period_end),
    cadence: (item?.price?.recurring?.interval ?? null) as Cadence | null,
    amount: item?.price?.unit_amount ?? undefined,
    currency: item?.price?.currency ?? undefined,
  };
}

/** The stored record after Stripe's subscription `sub`, fetched at `at`. */
export function billingAfter(
  prev: BillingRecord | undefined,
  sub: Stripe.Subscription,
  at: number,
  graceDays = DEFAULT_PAYMENT_GRACE_DAYS,
): BillingRecord {
  // An older subscription's news does not end a newer one that still pays.
  if (
    prev?.subscriptionId &&
    prev.subscriptionId !== sub.id &&
    subscriptionPays(prev, at) &&
    !['active', 'trialing', 'past_due'].includes(sub.status)
  )
    return prev;
  const plan = planOf(sub);
  const paying = ['active', 'trialing', 'past_due'].includes(sub.status);
  const sameSub = prev?.subscriptionId === sub.id;
  // The grace period counts from the first failure of this spell, however often Stripe retries.
  const pastDueSince = sub.status === 'past_due' ? (sameSub && prev?.pastDueSince) || new Date(at).toISOString() : null;
  return {
    ...prev,
    customerId: idOf(sub.customer) ?? prev?.customerId,
    subscriptionId: sub.id,
    tierId: sub.metadata?.tierId ?? prev?.tierId ?? null,
    cadence: plan.cadence,
    stripeStatus: sub.status,
    currentPeriodEnd: plan.periodEnd,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    pastDueSince,
    graceUntil: pastDueSince ? new Date(Date.parse(pastDueSince) + graceDays * DAY).toISOString() : null,
    ...(plan.amount !== undefined ? { amount: plan.amount } : {}),
    ...(plan.currency ? { currency: plan.currency } : {}),
    paidSince: paying ? (sameSub && prev?.paidSince) || new Date(at).toISOString() : (prev?.paidSince ?? null),
    endedAt: paying ? null : (iso(sub.ended_at) ?? prev?.endedAt ?? new Date(at).toISOString()),
    syncedAt: at,
  };
}

/** Fetches the subscription from Stripe and stores it on its member; `userId` when the caller knows it. */
export async function syncSubscription(subscriptionId: string, userId?: string | null): Promise<void> {
  const sub = await stripe().subscriptions.retrieve(subscriptionId);
  const owner = sub.metadata?.userId || userId;
  if (!owner || !(await getUser(owner))) return;
  const at = Date.now();
  const { paymentGraceDays } = await getSettings();
  await writeBilling(owner, (prev) => billingAfter(prev, sub, at, paymentGraceDays), at);
  const customer = idOf(sub.customer);
  if (customer) await rememberCustomer(customer, owner);
}
