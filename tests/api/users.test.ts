import { describe, expect, it } from 'vitest';
import { app as handler } from '../../netlify/functions/users';
import { findUserByEmail, getUser } from '@/server/repos/users';
import { roleOf } from '@/shared/roles';
import type { User } from '@/shared/types';
import { call as dispatch } from './helpers/dispatch';
import { storeFingerprint } from './helpers/fingerprint';
import { makeUser } from './helpers/users';

const call = (method: string, path: string, token?: string, body?: unknown) =>
  handler(
    new Request(`http://test${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }),
  );

/** A user as the API answers it (with `role`): the object the Is Admin switch sends back. */
const answered = async (token: string): Promise<User> => (await (await dispatch('GET', '/api/auth/me', { token })).json()).data;

describe('users administration', () => {
  it('lists users page by page without password hashes or verification data', async () => {
    const admin = await makeUser({ admin: true });
    await makeUser();
    await makeUser();
    const res = await call('GET', '/api/users?limit=2&offset=0', admin.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.meta).toMatchObject({ limit: 2, offset: 0 });
    expect(body.meta.total).toBeGreaterThanOrEqual(3);
    expect(body.data).toHaveLength(2);
    for (const u of body.data) {
      expect(Object.keys(u).sort()).toEqual([
        'avatarUrl',
        'createdAt',
        'email',
        'id',
        'isAdmin',
        'isVerified',
        'member',
        'name',
        'oauthProvider',
        'role',
      ]);
    }
    const all = await (await call('GET', `/api/users?limit=100`, admin.token)).json();
    expect(all.data.map((u: { id: string }) => u.id)).toContain(admin.user.id);
    // Admins first, then the newest accounts.
    const rows: { isAdmin: boolean; createdAt: string }[] = all.data;
    const firstReader = rows.findIndex((u) => !u.isAdmin);
    expect(rows.slice(firstReader).every((u) => !u.isAdmin)).toBe(true);
    const readers = rows.slice(firstReader).map((u) => u.createdAt);
    expect(readers).toEqual([...readers].sort().reverse());
    expect((await call('GET', '/api/users?limit=1000', admin.token)).status).toBe(400);
  });

  it('refuses readers (403) and guests (401)', async () => {
    const reader = await makeUser();
    const other = await makeUser();
    expect((await call('GET', '/api/users', reader.token)).status).toBe(403);
    expect((await call('GET', '/api/users')).status).toBe(401);
    expect((await call('PUT', `/api/users/${reader.user.id}`, reader.token, { isAdmin: true })).status).toBe(403);
    expect((await call('DELETE', `/api/users/${other.user.id}`, reader.token)).status).toBe(403);
    expect((await getUser(reader.user.id))!.isAdmin).toBe(false);
    expect(await getUser(other.user.id)).not.toBeNull();
  });

  it('promotes and renames another user from the whole user object, taking only name and isAdmin', async () => {
    const admin = await makeUser({ admin: true });
    const reader = await makeUser({ name: 'Before' });
    const res = await call('PUT', `/api/users/${reader.user.id}`, admin.token, {
      ...reader.user,
      name: 'After',
      isAdmin: true,
      email: 'hijack@example.test',
      isVerified: false,
      passwordHash: 'x',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({
      id: reader.user.id,
      name: 'After',
      isAdmin: true,
      email: reader.user.email,
      isVerified: true,
    });
    const stored = (await getUser(reader.user.id))!;
    expect(stored).toMatchObject({ name: 'After', isAdmin: true, email: reader.user.email, passwordHash: null });
    expect((await call('PUT', '/api/users/no-such-user', admin.token, { isAdmin: true })).status).toBe(404);
  });

  it('refuses to change your own admin status and leaves it unchanged', async () => {
    const admin = await makeUser({ admin: true });
    const res = await call('PUT', `/api/users/${admin.user.id}`, admin.token, { ...admin.user, isAdmin: false });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'You cannot change your own admin status.', code: 'CANNOT_CHANGE_OWN_ADMIN' });
    expect((await getUser(admin.user.id))!.isAdmin).toBe(true);
    // Renaming yourself is fine.
    const renamed = await call('PUT', `/api/users/${admin.user.id}`, admin.token, { name: 'New Name', isAdmin: true });
    expect((await renamed.json()).data).toMatchObject({ name: 'New Name', isAdmin: true });
  });

  it('takes the whole user object the API answered: the field that differs from the stored user is the change', async () => {
    const admin = await makeUser({ role: 'administrator' });
    const reader = await makeUser();
    const asReader = await answered(reader.token);
    expect(asReader).toMatchObject({ role: 'reader', isAdmin: false });

    // Promote: isAdmin flipped, role still "reader".
    const promoted = await call('PUT', `/api/users/${reader.user.id}`, admin.token, { ...asReader, isAdmin: true });
    expect(promoted.status).toBe(200);
    const asAdmin: User = (await promoted.json()).data;
    expect(asAdmin).toMatchObject({ role: 'administrator', isAdmin: true });
    expect(roleOf((await getUser(reader.user.id))!)).toBe('administrator');
    expect((await call('GET', '/api/users', reader.token)).status).toBe(200);

    // Demote: isAdmin flipped back, role still "administrator"; the demotion ended their sessions.
    const demoted = await call('PUT', `/api/users/${reader.user.id}`, admin.token, { ...asAdmin, isAdmin: false });
    expect(demoted.status).toBe(200);
    expect((await demoted.json()).data).toMatchObject({ role: 'reader', isAdmin: false });
    expect(roleOf((await getUser(reader.user.id))!)).toBe('reader');
    expect((await call('GET', '/api/users', reader.token)).status).toBe(401);

    // Both changed and agreeing: an administrator becomes an editor.
    const other = await makeUser({ role: 'administrator' });
    const toEditor = await call('PUT', `/api/users/${other.user.id}`, admin.token, {
      ...(await answered(other.token)),
      isAdmin: false,
      role: 'editor',
    });
    expect(toEditor.status).toBe(200);
    expect((await toEditor.json()).data).toMatchObject({ role: 'editor', isAdmin: false });

    // Both changed and disagreeing: 400 naming both fields, nothing written.
    const before = await storeFingerprint();
    const clash = await call('PUT', `/api/users/${reader.user.id}`, admin.token, { ...asReader, isAdmin: true, role: 'editor' });
    expect(clash.status).toBe(400);
    const err = await clash.json();
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.errors.map((e: { field: string }) => e.field)).toEqual(['isAdmin', 'role']);
    expect(await storeFingerprint()).toBe(before);
  });

  it('refuses an administrator demoting themself with the whole user object, changing nothing', async () => {
    const admin = await makeUser({ role: 'administrator' });
    const self = await answered(admin.token);
    const before = await storeFingerprint();
    const res = await call('PUT', `/api/users/${admin.user.id}`, admin.token, { ...self, name: 'Renamed', isAdmin: false });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'You cannot change your own admin status.', code: 'CANNOT_CHANGE_OWN_ADMIN' });
    expect(await storeFingerprint()).toBe(before);
    expect(await getUser(admin.user.id)).toMatchObject({ role: 'administrator', isAdmin: true, name: admin.user.name });
    // The same object sent back unchanged is no change of role.
    expect((await call('PUT', `/api/users/${admin.user.id}`, admin.token, self)).status).toBe(200);
  });

  it('refuses to delete yourself; deleting another removes the account and its email', async () => {
    const admin = await makeUser({ admin: true });
    const self = await call('DELETE', `/api/users/${admin.user.id}`, admin.token);
    expect(self.status).toBe(403);
    expect(await self.json()).toEqual({ error: 'You cannot delete your own account.', code: 'CANNOT_DELETE_SELF' });
    expect(await getUser(admin.user.id)).not.toBeNull();

    const reader = await makeUser();
    expect((await call('DELETE', `/api/users/${reader.user.id}`, admin.token)).status).toBe(200);
    expect(await getUser(reader.user.id)).toBeNull();
    expect(await findUserByEmail(reader.user.email)).toBeNull();
    expect((await call('DELETE', `/api/users/${reader.user.id}`, admin.token)).status).toBe(404);
  });
});
