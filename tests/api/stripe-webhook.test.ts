/**
 * Stripe scenarios against the local stand-in (tests/support/stripe-standin.ts): checkout with
 * inline prices, then the webhook under duplicates, events out of order, a missed event corrected by
 * the every-minute reconciliation, a failed payment through the grace period to free, a refund,
 * forged, stale and missing signatures, cancel and resume, and a comp refused while paying.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member, Tier } from '@/shared/types';
import { memberOf } from '@/shared/member-status';
import { getUser } from '@/server/repos/users';
import { reconcileMembers } from '@/server/services/members';
import type { StripeStandin } from '../support/stripe-standin';
import { paidSubscriber, sendStripeEvent, startStripe, stopStripe } from './helpers/stripe';
import { call } from './helpers/dispatch';
import { storeFingerprint } from './helpers/fingerprint';
import { makeUser } from './helpers/users';

const DAY = 86_400_000;
let stripe: StripeStandin;
let admin: string;
let tier: Tier;

const send = sendStripeEvent;

const memberNow = async (userId: string, at = Date.now()): Promise<Member> => memberOf(await getUser(userId), at);
const subFetches = () => stripe.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/subscriptions/')).length;

const subscriber = (cadence: 'month' | 'year' = 'month') => paidSubscriber(stripe, tier.id, cadence);

beforeAll(async () => {
  stripe = await startStripe();
  admin = (await makeUser({ admin: true })).token;
  const res = await call('POST', '/api/tiers', {
    token: admin,
    body: { name: 'Supporter', monthlyPrice: 800, yearlyPrice: 8000, currency: 'eur', benefits: [] },
  });
  tier = (await res.json()).data;
});

afterAll(() => stopStripe(stripe));

describe('checkout', () => {
  it('creates a subscription session with inline price_data, the user and tier in metadata', async () => {
    const reader = await makeUser();
    const res = await call('POST', '/api/members/checkout', {
      token: reader.token,
      body: { tierId: tier.id, cadence: 'year', returnTo: '/post/x' },
      headers: {},
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data.url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_test_`));
    const body = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body as Record<
      string,
      Record<string, unknown>
    >;
    expect(body.mode).toBe('subscription');
    expect(body.line_items?.['0']).toEqual({
      quantity: '1',
      price_data: { currency: 'eur', unit_amount: '8000', recurring: { interval: 'year' }, product_data: { name: 'Supporter' } },
    });
    expect(body.customer_email).toBe(reader.user.email);
    expect(body.client_reference_id).toBe(reader.user.id);
    expect(body.metadata).toEqual({ userId: reader.user.id, tierId: tier.id });
    expect(body.subscription_data?.metadata).toEqual({ userId: reader.user.id, tierId: tier.id });
    expect(body.success_url).toBe('http://localhost/account?checkout=success');
    expect(body.cancel_url).toBe('http://localhost/post/x');
  });

  it('after the events the reader is a paid member of the tier, with the plan on their user answer', async () => {
    const s = await subscriber('year');
    const me = (await (await call('GET', '/api/auth/me', { token: s.token })).json()).data;
    expect(me.member).toMatchObject({ status: 'paid', tierId: tier.id, cadence: 'year', cancelAtPeriodEnd: false });
    expect(Date.parse(me.member.currentPeriodEnd)).toBeGreaterThan(Date.now() + 300 * DAY);
  });
});

describe('webhook', () => {
  it('applies an event id once: a duplicate fetches nothing and changes nothing', async () => {
    const s = await subscriber();
    const e = stripe.event('customer.subscription.updated', s.sub, { id: `evt_dup_${s.user.id}` });
    expect((await send(e)).status).toBe(200);
    const fetches = subFetches();
    const before = await storeFingerprint();
    expect((await send(e)).status).toBe(200);
    expect(subFetches()).toBe(fetches);
    expect(await storeFingerprint()).toBe(before);
    expect((await memberNow(s.user.id)).status).toBe('paid');
  });

  it('events out of order leave Stripe’s current state: an old "active" after "deleted" keeps the member free', async () => {
    const s = await subscriber();
    const oldActive = stripe.event('customer.subscription.updated', { ...s.sub });
    stripe.update(s.sub.id, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
    await send(stripe.event('customer.subscription.deleted', s.sub));
    expect((await memberNow(s.user.id)).status).toBe('free');
    await send(oldActive);
    expect((await memberNow(s.user.id)).status).toBe('free');
  });

  it('a missed event is corrected by the reconciliation once the period has ended', async () => {
    const s = await subscriber();
    // Stripe renews nothing and ends the subscription; its events never arrive.
    const past = Math.floor(Date.now() / 1000) - 60;
    stripe.update(s.sub.id, { status: 'canceled', ended_at: past, periodEnd: past });
    // What we hold still says active until a period end that is not yet over.
    expect((await memberNow(s.user.id)).status).toBe('paid');
    // The job a few minutes after the stored period end: it reads the subscription again.
    const user = await getUser(s.user.id);
    const at = Date.parse(user!.billing!.currentPeriodEnd!) + 2 * 60_000;
    await reconcileMembers(at);
    expect((await memberNow(s.user.id)).status).toBe('free');
  });

  it('a failed payment keeps access through the grace period, then the member is free', async () => {
    const s = await subscriber();
    stripe.update(s.sub.id, { status: 'past_due' });
    const invoice = { id: `in_${s.user.id}`, object: 'invoice', customer: s.sub.customer, subscription: s.sub.id };
    expect((await send(stripe.event('invoice.payment_failed', invoice))).status).toBe(200);
    // Stripe retries and fails again: the grace still counts from the first failure.
    await send(stripe.event('invoice.payment_failed', invoice));
    expect((await memberNow(s.user.id)).status).toBe('paid');
    expect((await memberNow(s.user.id, Date.now() + 6 * DAY)).status).toBe('paid');
    expect((await memberNow(s.user.id, Date.now() + 7 * DAY + 60_000)).status).toBe('free');
    // The card works after all: paid again.
    stripe.update(s.sub.id, { status: 'active' });
    await send(stripe.event('invoice.payment_succeeded', invoice));
    expect((await memberNow(s.user.id, Date.now() + 8 * DAY)).status).toBe('paid');
  });

  it('the grace period follows the setting: 2 days, applied by the next reconciliation', async () => {
    const s = await subscriber();
    stripe.update(s.sub.id, { status: 'past_due' });
    const invoice = { id: `in_short_${s.user.id}`, object: 'invoice', customer: s.sub.customer, subscription: s.sub.id };
    await send(stripe.event('invoice.payment_failed', invoice));
    expect((await memberNow(s.user.id, Date.now() + 3 * DAY)).status).toBe('paid');
    const settings = (await (await call('GET', '/api/settings')).json()).data;
    const put = (days: number) =>
      call('PUT', '/api/settings', {
        token: admin,
        body: { title: settings.title, description: settings.description, payment_grace_days: days },
      });
    expect((await put(2)).status).toBe(200);
    try {
      // The every-minute job reads a waiting member again, with the grace now set.
      await reconcileMembers(Date.now() + 2 * 60_000);
      expect((await memberNow(s.user.id, Date.now() + DAY)).status).toBe('paid');
      expect((await memberNow(s.user.id, Date.now() + 2 * DAY + 60_000)).status).toBe('free');
    } finally {
      expect((await put(7)).status).toBe(200);
    }
  });

  it('a refund of the last payment cancels the subscription in Stripe and ends access at once', async () => {
    const s = await subscriber();
    const charge = { id: `ch_${s.user.id}`, object: 'charge', customer: s.sub.customer, refunded: true };
    expect((await send(stripe.event('charge.refunded', charge))).status).toBe(200);
    expect(stripe.subscriptions.get(s.sub.id)!.status).toBe('canceled');
    expect((await memberNow(s.user.id)).status).toBe('free');
  });

  it('refuses forged, stale and missing signatures with 400, changing nothing', async () => {
    const s = await subscriber();
    stripe.update(s.sub.id, { status: 'canceled' });
    const before = await storeFingerprint();
    const forged = stripe.event('customer.subscription.deleted', s.sub, { secret: 'whsec_not_ours' });
    const stale = stripe.event('customer.subscription.deleted', s.sub, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    for (const e of [forged, stale]) {
      const res = await send(e);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('INVALID_SIGNATURE');
    }
    const tampered = stripe.event('customer.subscription.deleted', s.sub);
    expect((await send({ ...tampered, payload: tampered.payload.replace('"canceled"', '"active"') })).status).toBe(400);
    const missing = await call('POST', '/api/stripe/webhook', { raw: tampered.payload });
    expect(missing.status).toBe(400);
    expect(await storeFingerprint()).toBe(before);
    expect((await memberNow(s.user.id)).status).toBe('paid');
  });

  it('answers 200 to event types it does not handle, and ignores them', async () => {
    const before = await storeFingerprint();
    expect((await send(stripe.event('customer.created', { id: 'cus_x', object: 'customer' }))).status).toBe(200);
    expect(await storeFingerprint()).toBe(before);
  });
});

describe('account', () => {
  it('cancels at period end (still paid until then) and resumes before the end', async () => {
    const s = await subscriber();
    const cancel = await call('POST', '/api/members/cancel', { token: s.token, body: {} });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    const after = (await cancel.json()).data as Member;
    expect(after).toMatchObject({ status: 'paid', cancelAtPeriodEnd: true });
    expect(stripe.subscriptions.get(s.sub.id)!.cancel_at_period_end).toBe(true);
    expect((await memberNow(s.user.id, Date.parse(after.currentPeriodEnd!) + 1000)).status).toBe('free');
    const resume = await call('POST', '/api/members/resume', { token: s.token, body: {} });
    expect((await resume.json()).data).toMatchObject({ status: 'paid', cancelAtPeriodEnd: false });
  });

  it('opens a Billing Portal session for the customer', async () => {
    const s = await subscriber();
    const res = await call('POST', '/api/members/portal', { token: s.token, body: {} });
    expect(res.status).toBe(200);
    expect((await res.json()).data.url).toBe(`${stripe.url}/portal/${s.sub.customer}`);
  });

  it('refuses a comp while a paid subscription is active (409 HAS_SUBSCRIPTION)', async () => {
    const s = await subscriber();
    const res = await call('PUT', `/api/members/${s.user.id}`, { token: admin, body: { comped: tier.id } });
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('HAS_SUBSCRIPTION');
  });
});
