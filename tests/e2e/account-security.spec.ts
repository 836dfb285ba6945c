/**
 * Account → Security: a person sees where they are signed in, signs one other session out, then
 * every other one, and each ended session's token stops working on the server at once.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { auth, signInTab } from './helpers/admin';

const PASSWORD = 'security-pass-1';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signInElsewhere(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: { 'user-agent': FIREFOX_MAC },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.token;
}

const statusOf = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/auth/me', { headers: auth(token) })).status();

test('a reader signs another session out, then everywhere else, from Account → Security', async ({ page, request }) => {
  const email = `security-${Date.now().toString(36)}@example.test`;
  const registered = await request.post('/api/auth/register', { data: { name: 'Sam Secure', email, password: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token, user } = (await registered.json()).data;
  const laptop = await signInElsewhere(request, email);

  await signInTab(page, { token, user });
  await page.goto('/account');
  const security = page.getByRole('region', { name: 'Security' });
  const list = security.getByRole('list', { name: 'Sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const here = list.getByRole('listitem').filter({ hasText: 'This browser' });
  await expect(here).toContainText('on sign-up');
  const other = list.getByRole('listitem', { name: 'Firefox on macOS' });
  await expect(other).toContainText('with a password');

  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(security.getByText('That session is signed out.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  expect(await statusOf(request, laptop)).toBe(401);

  const phone = await signInElsewhere(request, email);
  const tablet = await signInElsewhere(request, email);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await security.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(security.getByText('Signed out everywhere else.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('This browser');
  await expect(security.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  expect(await statusOf(request, phone)).toBe(401);
  expect(await statusOf(request, tablet)).toBe(401);
  expect(await statusOf(request, token)).toBe(200);
});

test('a reader changes their password from Account → Security, and their other sessions end', async ({ page, request }) => {
  const email = `password-${Date.now().toString(36)}@example.test`;
  const registered = await request.post('/api/auth/register', { data: { name: 'Pam Password', email, password: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token, user } = (await registered.json()).data;
  const laptop = await signInElsewhere(request, email);

  await signInTab(page, { token, user });
  await page.goto('/account#security');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('New password', { exact: true }).fill('a-brand-new-pass-1');
  await form.getByLabel('Confirm new password').fill('a-brand-new-pass-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await form.getByLabel('Confirm new password').fill('a-brand-new-pass-1');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other sessions are signed out.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(1);
  expect(await statusOf(request, laptop)).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email, password: 'a-brand-new-pass-1' } })).status()).toBe(200);
});
