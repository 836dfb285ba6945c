/**
 * Double opt-in end to end on the test server, whose mail goes to the local catcher: a reader
 * subscribes on the home page, the admin opens the confirmation in /admin/mailbox, the link in it
 * confirms the address, and the Subscribers screen says so.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { adminSession, signInTab } from './helpers/admin';
import { CONFIRM_LINK, linkInMail, openMail, subscribeOnHome } from './helpers/newsletter';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a reader subscribes, the admin finds the confirmation in the Mailbox, and its link confirms the address', async ({
  page,
  request,
}) => {
  const email = `mailbox-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await subscribeOnHome(page, email);

  const session = await adminSession(request);
  await signInTab(page, session);
  const mail = await openMail(page, session, email, /^Confirm your subscription to /);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mailbox' })).toBeVisible();
  await expect(mail.getByRole('heading', { name: /^Confirm your subscription to / })).toBeVisible();
  await expect(mail.locator('header').getByText(email, { exact: true })).toBeVisible();
  const frame = mail.locator('iframe[title="HTML part"]');
  await expect(frame).toHaveAttribute('sandbox', /^(?!.*allow-scripts)/);
  await expect(
    page.frameLocator('iframe[title="HTML part"]').getByRole('link', { name: 'Confirm my subscription' }),
  ).toBeVisible();
  await page.goto(await linkInMail(mail, CONFIRM_LINK));
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByText(`${email} is confirmed.`)).toBeVisible();

  await page.goto('/admin/subscribers');
  await page.getByRole('tab', { name: /^Confirmed/ }).click();
  const subscriber = page.getByRole('row').filter({ hasText: email });
  await expect(subscriber).toBeVisible();
  await expect(subscriber.getByText('Confirmed', { exact: true })).toBeVisible();

  await request.post('/api/subscribers/unsubscribe', { data: { email } });
});
