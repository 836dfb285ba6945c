/**
 * Analytics in Chromium: a reader's page view reaches /admin/analytics (Top posts and the post's own
 * page) within a minute, before the job has folded its minute (reports read the unfolded minutes); the
 * tracker leaves no cookie or storage key, and sends nothing from /admin, for signed-in staff or
 * with Global Privacy Control.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { AnalyticsOverview } from '@/shared/types';
import { adminSession, auth, signInTab, type AdminSession } from './helpers/admin';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';

test.describe.configure({ timeout: 240_000 });

const READER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let session: AdminSession;
let post: { id: string; title: string };

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
  const title = `Counted ${Date.now().toString(36)}`;
  const res = await request.post('/api/posts', {
    headers: auth(session.token),
    data: {
      title,
      excerpt: 'Read once, counted once.',
      content: '<p>Someone reads this.</p>',
      authorId: SEEDED_AUTHOR.id,
      categoryId: SEEDED_CATEGORY.id,
      status: 'published',
    },
  });
  expect(res.status()).toBe(201);
  post = { id: (await res.json()).data.id, title };
});

/** Every event the tab sends from now on. */
function eventsOf(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/events') sent.push(req.postData() ?? '');
  });
  return sent;
}

async function readerContext(browser: import('@playwright/test').Browser, extra: Parameters<typeof browser.newContext>[0] = {}) {
  return browser.newContext({ userAgent: READER_UA, ...extra });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
}

test('a reader’s page view shows in Top posts and on the post’s page, with nothing stored in the browser', async ({
  browser,
  page,
  request,
}) => {
  const reader: BrowserContext = await readerContext(browser);
  const tab = await reader.newPage();
  const sent = eventsOf(tab);
  const accepted = tab.waitForResponse((res) => new URL(res.url()).pathname === '/api/events' && res.status() === 202);
  await tab.goto(`/post/${post.id}`);
  await expect(tab.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  await accepted;
  expect(JSON.parse(sent[0]!)).toMatchObject({ type: 'pageview', path: `/post/${post.id}` });
  await settle(tab);
  expect(await reader.cookies()).toEqual([]);
  expect(await tab.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  await reader.close();

  // Reports count the minutes the job has not folded yet, so the view shows well within DESIGN's 60 s.
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/analytics/overview?limit=100', { headers: auth(session.token) });
        const data = (await res.json()).data as AnalyticsOverview;
        return data.posts.find((p) => p.postId === post.id)?.pageviews ?? 0;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(1);

  await signInTab(page, session);
  const staffSent = eventsOf(page);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ visitors now$/)).toBeVisible();
  for (const card of ['Visitors', 'Pageviews', 'Visit duration', 'Bounce rate'])
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${card}$`) })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Range' })).toHaveValue('30');
  await page.getByRole('combobox', { name: 'Range' }).selectOption({ label: 'Last 7 days' });
  const top = page.getByRole('table', { name: 'Top posts' });
  await expect(top.getByRole('link', { name: post.title })).toBeVisible();
  for (const table of ['Sources', 'Countries', 'Devices']) await expect(page.getByRole('heading', { name: table })).toBeVisible();
  await top.getByRole('link', { name: post.title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/analytics/posts/${post.id}$`));
  await expect(page.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  const visitors = page.getByRole('term').filter({ hasText: /^Visitors$/ });
  await expect(visitors.locator('xpath=following-sibling::dd')).toHaveText('1');
  await expect(
    page
      .getByRole('term')
      .filter({ hasText: /^Pageviews$/ })
      .locator('xpath=following-sibling::dd'),
  ).toHaveText('1');

  // Manage Posts links the same page.
  await page.goto('/admin/posts');
  await page.getByRole('link', { name: `Analytics of "${post.title}"` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/analytics/posts/${post.id}$`));

  // Signed-in staff reading the site are not counted either.
  await page.goto(`/post/${post.id}`);
  await expect(page.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  await settle(page);
  expect(staffSent).toEqual([]);
});

test('a browser with Global Privacy Control sends nothing', async ({ browser }) => {
  const context = await readerContext(browser, { extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const tab = await context.newPage();
  const sent = eventsOf(tab);
  await tab.goto(`/post/${post.id}`);
  await expect(tab.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  await tab.goto('/');
  await settle(tab);
  expect(sent).toEqual([]);
  await context.close();
});

test('the admin app loads no tracker and sends nothing', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  const sent = eventsOf(page);
  await signInTab(page, session);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await settle(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /Tracker/.test(s))).toEqual([]);
  expect(sent).toEqual([]);
});
