/**
 * Scheduling in the browser: the author picks a time on the site's clock, the post waits unseen,
 * and the publishing job (run every few seconds by the test server, every minute by Netlify) makes
 * it published once its time has come.
 */
import { expect, test } from '@playwright/test';
import type { Post, PostSummary } from '@/shared/types';
import { adminSession, auth, signInTab, type AdminSession } from './helpers/admin';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';

test.describe.configure({ timeout: 240_000 });

let session: AdminSession;
test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
});

const pad = (n: number) => String(n).padStart(2, '0');
/** A `datetime-local` value on a UTC clock (the site's default zone). */
const utcInput = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;

test('schedule a post a minute ahead: unseen until then, published by the job after', async ({ browser, page, request }) => {
  const settings = (await (await request.get('/api/settings')).json()).data as { timezone: string };
  test.skip(settings.timezone !== 'UTC', 'the site clock is not UTC in this store');
  const title = `Scheduled ${Date.now().toString(36)}`;
  // The next full minute at least a minute away: the picker takes minutes.
  const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);

  await signInTab(page, session);
  await page.goto('/admin/posts/new');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Post content' }).fill('Written today, read later.');
  await page.getByLabel('Excerpt').fill('A post that waits for its time.');
  await page.getByLabel('Author').selectOption({ label: SEEDED_AUTHOR.name });
  await page.getByLabel('Category').selectOption({ label: SEEDED_CATEGORY.name });
  await page.getByLabel('Status').selectOption('scheduled');
  const when = page.getByLabel('Publish on');
  await expect(when).toBeVisible();
  await when.fill(utcInput(at));
  await expect(page.getByText(/^UTC \(UTC\) · in \d+ (seconds?|minutes?)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(/^Post scheduled for /)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Scheduled');

  const list = (await (await request.get(`/api/posts?status=scheduled&limit=100`, { headers: auth(session.token) })).json())
    .data as PostSummary[];
  const post = list.find((p) => p.title === title)!;
  expect(post.publishedDate).toBe(at.toISOString());
  // Until its time, guests find nothing.
  if (Date.now() < at.getTime() - 5_000) {
    expect((await request.get(`/api/posts/${post.id}`)).status()).toBe(404);
    // A guest's tab: the admin's own tab is signed in and may preview the post.
    const guest = await browser.newPage();
    await guest.goto(`/post/${post.id}`);
    await expect(guest.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await expect(guest.getByRole('heading', { name: title })).toHaveCount(0);
    await guest.close();
  }

  // The job's next run after its time publishes it for good (and dates the change).
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/posts/${post.id}`, { headers: auth(session.token) });
        const p = (await res.json()).data as Post;
        return p.status === 'published' && Date.parse(p.updatedAt ?? '') >= at.getTime();
      },
      { timeout: 180_000, intervals: [2_000] },
    )
    .toBe(true);
  await page.goto(`/post/${post.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.goto('/admin/posts');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');
});
