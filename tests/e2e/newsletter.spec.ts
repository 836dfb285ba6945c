/**
 * A newsletter end to end on the test server, whose mail goes to the local catcher: a reader
 * subscribes on the home page and is confirmed from the Mailbox, the admin publishes a post with
 * "Email this post", the background function sends it, the mail is read in the Mailbox with its
 * title and image, and its unsubscribe link (a page with a button, as link scanners must not
 * unsubscribe anyone) takes the reader off the list.
 */
import { expect as baseExpect, test } from '@playwright/test';
import type { Subscriber } from '@/shared/types';
import { adminSession, auth, signInTab } from './helpers/admin';
import { CONFIRM_LINK, linkInMail, openMail, subscribeOnHome } from './helpers/newsletter';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const IMAGE = '/images/seed/a-practical-guide-to-working-offline-first.jpg';

test('subscribe, confirm from the Mailbox, publish with "Email this post", read it in the Mailbox, unsubscribe from it', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `letter-${stamp}@example.com`;
  const title = `Letter ${stamp}`;
  const session = await adminSession(request);

  // A reader subscribes on the home page.
  await subscribeOnHome(page, email);

  // The confirmation is in the Mailbox; its link confirms the address.
  await signInTab(page, session);
  const confirmation = await openMail(page, session, email, /^Confirm your subscription to /);
  await page.goto(await linkInMail(confirmation, CONFIRM_LINK));
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();

  // The admin publishes a post with "Email this post to N confirmed subscribers".
  await page.goto('/admin/posts/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('This week in the newsletter.');
  await page.getByRole('textbox', { name: 'Post content' }).fill('Dear readers, here is the news.');
  await page.getByLabel('Author').selectOption({ label: SEEDED_AUTHOR.name });
  await page.getByLabel('Category').selectOption({ label: SEEDED_CATEGORY.name });
  await page.getByLabel('Featured image').fill(IMAGE);
  const option = page.getByRole('checkbox', { name: /^Email this post to \d[\d,]* confirmed subscribers?$/ });
  await expect(option).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Send test email' })).toBeDisabled();
  await option.check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Post published successfully!')).toBeVisible();

  // The background function sends it; the reader's copy is in the Mailbox with the title and the image.
  const letter = await openMail(page, session, email, title);
  await expect(letter.getByRole('heading', { name: title })).toBeVisible();
  const html = page.frameLocator('iframe[title="HTML part"]');
  await expect(html.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const image = html.getByRole('img', { name: title });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /\/\.netlify\/images\?url=%2Fimages%2Fseed%2F/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 })
    .toBe(true);
  await expect(html.getByRole('link', { name: 'View in browser' })).toBeVisible();
  await expect(letter.getByRole('region', { name: 'Headers' })).toContainText('List-Unsubscribe=One-Click');
  const unsubscribePath = await linkInMail(letter, /https?:\/\/\S+\/api\/subscribers\/unsubscribe\?token=[\w.-]+/);

  // The Newsletters screen lists the send.
  await page.goto('/admin/newsletters');
  const sendRow = page.getByRole('row').filter({ hasText: title });
  await expect(sendRow).toBeVisible();
  await expect(sendRow.getByText('Sent', { exact: true })).toBeVisible();

  // The unsubscribe link asks first; its button unsubscribes.
  await page.goto(unsubscribePath);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeVisible();
  const status = async () => {
    const res = await request.get('/api/subscribers?limit=100&status=all&sort=newest', { headers: auth(session.token) });
    return ((await res.json()).data as Subscriber[]).find((s) => s.email === email)?.status;
  };
  expect(await status()).toBe('confirmed');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  expect(await status()).toBe('unsubscribed');

  await request.post('/api/subscribers/unsubscribe', { data: { email } });
});
