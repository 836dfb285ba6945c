/**
 * Double opt-in end to end on the test server, whose mail goes to the local catcher: a reader
 * subscribes on the home page, the admin opens the confirmation in /admin/mailbox, the link in it
 * confirms the address, and the Subscribers screen says so.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { adminSession, signInTab } from './helpers/admin';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a reader subscribes, the admin finds the confirmation in the Mailbox, and its link confirms the address', async ({
  page,
  request,
}) => {
  const email = `mailbox-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto('/');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Subscribe' }) })
    .first();
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('[data-toaster]').getByText("Thanks for subscribing! You're on the list.")).toBeVisible();

  await signInTab(page, await adminSession(request));
  await page.goto('/admin/mailbox');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mailbox' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /^Confirm your subscription to / }).click();

  const mail = page.getByRole('article');
  await expect(mail.getByRole('heading', { name: /^Confirm your subscription to / })).toBeVisible();
  await expect(mail.locator('header').getByText(email, { exact: true })).toBeVisible();
  const frame = mail.locator('iframe[title="HTML part"]');
  await expect(frame).toHaveAttribute('sandbox', /^(?!.*allow-scripts)/);
  await expect(
    page.frameLocator('iframe[title="HTML part"]').getByRole('link', { name: 'Confirm my subscription' }),
  ).toBeVisible();
  const text = (await mail.locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/api\/subscribers\/confirm\?token=[\w.-]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();

  const { pathname, search } = new URL(link!);
  await page.goto(pathname + search);
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();

  await page.goto('/admin/subscribers');
  await page.getByRole('tab', { name: /^Confirmed/ }).click();
  const subscriber = page.getByRole('row').filter({ hasText: email });
  await expect(subscriber).toBeVisible();
  await expect(subscriber.getByText('Confirmed', { exact: true })).toBeVisible();

  await request.post('/api/subscribers/unsubscribe', { data: { email } });
});
