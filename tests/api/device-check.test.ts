/**
 * New devices (DESIGN.md, Staff accounts and History): with the setting on and a mail service, a
 * staff member signing in with a password alone from a browser without this account's device
 * cookie gets a 6-digit code by email (through a real SMTP server started here); the code signs in
 * once and the answer's cookie makes the next sign-in from that browser a plain one. Readers, and
 * staff with an authenticator, are not asked; without a mail service the check is skipped.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toStoredSettings } from '@/shared/settings';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';
import { PASSWORD, withPassword, withTotp } from './helpers/two-factor';

const inbox: { to: string[]; raw: string }[] = [];
let server: SMTPServer;
let admin: string;

const settings = async () => (await (await call('GET', '/api/settings')).json()).data;
const login = (email: string, cookie?: string) =>
  call('POST', '/api/auth/login', { body: { email, password: PASSWORD }, headers: cookie ? { cookie } : {} });
const codeFor = (email: string) => {
  const mail = inbox.filter((m) => m.to.includes(email)).at(-1);
  return /enter this code: (\d{6})\./.exec(mail?.raw.replace(/=\r?\n/g, '') ?? '')?.[1];
};

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  admin = (await makeUser({ admin: true })).token;
  // Off by default outside a deploy; this site turns it on.
  expect((await settings()).staffDeviceVerification).toBe(false);
  const on = { ...toStoredSettings(await settings()), staff_device_verification: true };
  expect((await call('PUT', '/api/settings', { token: admin, body: on })).status).toBe(200);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('new-device check', () => {
  it('mails a staff member on a new browser a code that signs in once and remembers the browser', async () => {
    const { user } = await withPassword({ role: 'editor' });
    const first = await login(user.email);
    expect(first.status).toBe(200);
    const challenge = (await first.json()).data;
    expect(challenge).toEqual({ mfaRequired: true, challenge: expect.any(String), methods: ['email'] });
    const code = codeFor(user.email);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await call('POST', '/api/auth/login/2fa', { body: { challenge: challenge.challenge, code: '000000' } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).code).toBe('INVALID_2FA_CODE');
    const ok = await call('POST', '/api/auth/login/2fa', { body: { challenge: challenge.challenge, code } });
    expect(ok.status, await ok.clone().text()).toBe(200);
    const cookie = ok.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      /^inkwell_device_[0-9a-f]{16}=[\w.-]+; Max-Age=7776000; Path=\/api\/auth; HttpOnly; Secure; SameSite=Strict$/,
    );
    const { token } = (await ok.json()).data;
    const sessions = (await (await call('GET', '/api/auth/sessions', { token })).json()).data;
    expect(sessions.find((s: { current: boolean }) => s.current).method).toBe('email-code');
    // The code was spent with the challenge.
    expect((await call('POST', '/api/auth/login/2fa', { body: { challenge: challenge.challenge, code } })).status).toBe(401);

    // The remembered browser signs in with the password alone; another browser is asked again.
    const again = (await (await login(user.email, cookie.split(';')[0])).json()).data;
    expect(again.token).toEqual(expect.any(String));
    expect((await (await login(user.email)).json()).data.methods).toEqual(['email']);
    // Another account's cookie is of no use.
    const other = await withPassword({ role: 'author' });
    expect((await (await login(other.user.email, cookie.split(';')[0])).json()).data.methods).toEqual(['email']);
  });

  it('asks readers nothing, and staff with an authenticator for that instead', async () => {
    const reader = await withPassword();
    expect((await (await login(reader.user.email)).json()).data.token).toEqual(expect.any(String));
    const totp = await withTotp({ role: 'editor' });
    expect((await (await login(totp.user.email)).json()).data.methods).toEqual(['totp', 'backup']);
  });

  it('is skipped without a mail service', async () => {
    const { user } = await withPassword({ role: 'editor' });
    const smtp = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      expect((await (await login(user.email)).json()).data.token).toEqual(expect.any(String));
    } finally {
      process.env.SMTP_URL = smtp;
    }
  });
});
