/** Steps the newsletter's browser tests share: subscribing as a reader, and reading mail in /admin/mailbox. */
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import type { CapturedMailSummary } from '@/shared/types';
import { auth, type AdminSession } from './admin';

const expect = baseExpect.configure({ timeout: 30_000 });

/** The confirmation link in a subscriber's first mail. */
export const CONFIRM_LINK = /https?:\/\/\S+\/api\/subscribers\/confirm\?token=[\w.-]+/;

/** Opens the home page and answers its subscribe form's field and button, scrolled into view. */
export async function homeSubscribeForm(page: Page): Promise<{ input: Locator; button: Locator }> {
  await page.goto('/');
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Subscribe' }) })
    .first();
  await form.scrollIntoViewIfNeeded();
  return { input: form.getByRole('textbox', { name: 'Email address' }), button: form.getByRole('button', { name: 'Subscribe' }) };
}

/** Subscribes `email` with the home page's form and waits for the thanks. */
export async function subscribeOnHome(page: Page, email: string): Promise<void> {
  const { input, button } = await homeSubscribeForm(page);
  await input.fill(email);
  await button.click();
  await expect(page.locator('[data-toaster]').getByText("Thanks for subscribing! You're on the list.")).toBeVisible();
}

/** Opens the Mailbox's mail to `email` whose subject matches, once it has arrived. */
export async function openMail(page: Page, session: AdminSession, email: string, subject: RegExp | string): Promise<Locator> {
  const matches = (s: string) => (typeof subject === 'string' ? s === subject : subject.test(s));
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/mailbox?limit=100', { headers: auth(session.token) });
        const mails = (await res.json()).data as CapturedMailSummary[];
        return mails.some((m) => m.to.includes(email) && matches(m.subject));
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(true);
  await page.goto('/admin/mailbox');
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: subject }).first().click();
  return page.getByRole('article');
}

/** The path and query of the first link in the open mail's text part that matches `pattern`. */
export async function linkInMail(mail: Locator, pattern: RegExp): Promise<string> {
  const text = (await mail.locator('pre').textContent()) ?? '';
  const link = pattern.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}
