/**
 * The members figures in the admin: an administrator sees Paid members and Monthly recurring revenue
 * on the dashboard and a Members section on /admin/analytics, on a 360 px phone without the page
 * growing sideways; an editor sees neither and never asks for them.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminSession, signInTab } from './helpers/admin';

const EDITOR = { email: 'editor@example.com', password: 'editor12345' };

async function signInEditor(page: Page, request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: EDITOR });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()).data;
  await signInTab(page, { token, user });
}

/** Every request the tab makes for the members summary from now on. */
function summaryRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/members/summary') seen.push(req.url());
  });
  return seen;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(clientWidth);
}

test('an administrator sees paid members and revenue on the dashboard and in Analytics, on a phone too', async ({
  page,
  request,
}) => {
  await signInTab(page, await adminSession(request));
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/admin');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('Paid members', { exact: true })).toBeVisible();
  await expect(totals.getByText('Monthly recurring revenue', { exact: true })).toBeVisible();
  await expect(totals.getByRole('link', { name: /Paid members\s*\d+/ })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/admin/analytics');
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members).toBeVisible();
  // Either the figures and the chart's table, or the empty state of a site nobody has paid yet.
  await expect(
    members.getByText('Monthly recurring revenue', { exact: true }).or(members.getByText(/No paid members yet/)),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('an editor sees no members figures and never fetches them', async ({ page, request }) => {
  await signInEditor(page, request);
  const asked = summaryRequests(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' }).getByText('Total Posts')).toBeVisible();
  await expect(page.getByText('Paid members')).toHaveCount(0);
  await expect(page.getByText('Monthly recurring revenue')).toHaveCount(0);

  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByText('Visitors', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Members' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});
