/**
 * Moving members (DESIGN.md, Members: growth): Ghost's members export and Substack's subscriber list
 * imported with a dry run that writes nothing, an import that reports each row it could not take as
 * it was, a second import that changes nothing, a paying Ghost member's Stripe customer linked
 * through the Stripe stand-in, and the members CSV export; administrators only.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberImportReport, Tier } from '@/shared/types';
import { memberOf } from '@/shared/member-status';
import { findUserByEmail } from '@/server/repos/users';
import { getSubscriber, subscriberId } from '@/server/repos/subscribers';
import type { StripeStandin } from '../support/stripe-standin';
import { call } from './helpers/dispatch';
import { storeFingerprint } from './helpers/fingerprint';
import { startStripe, stopStripe } from './helpers/stripe';
import { makeUser } from './helpers/users';

const GHOST = readFileSync('tests/fixtures/members/ghost-members.csv', 'utf8');
const SUBSTACK = readFileSync('tests/fixtures/members/substack-email-list.csv', 'utf8');

let stripe: StripeStandin;
let admin: string;
let gold: Tier;

const importCsv = (format: string, csv: string, dryRun = false, token = admin) =>
  call('POST', '/api/members/import', { token, body: { format, csv, dryRun } });

async function report(format: string, csv: string, dryRun = false): Promise<MemberImportReport> {
  const res = await importCsv(format, csv, dryRun);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).data;
}

const member = async (email: string) => memberOf(await findUserByEmail(email));
const subscriberStatus = async (email: string) => (await getSubscriber(subscriberId(email)))?.status ?? null;

beforeAll(async () => {
  stripe = await startStripe();
  admin = (await makeUser({ admin: true })).token;
  const res = await call('POST', '/api/tiers', {
    token: admin,
    body: { name: 'Gold', monthlyPrice: 500, yearlyPrice: 5000, currency: 'usd', benefits: [] },
  });
  gold = (await res.json()).data;
  // Grace paid on Ghost through Stripe and still does; Ada's subscription there has ended.
  stripe.addSubscription('cus_GhostPaid001', { interval: 'year', amount: 5000 });
  stripe.addSubscription('cus_GhostLapsed04', { status: 'canceled' });
});

afterAll(() => stopStripe(stripe));

const GHOST_PROBLEMS = [
  { row: 5, message: 'Stripe has no current subscription for customer cus_GhostLapsed04: imported as a free member.' },
  { row: 6, message: '"not-an-address" is not an email address: skipped.' },
  { row: 7, message: 'The same email as row 2: skipped.' },
  { row: 8, message: 'Deleted in Ghost: skipped.' },
];

describe('a Ghost members export', () => {
  it('is checked by a dry run that writes nothing', async () => {
    const before = await storeFingerprint();
    const dry = await report('ghost', GHOST, true);
    expect(dry).toEqual({ created: 5, updated: 0, unchanged: 0, problems: GHOST_PROBLEMS.slice(1) });
    expect(await storeFingerprint()).toBe(before);
    expect(stripe.requests.filter((r) => r.path === '/v1/subscriptions')).toHaveLength(0);
  });

  it('is imported: accounts, newsletter readers, a comp, and a paying member linked to Stripe', async () => {
    expect(await report('ghost', GHOST)).toEqual({ created: 5, updated: 0, unchanged: 0, problems: GHOST_PROBLEMS });

    const grace = await findUserByEmail('grace@ghost.example');
    expect(grace).toMatchObject({
      name: 'Grace Hopper',
      role: 'reader',
      passwordHash: null,
      createdAt: '2024-01-15T10:00:00.000Z',
    });
    expect(memberOf(grace)).toMatchObject({ status: 'paid', tierId: gold.id, cadence: 'year' });
    expect(grace!.billing).toMatchObject({ customerId: 'cus_GhostPaid001', amount: 5000, currency: 'usd' });
    expect(await subscriberStatus('grace@ghost.example')).toBe('confirmed');

    expect(await member('katherine@ghost.example')).toMatchObject({ status: 'free' });
    expect(await subscriberStatus('katherine@ghost.example')).toBe('confirmed');
    expect(await member('dorothy@ghost.example')).toMatchObject({ status: 'comped', tierId: gold.id });
    expect(await subscriberStatus('dorothy@ghost.example')).toBeNull();
    expect(await member('ada@ghost.example')).toMatchObject({ status: 'free' });
    expect(await findUserByEmail('gone@ghost.example')).toBeNull();
    expect(await findUserByEmail('not-an-address')).toBeNull();
  });

  it('imported again changes nothing', async () => {
    const before = await storeFingerprint();
    const again = await report('ghost', GHOST);
    expect(again).toEqual({ created: 0, updated: 0, unchanged: 5, problems: GHOST_PROBLEMS });
    expect(await storeFingerprint()).toBe(before);
  });
});

describe('a Substack subscriber list', () => {
  it('is imported; a paying row without a Stripe customer comes in free and is reported', async () => {
    // One address already has an account here: the import adds the newsletter to it and keeps its name.
    const existing = await makeUser({ name: 'Already Here' });
    const csv = `${SUBSTACK}${existing.user.email},false,,other,false,2024-05-01T00:00:00.000Z,\n`;
    expect(await report('substack', csv)).toEqual({
      created: 4,
      updated: 1,
      unchanged: 0,
      problems: [{ row: 3, message: 'Paid on Substack without a Stripe customer to link: imported as a free member.' }],
    });
    expect(await member('paying.reader@substack.example')).toMatchObject({ status: 'free' });
    expect(await subscriberStatus('paying.reader@substack.example')).toBe('confirmed');
    expect(await subscriberStatus('quiet.reader@substack.example')).toBeNull();
    expect(await member('comped.reader@substack.example')).toMatchObject({ status: 'comped', tierId: gold.id });
    expect(await findUserByEmail(existing.user.email)).toMatchObject({ name: 'Already Here' });
    expect(await subscriberStatus(existing.user.email)).toBe('confirmed');
    expect((await report('substack', csv)).unchanged).toBe(5);
  });

  it('a file that is not the chosen export is refused and changes nothing', async () => {
    const before = await storeFingerprint();
    const res = await importCsv('ghost', SUBSTACK);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'INVALID_CSV',
      error:
        'This is not a Ghost members CSV: it has no name, subscribed_to_emails, complimentary_plan, stripe_customer_id columns.',
    });
    expect((await importCsv('mailchimp', SUBSTACK)).status).toBe(400);
    expect((await importCsv('ghost', '')).status).toBe(400);
    expect(await storeFingerprint()).toBe(before);
  });
});

describe('the members CSV export', () => {
  it('lists every member with status, tier, newsletter and Stripe customer, formulas defused', async () => {
    const res = await call('GET', '/api/members/export', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('members.csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('email,name,status,tier,created,newsletters,stripe_customer_id,comp_or_gift_end');
    const row = (email: string) => lines.find((l) => l.startsWith(`${email},`));
    expect(row('grace@ghost.example')).toBe(
      'grace@ghost.example,Grace Hopper,paid,Gold,2024-01-15T10:00:00.000Z,Newsletter,cus_GhostPaid001,',
    );
    expect(row('dorothy@ghost.example')).toBe('dorothy@ghost.example,Dorothy Vaughan,comped,Gold,2024-03-03T12:00:00.000Z,,,');
    // A spreadsheet opening the file shows this name rather than running it.
    expect(row('mary@ghost.example')).toContain(`"'=HYPERLINK(""http://x.example"")"`);
  });
});

describe('who may move members', () => {
  it('only administrators import and export', async () => {
    const editor = (await makeUser({ role: 'editor' })).token;
    const reader = (await makeUser()).token;
    for (const token of [editor, reader]) {
      expect((await importCsv('ghost', GHOST, true, token)).status).toBe(403);
      expect((await call('GET', '/api/members/export', { token })).status).toBe(403);
    }
    expect((await call('POST', '/api/members/import', { body: { format: 'ghost', csv: GHOST } })).status).toBe(401);
    expect((await call('GET', '/api/members/export')).status).toBe(401);
  });
});
