/**
 * Two-factor sign-in (DESIGN.md, Staff accounts and History): TOTP enrolment with ten backup codes
 * shown once, the two-step sign-in, each code accepted once, a challenge that dies after 5 wrong
 * codes or 5 minutes, re-authentication before factor changes, other sessions ended by a factor
 * change, and no stored secret in any answer or History entry.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getJSON } from '@/server/storage/store';
import { resetClock, setClock } from '@/server/clock';
import { call } from './helpers/dispatch';
import { fixtures, makeWorld, type World } from './helpers/route-fixtures';
import { allRoutes } from './helpers/dispatch';
import { PASSWORD, codeFor, enrolTotp, storedPasskey, withPassword, withTotp } from './helpers/two-factor';

const login = async (email: string, password = PASSWORD) => {
  const res = await call('POST', '/api/auth/login', { body: { email, password } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).data;
};
const secondStep = (challenge: string, code: string) => call('POST', '/api/auth/login/2fa', { body: { challenge, code } });
const me = async (token: string) => (await call('GET', '/api/auth/me', { token })).status;

let world: World;
beforeAll(async () => {
  world = await makeWorld();
});
afterEach(() => resetClock());

describe('TOTP enrolment', () => {
  it('gives a secret and an otpauth URL, turns on with a code from it, and shows ten backup codes once', async () => {
    const { token } = await withPassword();
    const setup = await (await call('POST', '/api/auth/2fa/totp/setup', { token })).json();
    expect(setup.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.data.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret: setup.data.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect((await (await call('GET', '/api/auth/2fa', { token })).json()).data).toEqual({
      totp: false,
      backupCodesLeft: 0,
      passkeys: 0,
      required: false,
    });

    const wrong = await call('POST', '/api/auth/2fa/totp/confirm', { token, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_2FA_CODE', error: 'That code is not valid.' });
    const ok = await call('POST', '/api/auth/2fa/totp/confirm', { token, body: { code: codeFor(setup.data.secret) } });
    expect(ok.status).toBe(200);
    const { backupCodes } = (await ok.json()).data;
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const c of backupCodes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await (await call('GET', '/api/auth/2fa', { token })).json()).data).toEqual({
      totp: true,
      backupCodesLeft: 10,
      passkeys: 0,
      required: false,
    });
    // A second setup is refused while one is on.
    expect((await call('POST', '/api/auth/2fa/totp/setup', { token })).status).toBe(409);
  });

  it('ends every other session of the account when it turns on', async () => {
    const { user, token } = await withPassword();
    const elsewhere = (await login(user.email)).token;
    await enrolTotp(token);
    expect(await me(elsewhere)).toBe(401);
    expect(await me(token)).toBe(200);
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge for the password, and the token only for the code, which works once', async () => {
    const { user, secret } = await withTotp({ role: 'editor', name: 'Tess Totp' });
    const first = await login(user.email);
    expect(first).toEqual({ mfaRequired: true, challenge: expect.any(String), methods: ['totp', 'backup'] });
    expect(first.token).toBeUndefined();

    const code = codeFor(secret);
    const ok = await secondStep(first.challenge, code);
    expect(ok.status, await ok.clone().text()).toBe(200);
    const { token, user: signedIn } = (await ok.json()).data;
    expect(signedIn.id).toBe(user.id);
    expect(await me(token)).toBe(200);
    const sessions = (await (await call('GET', '/api/auth/sessions', { token })).json()).data;
    expect(sessions.find((s: { current: boolean }) => s.current).method).toBe('totp');

    // The same code again, on a new challenge: refused.
    const replay = await secondStep((await login(user.email)).challenge, code);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: 'That code is not valid.', code: 'INVALID_2FA_CODE' });
    // A spent challenge signs in no one else.
    expect((await secondStep(first.challenge, codeFor(secret, 1))).status).toBe(401);
  });

  it('accepts one of two racing requests with the same code', async () => {
    const { user, secret } = await withTotp();
    const [a, b] = await Promise.all([login(user.email), login(user.email)]);
    const code = codeFor(secret);
    const answers = await Promise.all([secondStep(a.challenge, code), secondStep(b.challenge, code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('ends the challenge after 5 wrong codes: the right one is refused then', async () => {
    const { user, secret } = await withTotp();
    const { challenge } = await login(user.email);
    for (let i = 0; i < 5; i++) {
      const res = await secondStep(challenge, '123456');
      expect(res.status).toBe(401);
      expect((await res.json()).code).toBe('INVALID_2FA_CODE');
    }
    const late = await secondStep(challenge, codeFor(secret));
    expect(late.status).toBe(401);
    expect((await late.json()).code).toBe('CHALLENGE_EXPIRED');
  });

  it('ends the challenge after 5 minutes', async () => {
    const { user, backupCodes } = await withTotp();
    const { challenge } = await login(user.email);
    setClock(() => Date.now() + 5 * 60_000 + 1000);
    const res = await secondStep(challenge, backupCodes[0]!);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('CHALLENGE_EXPIRED');
  });

  it('takes each backup code once, written any way', async () => {
    const { user, token, backupCodes } = await withTotp();
    const ok = await secondStep((await login(user.email)).challenge, ` ${backupCodes[3]!.toUpperCase().replace('-', '')} `);
    expect(ok.status, await ok.clone().text()).toBe(200);
    const session = (await ok.json()).data.token;
    const mine = (await (await call('GET', '/api/auth/sessions', { token: session })).json()).data;
    expect(mine.find((s: { current: boolean }) => s.current).method).toBe('backup-code');
    expect((await secondStep((await login(user.email)).challenge, backupCodes[3]!)).status).toBe(401);
    expect((await (await call('GET', '/api/auth/2fa', { token })).json()).data.backupCodesLeft).toBe(9);
  });

  it("records a staff member's second step in History: a wrong code as a failed sign-in, the right one as a sign-in", async () => {
    const { user, secret } = await withTotp({ role: 'author' });
    const { challenge } = await login(user.email);
    expect((await secondStep(challenge, '999999')).status).toBe(401);
    expect((await secondStep(challenge, codeFor(secret))).status).toBe(200);
    const entries = (await (await call('GET', `/api/audit?actor=${user.id}`, { token: world.admin })).json()).data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['login.succeeded', 'login.failed', '2fa.enabled']);
  });
});

describe('re-authentication and turning it off', () => {
  it('asks for the password again after 5 minutes before a factor changes', async () => {
    const { user, token } = await withTotp();
    setClock(() => Date.now() + 6 * 60_000);
    for (const [method, path] of [
      ['DELETE', '/api/auth/2fa/totp'],
      ['POST', '/api/auth/2fa/backup-codes'],
    ] as const) {
      const res = await call(method, path, { token });
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ error: 'Please confirm your password to continue.', code: 'REAUTH_REQUIRED' });
    }
    expect(await me(token)).toBe(200);
    expect((await call('POST', '/api/auth/reauth', { token, body: { password: 'not-the-password' } })).status).toBe(401);
    expect((await call('POST', '/api/auth/reauth', { token, body: { password: PASSWORD } })).status).toBe(204);
    expect((await call('DELETE', '/api/auth/2fa/totp', { token })).status).toBe(204);
    // The password alone signs in again.
    expect((await login(user.email)).token).toEqual(expect.any(String));
  });

  it('lets an administrator remove the factors of someone who lost them, ending their sessions', async () => {
    const { user, token } = await withTotp({ role: 'author' });
    expect((await call('DELETE', `/api/users/${user.id}/2fa`, { token })).status).toBe(403);
    expect((await call('DELETE', `/api/users/${user.id}/2fa`, { token: world.admin })).status).toBe(204);
    expect(await me(token)).toBe(401);
    expect((await login(user.email)).token).toEqual(expect.any(String));
    const entries = (
      await (await call('GET', `/api/audit?actor=${world.adminUser.id}&action=2fa`, { token: world.admin })).json()
    ).data;
    expect(entries[0]).toMatchObject({ action: '2fa.reset', target: { type: 'user', id: user.id } });
  });

  it('changes the password after a recent sign-in, ending every other session', async () => {
    const { user, token } = await withPassword({ role: 'author' });
    const elsewhere = (await login(user.email)).token;
    const short = await call('PUT', '/api/auth/password', { token, body: { newPassword: 'short' } });
    expect(short.status).toBe(400);
    expect((await call('PUT', '/api/auth/password', { token, body: { newPassword: 'brand-new-pass-2' } })).status).toBe(204);
    expect(await me(elsewhere)).toBe(401);
    expect(await me(token)).toBe(200);
    expect((await call('POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD } })).status).toBe(401);
    expect((await login(user.email, 'brand-new-pass-2')).token).toEqual(expect.any(String));

    setClock(() => Date.now() + 6 * 60_000);
    const late = await call('PUT', '/api/auth/password', { token, body: { newPassword: 'third-pass-3' } });
    expect((await late.json()).code).toBe('REAUTH_REQUIRED');
    expect((await call('POST', '/api/auth/reauth', { token, body: { password: 'brand-new-pass-2' } })).status).toBe(204);
    expect((await call('PUT', '/api/auth/password', { token, body: { newPassword: 'third-pass-3' } })).status).toBe(204);
    const entries = (await (await call('GET', `/api/audit?actor=${user.id}&action=password`, { token: world.admin })).json())
      .data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['password.changed', 'password.changed']);
  });

  it('asks a fresh session nothing more', async () => {
    const { token } = await withPassword();
    expect((await call('POST', '/api/auth/2fa/totp/setup', { token })).status).toBe(200);
  });
});

describe('secrets', () => {
  it('never appear in an API answer or a History entry after enrolment, and are stored sealed', async () => {
    const { user, secret, backupCodes } = await withTotp({ admin: true, name: 'Sealed Admin' });
    const stored = JSON.stringify(await getJSON(`factors/${user.id}`));
    expect(stored).not.toContain(secret);
    for (const c of backupCodes) expect(stored).not.toContain(c);

    const needles = [secret, ...backupCodes, ...backupCodes.map((c) => c.replace('-', ''))];
    const reads = allRoutes.filter((r) => r.method === 'GET' && fixtures[`GET ${r.path}`]);
    for (const r of reads) {
      const fixture = await fixtures[`GET ${r.path}`]!(world);
      const body = await (await call('GET', fixture.path, { token: fixture.token ?? world.admin })).text();
      for (const n of needles) expect(body, `GET ${r.path}`).not.toContain(n);
    }
    const history = await (await call('GET', '/api/audit', { token: world.admin })).text();
    for (const n of needles) expect(history).not.toContain(n);
    expect(history).not.toMatch(/"(secret|passwordHash|hash|codeHash)"/);
  });
});

describe('passkeys', () => {
  it('offers registration for this host with user verification and a discoverable credential, after a recent sign-in', async () => {
    const { user, token } = await withPassword({ name: 'Pat Passkey' });
    await storedPasskey(user.id, 'Old laptop');
    const res = await call('POST', '/api/auth/passkeys/options', { token });
    expect(res.status).toBe(200);
    const options = (await res.json()).data;
    expect(options.rp).toEqual({ id: 'localhost', name: expect.any(String) });
    expect(options.user).toMatchObject({ name: user.email, displayName: 'Pat Passkey' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.excludeCredentials).toHaveLength(1);
    expect(options.challenge).toMatch(/^[\w-]{20,}$/);

    setClock(() => Date.now() + 6 * 60_000);
    expect((await (await call('POST', '/api/auth/passkeys/options', { token })).json()).code).toBe('REAUTH_REQUIRED');
    expect((await call('DELETE', `/api/auth/passkeys/${await storedPasskey(user.id, 'Phone')}`, { token })).status).toBe(401);
  });

  it('lists passkeys without their keys, and removes one', async () => {
    const { user, token } = await withPassword();
    const id = await storedPasskey(user.id, 'Old laptop');
    const listed = (await (await call('GET', '/api/auth/passkeys', { token })).json()).data;
    expect(listed).toEqual([{ id, name: 'Old laptop', createdAt: expect.any(String), lastUsedAt: null }]);
    expect((await (await call('GET', '/api/auth/2fa', { token })).json()).data.passkeys).toBe(1);
    expect((await call('DELETE', `/api/auth/passkeys/${id}`, { token })).status).toBe(204);
    expect((await call('DELETE', `/api/auth/passkeys/${id}`, { token })).status).toBe(404);
    expect((await (await call('GET', '/api/auth/passkeys', { token })).json()).data).toEqual([]);
  });

  it('refuses a made-up response and an unknown credential, and hands out sign-in challenges that need verification', async () => {
    const { token } = await withPassword();
    const forged = { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'AA' } };
    const add = await call('POST', '/api/auth/passkeys', { token, body: { name: 'Fake', response: forged } });
    expect(add.status).toBe(400);
    expect((await add.json()).code).toBe('PASSKEY_FAILED');

    const options = (await (await call('POST', '/api/auth/passkey-login/options')).json()).data;
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const signIn = await call('POST', '/api/auth/passkey-login', {
      body: { response: { ...forged, response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } } },
    });
    expect(signIn.status).toBe(401);
    expect((await signIn.json()).code).toBe('PASSKEY_UNKNOWN');
  });
});
