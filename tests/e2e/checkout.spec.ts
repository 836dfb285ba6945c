/**
 * Paying for a tier in the browser (DESIGN.md, Members and paid content → Paying): a reader
 * subscribes on /subscribe, pays on the Stripe stand-in's checkout page (which sends its signed
 * events to the site's webhook, as Stripe does), finds the plan on /account, reads a paid post past
 * its preview and cancels at the period's end. The paywall box's Sign in and Subscribe come back
 * to the post.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Member, Tier } from '@/shared/types';
import { formatDay } from '@/features/members/money';
import { adminSession, auth, signInTab, type AdminSession } from './helpers/admin';
import { newReader, signInPage } from './helpers/reader';
import { publishPaidPost } from './helpers/seeded';
import { STRIPE_STANDIN } from './helpers/ports';

const run = randomUUID().slice(0, 6);
const OPEN = `Everyone may read this opening ${run}.`;
const PAID = `Only paying readers get this far ${run}.`;
const DAY_MS = 86_400_000;

let session: AdminSession;
let tier: Tier;
let postPath: string;

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
  const made = await request.post('/api/tiers', {
    headers: auth(session.token),
    data: {
      name: `Patron ${run}`,
      description: 'Keeps the lights on.',
      monthlyPrice: 700,
      yearlyPrice: 7000,
      currency: 'usd',
      benefits: ['Every post'],
      active: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  tier = (await made.json()).data;
  postPath = await publishPaidPost(request, session.token, {
    title: `The paid deep dive ${run}`,
    excerpt: 'A post for paying readers.',
    content: `<p>${OPEN}</p><hr data-paywall=""><h2>Past the divider</h2><p>${PAID}</p>`,
  });
});

const tierCard = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: tier.name }) });
const paywallBox = (page: Page) => page.locator('[data-paywall-box]');

interface Summary {
  paid: number;
  mrr: { currency: string; amount: number }[];
  days: { date: string; signups: number; cancellations: number }[];
}

/** The owner's members figures now: paid members, USD revenue, and today's signups and cancellations. */
async function figures(request: APIRequestContext) {
  const res = await request.get('/api/members/summary', { headers: auth(session.token) });
  expect(res.status()).toBe(200);
  const s: Summary = (await res.json()).data;
  const today = s.days.at(-1)!;
  return {
    paid: s.paid,
    usd: s.mrr.find((m) => m.currency === 'usd')?.amount ?? 0,
    signups: today.signups,
    cancellations: today.cancellations,
  };
}

test('a reader subscribes through checkout, sees the plan, reads the paid part and cancels at the period end', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const before = await figures(request);
  const reader = await newReader(request, 'checkout');
  await signInPage(page, reader);

  await page.goto('/subscribe');
  await expect(tierCard(page)).toContainText('$7.00 / month · $70.00 / year');
  await tierCard(page)
    .getByRole('button', { name: `Subscribe to ${tier.name} monthly` })
    .click();

  // The stand-in's hosted page, as a person sees it: the plan and a Pay button.
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_STANDIN}/checkout/`));
  await expect(page.getByRole('heading', { name: `Pay ${tier.name}` })).toBeVisible();
  await expect(page.getByText('7 USD per month')).toBeVisible();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();

  await expect(page).toHaveURL(/\/account\?checkout=success$/);
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.locator('[data-plan-name]')).toHaveText(tier.name);
  await expect(plan).toContainText('$7.00 / month');
  const member: Member = (await (await request.get('/api/auth/me', { headers: auth(reader.token) })).json()).data.member;
  expect(member).toMatchObject({ status: 'paid', tierId: tier.id, cadence: 'month', cancelAtPeriodEnd: false });
  expect(Math.abs(Date.parse(member.currentPeriodEnd!) - (Date.now() + 30 * DAY_MS))).toBeLessThan(DAY_MS);
  await expect(plan.getByText('Next bill')).toBeVisible();
  await expect(plan.locator('[data-period-end]')).toHaveText(formatDay(member.currentPeriodEnd));
  const paying = await figures(request);
  expect(paying).toEqual({ ...before, paid: before.paid + 1, usd: before.usd + 700, signups: before.signups + 1 });

  // The paid post: the part after the divider joins the page once, prepared as the preview is.
  await page.goto(postPath);
  const rest = page.locator('[data-paywalled-content]');
  await expect(rest.getByText(PAID)).toBeVisible();
  await expect(rest.locator('h2#past-the-divider')).toHaveText('Past the divider');
  await expect(page.getByText(OPEN)).toHaveCount(1);
  await expect(paywallBox(page)).toHaveCount(0);

  await page.goto('/account');
  await plan.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(plan.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(plan.getByText('Access ends')).toBeVisible();
  await expect(plan.locator('[data-period-end]')).toHaveText(formatDay(member.currentPeriodEnd));
  await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  // Still paid until the period's end, and counted as a cancellation today.
  expect(await figures(request)).toEqual({ ...paying, cancellations: paying.cancellations + 1 });

  // The owner's dashboard shows the same figures.
  const owner = await browser.newPage();
  await signInTab(owner, session);
  await owner.goto('/admin');
  const totals = owner.getByRole('region', { name: 'Totals' });
  await expect(totals.getByRole('link', { name: new RegExp(`Paid members\\s*${paying.paid}\\b`) })).toBeVisible();
  await owner.close();
});

test("the paywall box's Sign in comes back to the post, and leaving checkout does too", async ({ page, request }) => {
  test.setTimeout(120_000);
  const reader = await newReader(request, 'paywall');

  await page.goto(postPath);
  await expect(page.getByText(OPEN)).toBeVisible();
  await expect(page.getByText(PAID)).toHaveCount(0);
  await paywallBox(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(postPath)}`);
  await page.getByLabel('Email').fill(reader.email);
  await page.getByLabel('Password').fill(reader.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // Back on the post, signed in but free: the box stays, without Sign in.
  await expect(page).toHaveURL(postPath);
  await expect(paywallBox(page).getByRole('link', { name: 'Subscribe' })).toBeVisible();
  await expect(paywallBox(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByText(PAID)).toHaveCount(0);

  await paywallBox(page).getByRole('link', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(`/subscribe?returnTo=${encodeURIComponent(postPath)}`);
  await tierCard(page)
    .getByRole('button', { name: `Subscribe to ${tier.name} yearly` })
    .click();
  await expect(page.getByRole('heading', { name: `Pay ${tier.name}` })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(postPath);
  await expect(paywallBox(page)).toBeVisible();
});
