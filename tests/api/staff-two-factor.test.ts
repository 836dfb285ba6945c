/**
 * Require two-factor for staff (DESIGN.md, Staff accounts and History): an administrator may turn
 * it on only with a second factor of their own; then staff without one reach only Account → Security
 * (403 `TWO_FACTOR_REQUIRED` on every staff route), and staff with one, and readers, go on as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toStoredSettings } from '@/shared/settings';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';
import { storedPasskey, withPassword, withTotp } from './helpers/two-factor';

const settings = async () => (await (await call('GET', '/api/settings')).json()).data;
const requireIt = async (token: string, on: boolean) =>
  call('PUT', '/api/settings', { token, body: { ...toStoredSettings(await settings()), require_staff_2fa: on } });

/** Staff routes: a read and a write. */
const STAFF_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/comments'],
  ['POST', '/api/categories', { name: 'Two-factor desk', description: 'x' }],
];

describe('require two-factor for staff', () => {
  let owner: Awaited<ReturnType<typeof withTotp>>;
  beforeAll(async () => {
    owner = await withTotp({ admin: true, name: 'Owner With Totp' });
  });

  it('is refused to an administrator without a second factor of their own', async () => {
    const bare = await withPassword({ admin: true });
    const res = await requireIt(bare.token, true);
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('TWO_FACTOR_REQUIRED');
    expect((await settings()).requireStaff2fa).toBe(false);
  });

  it('leaves staff without one only Account → Security, and lets staff with one and readers through', async () => {
    const editor = await makeUser({ role: 'editor' });
    const withKey = await makeUser({ role: 'editor' });
    await storedPasskey(withKey.user.id);
    const reader = await makeUser();

    expect((await requireIt(owner.token, true)).status).toBe(200);
    expect((await settings()).requireStaff2fa).toBe(true);

    for (const [method, path, body] of STAFF_ROUTES) {
      const res = await call(method, path, { token: editor.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({
        error:
          'This publication requires two-factor authentication. Add a passkey or an authenticator app in Account → Security.',
        code: 'TWO_FACTOR_REQUIRED',
      });
    }
    expect((await call('GET', '/api/users', { token: editor.token })).status).toBe(403);
    // Account → Security stays open, so they can add one.
    expect((await call('GET', '/api/auth/me', { token: editor.token })).status).toBe(200);
    expect((await call('GET', '/api/auth/sessions', { token: editor.token })).status).toBe(200);
    const status = await (await call('GET', '/api/auth/2fa', { token: editor.token })).json();
    expect(status.data).toMatchObject({ required: true, totp: false, passkeys: 0 });
    expect((await call('POST', '/api/auth/2fa/totp/setup', { token: editor.token })).status).toBe(200);
    expect((await call('POST', '/api/auth/passkeys/options', { token: editor.token })).status).toBe(200);

    expect((await call('GET', '/api/comments', { token: withKey.token })).status).toBe(200);
    expect((await call('GET', '/api/comments', { token: owner.token })).status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: reader.token })).status).toBe(200);
    expect((await (await call('GET', '/api/auth/2fa', { token: reader.token })).json()).data.required).toBe(false);

    expect((await requireIt(owner.token, false)).status).toBe(200);
    expect((await call('GET', '/api/comments', { token: editor.token })).status).toBe(200);
  });

  it('keeps the rule when a client saves settings without it', async () => {
    expect((await requireIt(owner.token, true)).status).toBe(200);
    const { require_staff_2fa: _left, ...withoutRule } = toStoredSettings(await settings());
    expect((await call('PUT', '/api/settings', { token: owner.token, body: withoutRule })).status).toBe(200);
    expect((await settings()).requireStaff2fa).toBe(true);
    expect((await requireIt(owner.token, false)).status).toBe(200);
  });
});
