/**
 * `GET /api/members/summary` over real storage and the Stripe stand-in: paid and comped members,
 * monthly recurring revenue, and the signups and cancellations the webhook and comps log, once each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberChangeDay, MemberSummary, Tier } from '@/shared/types';
import { saveUser } from '@/server/repos/users';
import { changeOf } from '@/server/services/member-billing';
import type { StripeStandin } from '../support/stripe-standin';
import { paidSubscriber, sendStripeEvent, startStripe, stopStripe } from './helpers/stripe';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

let stripe: StripeStandin;
let admin: string;
let tier: Tier;

const send = sendStripeEvent;

async function summary(query = ''): Promise<MemberSummary> {
  const res = await call('GET', `/api/members/summary${query}`, { token: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).data;
}
const today = (s: MemberSummary): MemberChangeDay => s.days.at(-1)!;

const subscriber = (cadence: 'month' | 'year') => paidSubscriber(stripe, tier.id, cadence);

beforeAll(async () => {
  stripe = await startStripe();
  admin = (await makeUser({ admin: true })).token;
  const res = await call('POST', '/api/tiers', {
    token: admin,
    body: { name: 'Supporter', monthlyPrice: 500, yearlyPrice: 6000, currency: 'usd', benefits: [] },
  });
  tier = (await res.json()).data;
});

afterAll(() => stopStripe(stripe));

describe('members summary', () => {
  let monthly: Awaited<ReturnType<typeof subscriber>>;

  it('before anyone pays: no revenue, zeros for each of the last 30 days, and a comp from before the list counted', async () => {
    // A member whose comp was stored before the list of billed members existed.
    const early = await makeUser();
    await saveUser({ ...early.user, billing: { compedTierId: tier.id } });
    const s = await summary();
    expect(s).toMatchObject({ paid: 0, comped: 1, mrr: [] });
    expect(s.days).toHaveLength(30);
    expect(s.days.every((d) => d.signups === 0 && d.cancellations === 0)).toBe(true);
    expect(s.days[0]!.date < s.days.at(-1)!.date).toBe(true);
  });

  it('counts a monthly and a yearly subscriber: two paid, revenue 500 + 6000 ÷ 12 a month, two signups today', async () => {
    monthly = await subscriber('month');
    await subscriber('year');
    const s = await summary();
    expect(s).toMatchObject({ paid: 2, comped: 1, mrr: [{ currency: 'usd', amount: 1000 }] });
    expect(today(s)).toMatchObject({ signups: 2, cancellations: 0 });
  });

  it('logs nothing for a duplicate event or one that leaves the state as it was', async () => {
    for (const e of monthly.events) expect((await send(e)).status).toBe(200);
    expect((await send(stripe.event('customer.subscription.updated', monthly.sub))).status).toBe(200);
    expect(today(await summary())).toMatchObject({ signups: 2, cancellations: 0 });
  });

  it('a cancel at period end is one cancellation; the member pays until then, and a resume is no signup', async () => {
    expect((await call('POST', '/api/members/cancel', { token: monthly.token, body: {} })).status).toBe(200);
    await send(stripe.event('customer.subscription.updated', stripe.subscriptions.get(monthly.sub.id)));
    let s = await summary();
    expect(today(s)).toMatchObject({ signups: 2, cancellations: 1 });
    expect(s.paid).toBe(2);
    expect((await call('POST', '/api/members/resume', { token: monthly.token, body: {} })).status).toBe(200);
    s = await summary();
    expect(today(s)).toMatchObject({ signups: 2, cancellations: 1 });
  });

  it('a subscription ended at once (not asked before) is a cancellation and leaves revenue', async () => {
    const gone = await subscriber('month');
    stripe.update(gone.sub.id, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
    await send(stripe.event('customer.subscription.deleted', gone.sub));
    await send(stripe.event('customer.subscription.deleted', gone.sub));
    const s = await summary();
    expect(today(s)).toMatchObject({ signups: 3, cancellations: 2 });
    expect(s).toMatchObject({ paid: 2, mrr: [{ currency: 'usd', amount: 1000 }] });
  });

  it('a comp counts in comped, not in paid, revenue or signups', async () => {
    const reader = await makeUser();
    const res = await call('PUT', `/api/members/${reader.user.id}`, { token: admin, body: { comped: tier.id } });
    expect(res.status).toBe(200);
    const s = await summary();
    expect(s).toMatchObject({ paid: 2, comped: 2, mrr: [{ currency: 'usd', amount: 1000 }] });
    expect(today(s)).toMatchObject({ signups: 3, cancellations: 2 });
  });

  it('keeps every member listed when comps are given at the same moment', async () => {
    const readers = await Promise.all(Array.from({ length: 5 }, () => makeUser()));
    const answers = await Promise.all(
      readers.map((r) => call('PUT', `/api/members/${r.user.id}`, { token: admin, body: { comped: tier.id } })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await summary()).comped).toBe(7);
  });

  it('answers one entry per day of a chosen range, up to 366 days', async () => {
    const s = await summary('?from=2025-01-01&to=2025-12-31');
    expect(s.days).toHaveLength(365);
    expect(s.days[0]).toEqual({ date: '2025-01-01', signups: 0, cancellations: 0 });
    expect((await summary('?from=2024-01-01&to=2024-12-31')).days).toHaveLength(366);
  });

  it.each([
    ['?from=2025-02-30', 'from'],
    ['?from=yesterday', 'from'],
    ['?from=2025-03-02&to=2025-03-01', 'from'],
    ['?from=2024-01-01&to=2025-01-01', 'from'],
  ])('refuses %s with 400', async (query, field) => {
    const res = await call('GET', `/api/members/summary${query}`, { token: admin });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toEqual(expect.any(String));
    expect((body.errors as { field: string }[]).map((e) => e.field)).toContain(field);
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/api/members/summary')).status).toBe(401);
    for (const role of ['editor', 'author', 'contributor', 'reader'] as const) {
      const { token } = await makeUser({ role });
      expect((await call('GET', '/api/members/summary', { token })).status, role).toBe(403);
    }
  });
});

describe('what a billing write logs', () => {
  const DAY = 86_400_000;
  const at = Date.parse('2026-03-10T12:00:00Z');
  const active = {
    subscriptionId: 'sub_1',
    stripeStatus: 'active',
    currentPeriodEnd: '2026-04-01T00:00:00Z',
    syncedAt: at - 60_000,
  };

  it('a resume is neither a signup nor a cancellation', () => {
    expect(
      changeOf({ ...active, cancelAtPeriodEnd: true }, { ...active, cancelAtPeriodEnd: false, syncedAt: at }, at),
    ).toBeNull();
  });

  it('a grace period that ran out since the last sync is a cancellation when the next sync stores it', () => {
    const pastDue = { ...active, stripeStatus: 'past_due', pastDueSince: new Date(at - 7 * DAY - 30_000).toISOString() };
    expect(changeOf(pastDue, { ...pastDue, syncedAt: at }, at)).toBe('cancellation');
    // A write that is not a sync (a comp) leaves that to the sync, so it is not logged twice.
    expect(changeOf(pastDue, { ...pastDue, compedTierId: null }, at)).toBeNull();
  });

  it('the end of a period the member had cancelled is not counted again', () => {
    const asked = { ...active, cancelAtPeriodEnd: true, currentPeriodEnd: new Date(at - 1000).toISOString() };
    expect(changeOf(asked, { ...asked, stripeStatus: 'canceled', syncedAt: at }, at)).toBeNull();
  });
});
