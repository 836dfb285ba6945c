/**
 * Members' plans: checkout with inline prices, cancel and resume at period end, the Billing Portal,
 * comps, the admin's list, and the every-minute reconciliation that corrects a missed webhook.
 */
import type { UserRecord } from '@/shared/records';
import type { CheckoutInput, MemberListQuery, MemberRow, MemberUpdate, Member } from '@/shared/types';
import { memberOf } from '@/shared/member-status';
import { BadRequest, Conflict, NotFound } from '../errors';
import { keptBilledMemberIds } from '../repos/billed-members';
import { getUser, getUsers, listUsers } from '../repos/users';
import { paymentsConfigured, stripe } from '../payments/stripe-client';
import { syncSubscription } from './billing-sync';
import { writeBilling } from './member-billing';
import { getTier } from './tiers';

export async function startCheckout(user: UserRecord, input: CheckoutInput, origin: string): Promise<{ url: string }> {
  const client = stripe();
  const tier = await getTier(input.tierId);
  if (!tier.active) throw NotFound('Tier');
  if (memberOf(user).status === 'paid') throw Conflict('You already have a paid subscription.', 'HAS_SUBSCRIPTION');
  const customer = user.billing?.customerId;
  const metadata = { userId: user.id, tierId: tier.id };
  const session = await client.checkout.sessions.create({
    mode: 'subscription',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: tier.currency,
          unit_amount: input.cadence === 'month' ? tier.monthlyPrice : tier.yearlyPrice,
          recurring: { interval: input.cadence },
          product_data: { name: tier.name },
        },
      },
    ],
    ...(customer ? { customer } : { customer_email: user.email }),
    client_reference_id: user.id,
    metadata,
    subscription_data: { metadata },
    success_url: `${origin}/account?checkout=success`,
    cancel_url: `${origin}${input.returnTo ?? '/subscribe'}`,
  });
  if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
  return { url: session.url };
}

function ownSubscription(user: UserRecord): string {
  const id = user.billing?.subscriptionId;
  if (!id || memberOf(user).status !== 'paid') throw BadRequest('You have no paid subscription.', undefined, 'NO_SUBSCRIPTION');
  return id;
}

/** Cancel at the period's end (`true`), or undo that before the end (`false`); answers the member as Stripe now has it. */
export async function setCancelAtPeriodEnd(user: UserRecord, cancel: boolean): Promise<Member> {
  const client = stripe();
  const id = ownSubscription(user);
  await client.subscriptions.update(id, { cancel_at_period_end: cancel });
  await syncSubscription(id, user.id);
  return memberOf(await getUser(user.id));
}

export async function billingPortal(user: UserRecord, origin: string): Promise<{ url: string }> {
  const client = stripe();
  const customer = user.billing?.customerId;
  if (!customer) throw BadRequest('You have no billing account yet.', undefined, 'NO_SUBSCRIPTION');
  const session = await client.billingPortal.sessions.create({ customer, return_url: `${origin}/account` });
  return { url: session.url };
}

/** Gives a tier free, or takes it back (null); refused while a paid subscription is active. */
export async function setComp(userId: string, input: MemberUpdate): Promise<Member> {
  const user = await getUser(userId);
  if (!user) throw NotFound('User');
  if (input.comped !== null) {
    await getTier(input.comped);
    if (memberOf(user).status === 'paid')
      throw Conflict('This member pays for a subscription: cancel it before giving a tier free.', 'HAS_SUBSCRIPTION');
  }
  const next = await writeBilling(userId, (prev) => ({ ...prev, compedTierId: input.comped }));
  return memberOf(next);
}

const rowOf = (u: UserRecord): MemberRow => ({
  userId: u.id,
  name: u.name,
  email: u.email,
  since: u.createdAt ?? null,
  ...memberOf(u),
});

export async function listMembers(q: MemberListQuery): Promise<{ items: MemberRow[]; total: number }> {
  const needle = q.q?.trim().toLowerCase();
  const rows = (await listUsers())
    .map(rowOf)
    .filter((r) => (!q.status || r.status === q.status) && (!q.tier || r.tierId === q.tier))
    .filter((r) => !needle || r.email.toLowerCase().includes(needle))
    .reverse();
  return { items: rows.slice(q.offset, q.offset + q.limit), total: rows.length };
}

/**
 * The every-minute job's part: a paid member whose period has ended, or who waits in `past_due`, is
 * read from Stripe again (at most once a minute each), so a missed webhook is corrected soon after.
 * Only users who ever had a subscription or comp are read, not every user.
 */
export async function reconcileMembers(at = Date.now()): Promise<number> {
  if (!paymentsConfigured()) return 0;
  let fixed = 0;
  for (const u of await getUsers(await keptBilledMemberIds())) {
    const b = u.billing;
    if (!b?.subscriptionId || ['canceled', 'incomplete_expired'].includes(b.stripeStatus ?? '')) continue;
    const ended = b.currentPeriodEnd ? Date.parse(b.currentPeriodEnd) <= at : false;
    const due = ended || b.stripeStatus === 'past_due' || b.stripeStatus === 'unpaid';
    if (!due || (b.syncedAt ?? 0) > at - 60_000) continue;
    try {
      await syncSubscription(b.subscriptionId, u.id);
      fixed++;
    } catch (err) {
      console.error(`Reconciling member ${u.id} failed`, err);
    }
  }
  return fixed;
}
