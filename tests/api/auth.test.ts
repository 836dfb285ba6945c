import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { app as handler } from '../../netlify/functions/auth';
import { findUserByEmail, updateUser } from '@/server/repos/users';

const call = (method: string, path: string, opts: { token?: string; body?: unknown; raw?: string } = {}) =>
  handler(
    new Request(`http://test${path}`, {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body !== undefined || opts.raw !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    }),
  );

const freshEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@Example.test`;

async function register(email = freshEmail('reader'), password = 'secret-pass') {
  const res = await call('POST', '/api/auth/register', { body: { name: 'Rita Reader', email, password } });
  expect(res.status).toBe(201);
  const body = await res.json();
  return { email, password, body, token: body.data.token as string, code: body.data.verificationCode as string };
}

const envBefore = { ...process.env };
afterEach(() => {
  for (const k of ['ADMIN_EMAILS', 'ADMIN_EMAIL', 'SUPABASE_URL', 'SUPABASE_ANON_KEY']) {
    if (envBefore[k] === undefined) delete process.env[k];
    else process.env[k] = envBefore[k];
  }
});

describe('registration and email verification', () => {
  it('registers unverified, verifies with the returned code, and /me shows the account verified', async () => {
    const { email, body, token, code } = await register();
    expect(body.message).toBe('Registration successful');
    expect(body.data.user).toMatchObject({ name: 'Rita Reader', email: email.toLowerCase(), isVerified: false, isAdmin: false });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(body.data.user).not.toHaveProperty('verification');
    expect(code).toMatch(/^\d{6}$/);

    const verified = await call('POST', '/api/auth/verify-email', { token, body: { code } });
    expect(verified.status).toBe(200);
    expect((await verified.json()).data).toMatchObject({ email: email.toLowerCase(), isVerified: true });

    const me = await call('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect((await me.json()).data).toMatchObject({ email: email.toLowerCase(), isVerified: true });
    // Verifying again is harmless.
    expect((await call('POST', '/api/auth/verify-email', { token, body: { code: '000000' } })).status).toBe(200);
  });

  it('refuses a wrong code, then locks the code after five wrong tries until a new one is sent', async () => {
    const { email, token, code } = await register();
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/api/auth/verify-email', { token, body: { code: wrong } });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('Invalid verification code.');
    }
    const locked = await call('POST', '/api/auth/verify-email', { token, body: { code } });
    expect(locked.status).toBe(429);
    expect((await locked.json()).error).toBe('Too many attempts. Please request a new code.');

    // A resend right away is refused; once the countdown has passed it issues a fresh code.
    expect((await call('POST', '/api/auth/verify-email/resend', { token })).status).toBe(429);
    const user = (await findUserByEmail(email))!;
    await updateUser(user.id, (u) => ({
      ...u!,
      verification: { ...u!.verification!, expiresAt: new Date(Date.now() + 60_000).toISOString() },
    }));
    const resent = await call('POST', '/api/auth/verify-email/resend', { token });
    expect(resent.status).toBe(200);
    const fresh = (await resent.json()).data;
    expect(fresh).toMatchObject({ sent: true });
    expect(fresh.verificationCode).toMatch(/^\d{6}$/);
    const ok = await call('POST', '/api/auth/verify-email', { token, body: { code: fresh.verificationCode } });
    expect((await ok.json()).data.isVerified).toBe(true);
  });

  it('refuses an expired code', async () => {
    const { email, token, code } = await register();
    const user = (await findUserByEmail(email))!;
    await updateUser(user.id, (u) => ({
      ...u!,
      verification: { ...u!.verification!, expiresAt: new Date(Date.now() - 1000).toISOString() },
    }));
    const res = await call('POST', '/api/auth/verify-email', { token, body: { code } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Verification code has expired. Please request a new one.');
  });

  it('answers 409 EMAIL_TAKEN for an email already registered, in any letter case', async () => {
    const { email } = await register();
    const res = await call('POST', '/api/auth/register', {
      body: { name: 'Other', email: email.toUpperCase(), password: 'another-pass' },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe('EMAIL_TAKEN');
  });

  it('makes emails listed in ADMIN_EMAILS admins on registration', async () => {
    const boss = freshEmail('boss');
    process.env.ADMIN_EMAILS = ` someone@else.test , ${boss.toUpperCase()} `;
    const { body } = await register(boss);
    expect(body.data.user.isAdmin).toBe(true);
  });

  it('answers 400 with field errors for bad input and malformed JSON, and 401 for /me without a token', async () => {
    const bad = await call('POST', '/api/auth/register', { body: { name: '', email: 'nope', password: '123' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'name', 'password']);
    expect((await call('POST', '/api/auth/login', { raw: '{"email":' })).status).toBe(400);
    expect((await call('GET', '/api/auth/me')).status).toBe(401);
  });
});

describe('password sign-in', () => {
  it('signs in with the right password and refuses a wrong one with one message for both cases', async () => {
    const { email, password } = await register();
    const res = await call('POST', '/api/auth/login', { body: { email, password } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Login successful');
    expect(body.data.user.email).toBe(email.toLowerCase());
    expect((await call('GET', '/api/auth/me', { token: body.data.token })).status).toBe(200);

    for (const attempt of [
      { email, password: 'wrong-pass' },
      { email: freshEmail('nobody'), password },
    ]) {
      const bad = await call('POST', '/api/auth/login', { body: attempt });
      expect(bad.status).toBe(401);
      expect(await bad.json()).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('locks the account after five straight failures even with rate limits off; a success resets the count', async () => {
    expect(process.env.RATE_LIMIT_DISABLED).toBe('1');
    const { email, password } = await register();
    const fail = () => call('POST', '/api/auth/login', { body: { email, password: 'wrong-pass' } });
    for (let i = 0; i < 4; i++) expect((await fail()).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { body: { email, password } })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await fail()).status).toBe(401);

    const locked = await call('POST', '/api/auth/login', { body: { email, password } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await locked.json()).toEqual({
      error: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      code: 'TOO_MANY_ATTEMPTS',
    });
  });
});

describe('Google sign-in through Supabase', () => {
  const ANON = 'anon-key-for-tests';
  const accounts = new Map<string, object>();
  let server: Server;
  let supabaseUrl = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const user =
        req.method === 'GET' && req.url === '/auth/v1/user' && req.headers.apikey === ANON && token
          ? accounts.get(token)
          : undefined;
      res.writeHead(user ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(user ?? { msg: 'invalid JWT' }));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    supabaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  /** A Supabase user as /auth/v1/user describes one who signed in with Google. */
  const googleUser = (id: string, email: string, user_metadata: object) => ({
    id,
    email,
    email_confirmed_at: '2026-01-01T00:00:00Z',
    app_metadata: { provider: 'google', providers: ['google'] },
    identities: [{ provider: 'google', identity_data: { email, email_verified: true } }],
    user_metadata,
  });

  const useSupabase = () => {
    process.env.SUPABASE_URL = supabaseUrl;
    process.env.SUPABASE_ANON_KEY = ANON;
  };

  it('creates a verified, non-admin user on first sign-in and signs the same user in again', async () => {
    useSupabase();
    const email = freshEmail('gina').toLowerCase();
    const accessToken = `token-${randomUUID()}`;
    accounts.set(
      accessToken,
      googleUser('sb-1', email, { full_name: 'Gina Google', avatar_url: 'https://images.example/gina.png' }),
    );

    const first = await call('POST', '/api/auth/oauth', { body: { accessToken } });
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.message).toBe('Login successful');
    expect(body.data.user).toMatchObject({
      name: 'Gina Google',
      email,
      avatarUrl: 'https://images.example/gina.png',
      isVerified: true,
      isAdmin: false,
      oauthProvider: 'google',
    });
    expect((await (await call('GET', '/api/auth/me', { token: body.data.token })).json()).data.email).toBe(email);

    const again = await (await call('POST', '/api/auth/oauth', { body: { accessToken } })).json();
    expect(again.data.user.id).toBe(body.data.user.id);

    // The account has no password: password sign-in fails like any wrong password.
    const pw = await call('POST', '/api/auth/login', { body: { email, password: 'anything' } });
    expect(pw.status).toBe(401);
    expect((await pw.json()).error).toBe('Invalid email or password');
  });

  it('takes over an unverified password account with the same email, so a password set by someone else stops working', async () => {
    useSupabase();
    const { email, password, body } = await register();
    const accessToken = `token-${randomUUID()}`;
    accounts.set(accessToken, googleUser('sb-2', email.toLowerCase(), { name: 'Real Owner' }));
    const res = await (await call('POST', '/api/auth/oauth', { body: { accessToken } })).json();
    expect(res.data.user).toMatchObject({ id: body.data.user.id, isVerified: true });
    expect((await call('POST', '/api/auth/login', { body: { email, password } })).status).toBe(401);
  });

  it('refuses an email/password Supabase user with 401, even for an existing admin email, changing nothing', async () => {
    useSupabase();
    const admin = await register(freshEmail('boss'));
    const email = admin.email.toLowerCase();
    await updateUser(admin.body.data.user.id, (u) => ({ ...u!, isAdmin: true, isVerified: true }));
    const before = await findUserByEmail(email);
    const accessToken = `token-${randomUUID()}`;
    accounts.set(accessToken, {
      id: 'sb-3',
      email,
      email_confirmed_at: '2026-01-01T00:00:00Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      identities: [{ provider: 'email', identity_data: { email } }],
      user_metadata: {},
    });
    const res = await call('POST', '/api/auth/oauth', { body: { accessToken } });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body).toMatchObject({ error: 'Please sign in with your Google account.', code: 'UNAUTHORIZED' });
    expect(body.data).toBeUndefined();
    expect(await findUserByEmail(email)).toEqual(before);
  });

  it('refuses a Google user whose email is not confirmed with 401, creating no account', async () => {
    useSupabase();
    const email = freshEmail('unconfirmed').toLowerCase();
    const accessToken = `token-${randomUUID()}`;
    accounts.set(accessToken, { ...googleUser('sb-4', email, { name: 'Una' }), email_confirmed_at: null });
    const res = await call('POST', '/api/auth/oauth', { body: { accessToken } });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('Your Google email address is not confirmed yet.');
    expect(await findUserByEmail(email)).toBeNull();
  });

  it('refuses a Google identity for another address than the Supabase user email', async () => {
    useSupabase();
    const email = freshEmail('victim').toLowerCase();
    const accessToken = `token-${randomUUID()}`;
    accounts.set(accessToken, {
      ...googleUser('sb-5', email, {}),
      identities: [{ provider: 'google', identity_data: { email: 'someone-else@example.test' } }],
    });
    expect((await call('POST', '/api/auth/oauth', { body: { accessToken } })).status).toBe(401);
    expect(await findUserByEmail(email)).toBeNull();
  });

  it('answers 401 for a token Supabase rejects', async () => {
    useSupabase();
    const res = await call('POST', '/api/auth/oauth', { body: { accessToken: 'not-a-real-session-token' } });
    expect(res.status).toBe(401);
  });

  it('answers 503 OAUTH_NOT_CONFIGURED without SUPABASE_URL', async () => {
    delete process.env.SUPABASE_URL;
    const res = await call('POST', '/api/auth/oauth', { body: { accessToken: 'whatever-token-value' } });
    expect(res.status).toBe(503);
    expect((await res.json()).code).toBe('OAUTH_NOT_CONFIGURED');
  });
});
