/**
 * Rules that change how every staff member signs in, so they run after every other browser test
 * (their own Playwright project), never beside a test that signs staff in.
 *
 * Ghost's new-device check: an author signing in with a password on a browser new to the account
 * gets a 6-digit code by email (read here in the Mailbox), and that browser is remembered.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminSession, auth, signInTab } from './helpers/admin';
import { openMail } from './helpers/newsletter';

const PASSWORD = 'device-pass-1';

async function setDeviceCheck(request: APIRequestContext, token: string, on: boolean) {
  const current = (await (await request.get('/api/settings')).json()).data;
  const res = await request.put('/api/settings', {
    headers: auth(token),
    data: {
      title: current.title,
      description: current.description,
      logo_light_url: current.logoLightUrl,
      logo_dark_url: current.logoDarkUrl,
      twitter_url: current.twitterUrl,
      github_url: current.githubUrl,
      staff_device_verification: on,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a staff member on a new browser confirms it with the emailed code, and the browser is remembered', async ({
  browser,
  request,
}) => {
  const owner = await adminSession(request);
  const email = `device-${Date.now().toString(36)}@example.test`;
  const invited = await request.post('/api/invites', { headers: auth(owner.token), data: { email, role: 'author' } });
  const token = new URL((await invited.json()).data.acceptUrl).searchParams.get('token');
  expect((await request.post('/api/invites/accept', { data: { token, name: 'Dev Ice', password: PASSWORD } })).status()).toBe(
    200,
  );

  await setDeviceCheck(request, owner.token, true);
  try {
    const laptop = await browser.newContext();
    const tab = await laptop.newPage();
    const signInWithPassword = async () => {
      await tab.goto('/login');
      await tab.getByLabel('Email').fill(email);
      await tab.getByLabel('Password').fill(PASSWORD);
      await tab.getByRole('button', { name: 'Sign In', exact: true }).click();
    };
    await signInWithPassword();
    await expect(tab.getByRole('heading', { name: 'Confirm this device' })).toBeVisible();

    const adminContext = await browser.newContext();
    const adminTab = await adminContext.newPage();
    await signInTab(adminTab, owner);
    const mail = await openMail(adminTab, owner, email, /sign-in code/);
    const code = /enter this code: (\d{6})/.exec((await mail.locator('pre').textContent()) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await adminContext.close();

    await tab.getByLabel('Code from the email').fill(code!);
    await tab.getByRole('button', { name: 'Verify' }).click();
    await expect(tab.getByText('Login successful! Welcome back.')).toBeVisible();
    await tab.waitForURL((url) => url.pathname === '/');

    // Signed out, then in again from the same browser: the password alone.
    await tab.evaluate(() => localStorage.clear());
    await signInWithPassword();
    await expect(tab.getByText('Login successful! Welcome back.')).toBeVisible();
    await laptop.close();
  } finally {
    await setDeviceCheck(request, owner.token, false);
  }
});
