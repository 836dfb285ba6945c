/** Access from Stripe's status, comps, and which readers a post admits (DESIGN.md, Members and paid content). */
import { describe, expect, it } from 'vitest';
import { admits, previewOf, splitAtPaywall, GUEST } from '@/shared/members';
import { memberOf, readerAccessOf } from '@/shared/member-status';
import type { BillingRecord, UserRecord } from '@/shared/records';

const DAY = 86_400_000;
const now = Date.parse('2026-03-01T12:00:00Z');
const future = new Date(now + 20 * DAY).toISOString();
const past = new Date(now - DAY).toISOString();
const sub = (b: Partial<BillingRecord>): Pick<UserRecord, 'billing'> => ({
  billing: { subscriptionId: 'sub_1', tierId: 't1', cadence: 'month', currentPeriodEnd: future, stripeStatus: 'active', ...b },
});

describe('status from Stripe', () => {
  it.each([
    ['active', 'paid'],
    ['trialing', 'paid'],
    ['unpaid', 'free'],
    ['canceled', 'free'],
    ['incomplete_expired', 'free'],
  ])('%s is %s', (stripeStatus, status) => {
    expect(memberOf(sub({ stripeStatus }), now).status).toBe(status);
  });

  it('past_due is paid for 7 days from the first failure, then free', () => {
    const b = sub({ stripeStatus: 'past_due', pastDueSince: new Date(now).toISOString() });
    expect(memberOf(b, now + 7 * DAY - 1).status).toBe('paid');
    expect(memberOf(b, now + 7 * DAY).status).toBe('free');
  });

  it('cancel at period end is paid until the period ends', () => {
    expect(memberOf(sub({ cancelAtPeriodEnd: true }), now)).toMatchObject({ status: 'paid', cancelAtPeriodEnd: true });
    expect(memberOf(sub({ cancelAtPeriodEnd: true, currentPeriodEnd: past }), now).status).toBe('free');
  });

  it('a comp admits its tier when nothing is paid, and a paid plan wins over it', () => {
    expect(memberOf({ billing: { compedTierId: 't2' } }, now)).toMatchObject({ status: 'comped', tierId: 't2' });
    expect(memberOf(sub({ compedTierId: 't2' }), now)).toMatchObject({ status: 'paid', tierId: 't1' });
    expect(memberOf(null, now).status).toBe('free');
  });
});

describe('admits', () => {
  const reader = (status: 'free' | 'paid' | 'comped', tierId: string | null = null) => ({ signedIn: true, status, tierId });
  it('follows the visibility', () => {
    expect(admits(GUEST, { visibility: 'public' })).toBe(true);
    expect(admits(GUEST, { visibility: 'members' })).toBe(false);
    expect(admits(reader('free'), { visibility: 'members' })).toBe(true);
    expect(admits(reader('free'), { visibility: 'paid' })).toBe(false);
    expect(admits(reader('comped', 'a'), { visibility: 'paid' })).toBe(true);
    expect(admits(reader('paid', 'a'), { visibility: 'tiers', tiers: ['b'] })).toBe(false);
    expect(admits(reader('paid', 'b'), { visibility: 'tiers', tiers: ['b'] })).toBe(true);
    expect(readerAccessOf(null)).toEqual(GUEST);
  });
});

describe('the divider', () => {
  it('splits at the first divider; a gated post without one previews nothing', () => {
    expect(splitAtPaywall('<p>a</p><hr data-paywall=""><p>b</p>')).toEqual({ preview: '<p>a</p>', rest: '<p>b</p>' });
    expect(previewOf({ content: '<p>a</p><hr data-paywall><p>b</p>', visibility: 'paid' })).toBe('<p>a</p>');
    expect(previewOf({ content: '<p>all</p>', visibility: 'paid' })).toBe('');
    expect(previewOf({ content: '<p>all</p><hr data-paywall=""><p>b</p>' })).toContain('<p>b</p>');
  });
});
