/**
 * Two-factor sign-in in a real browser: a person sets up an authenticator app from Account →
 * Security (the QR code's key read off the page), keeps the backup codes, and signs in again with a
 * password and a code from the app.
 */
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { signInTab } from './helpers/admin';

const PASSWORD = 'two-factor-pass-1';
const codeFor = (secret: string, stepsFromNow = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsFromNow * 30_000,
  });

test('a reader turns on an authenticator app and signs in with a code from it', async ({ page, browser, request }) => {
  const email = `totp-${Date.now().toString(36)}@example.test`;
  const registered = await request.post('/api/auth/register', { data: { name: 'Tom Totp', email, password: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(201);
  await signInTab(page, (await registered.json()).data);

  await page.goto('/account#security');
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const setup = security.getByRole('form', { name: 'Set up an authenticator app' });
  await expect(setup.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await setup.getByLabel('Setup key').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await setup.getByLabel('Code from the app').fill(codeFor(secret));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  await expect(security.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(security.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  await security.getByRole('button', { name: 'I have saved them' }).click();
  await expect(security.getByText('Backup codes left: 10.')).toBeVisible();

  // Another browser: the password alone is not enough.
  const other = await browser.newContext();
  const tab = await other.newPage();
  await tab.goto('/login');
  await tab.getByLabel('Email').fill(email);
  await tab.getByLabel('Password').fill(PASSWORD);
  await tab.getByRole('button', { name: 'Sign In' }).click();
  const code = tab.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await code.fill('000000');
  await tab.getByRole('button', { name: 'Verify' }).click();
  await expect(tab.getByRole('alert')).toHaveText('That code is not valid.');
  await code.fill(codeFor(secret, 1));
  await tab.getByRole('button', { name: 'Verify' }).click();
  await expect(tab.getByText('Login successful! Welcome back.')).toBeVisible();
  await tab.waitForURL((url) => url.pathname === '/');
  await tab.goto('/account#security');
  const sessions = tab.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This browser' })).toContainText(
    'with a password and an authenticator code',
  );
  await other.close();
});

test('a reader adds a passkey with Chromium’s authenticator, signs out, and signs in with the passkey alone', async ({
  page,
  request,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const email = `passkey-${Date.now().toString(36)}@example.test`;
  const registered = await request.post('/api/auth/register', { data: { name: 'Pia Passkey', email, password: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(201);
  // Signed in through the page, so signing out below really leaves this tab signed out.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/account#security');
  const security = page.getByRole('region', { name: 'Security' });
  const add = security.getByRole('form', { name: 'Add a passkey' });
  await add.getByLabel('Passkey name').fill('Test laptop');
  await add.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(security.getByText('Passkey added.')).toBeVisible();
  await expect(security.getByRole('list', { name: 'Passkeys' }).getByRole('listitem', { name: 'Test laptop' })).toContainText(
    'not used yet',
  );
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // Signed out in this browser; the authenticator keeps the passkey.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByText('Login successful! Welcome back.')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/account#security');
  await expect(
    page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').filter({ hasText: 'This browser' }),
  ).toContainText('with a passkey');
  await expect(page.getByRole('listitem', { name: 'Test laptop' })).toContainText('last used');
});
