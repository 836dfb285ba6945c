/**
 * Sessions as records (DESIGN.md, Staff accounts and History): every sign-in stores a session its
 * token names, the owner lists and ends them, administrators end anyone's, and an ended session is
 * refused on its very next request, on staff routes of every role. Deleting or demoting someone
 * ends theirs.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { SessionInfo } from '@/shared/types';
import { secret } from '@/server/auth/tokens';
import { hashPassword } from '@/server/auth/passwords';
import { updateUser } from '@/server/repos/users';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0';
const PASSWORD = 'sessions-pass-1';

let admin: string;

/** A user with a password, signed in from a browser and address; answers the token. */
async function signIn(email: string, userAgent: string, ip: string): Promise<string> {
  const res = await call('POST', '/api/auth/login', {
    body: { email, password: PASSWORD },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).data.token;
}

async function withPassword(opts: Parameters<typeof makeUser>[0] = {}) {
  const made = await makeUser(opts);
  const passwordHash = await hashPassword(PASSWORD);
  await updateUser(made.user.id, (u) => ({ ...u!, passwordHash }));
  return made;
}

const sessions = async (token: string): Promise<SessionInfo[]> => {
  const res = await call('GET', '/api/auth/sessions', { token });
  expect(res.status).toBe(200);
  return (await res.json()).data;
};
const status = async (method: string, path: string, token: string) => (await call(method, path, { token })).status;

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
});

describe('sessions', () => {
  it('lists each sign-in with its device, its network and which one is current, and nothing secret', async () => {
    const { user } = await withPassword();
    const first = await signIn(user.email, CHROME_LINUX, '203.0.113.57');
    const second = await signIn(user.email, FIREFOX_MAC, '2001:db8:85a3:8d3:1319:8a2e:370:7348');
    const listed = await sessions(second);
    const mine = listed.filter((s) => s.device !== 'Unknown device');
    expect(mine).toHaveLength(2);
    expect(mine.find((s) => s.current)).toMatchObject({
      device: 'Firefox on macOS',
      ip: '2001:db8:85a3::/48',
      method: 'password',
    });
    expect(mine.find((s) => !s.current)).toMatchObject({ device: 'Chrome on Linux', ip: '203.0.113.0/24' });
    for (const s of mine) {
      expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'ip', 'lastSeenAt', 'method']);
      expect(s.lastSeenAt.endsWith(':00.000Z')).toBe(true);
    }
    expect(JSON.stringify(listed)).not.toContain(first);
    expect((await sessions(first)).find((s) => s.current)?.device).toBe('Chrome on Linux');
  });

  it('signs out one session, then every other one, each refused on its next request', async () => {
    const { user } = await withPassword({ role: 'editor' });
    const [a, b, c] = [
      await signIn(user.email, CHROME_LINUX, '198.51.100.1'),
      await signIn(user.email, FIREFOX_MAC, '198.51.100.2'),
      await signIn(user.email, CHROME_LINUX, '198.51.100.3'),
    ];
    const ofB = (await sessions(b)).find((s) => s.current)!;
    expect(await status('DELETE', `/api/auth/sessions/${ofB.id}`, a)).toBe(204);
    expect(await status('GET', '/api/snippets', b)).toBe(401);
    expect(await status('GET', '/api/snippets', a)).toBe(200);
    // Gone already, or someone else's: not found.
    expect(await status('DELETE', `/api/auth/sessions/${ofB.id}`, a)).toBe(404);

    expect(await status('DELETE', '/api/auth/sessions', a)).toBe(400);
    expect(await status('DELETE', '/api/auth/sessions?others=1', a)).toBe(204);
    expect(await status('GET', '/api/snippets', c)).toBe(401);
    expect((await sessions(a)).map((s) => s.current)).toEqual([true]);

    // Signing out ends the session itself, not only the browser's copy of the token.
    expect(await status('DELETE', '/api/auth/session', a)).toBe(204);
    const after = await call('GET', '/api/auth/me', { token: a });
    expect(after.status).toBe(401);
    expect((await after.json()).error).toBe('Your session is invalid or has expired. Please sign in again.');
  });

  it("a session's id is no use to anyone else: another user cannot end or see it", async () => {
    const owner = await withPassword();
    const token = await signIn(owner.user.email, CHROME_LINUX, '192.0.2.10');
    const id = (await sessions(token)).find((s) => s.current)!.id;
    const other = await makeUser();
    expect(await status('DELETE', `/api/auth/sessions/${id}`, other.token)).toBe(404);
    expect(await status('GET', `/api/users/${owner.user.id}/sessions`, other.token)).toBe(403);
    expect(await status('DELETE', `/api/users/${owner.user.id}/sessions`, other.token)).toBe(403);
    expect(await status('GET', '/api/auth/me', token)).toBe(200);
  });

  it.each(['contributor', 'author', 'editor', 'administrator'] as const)(
    'an administrator ends the sessions of someone with the %s role, refused on their next request to a staff route',
    async (role) => {
      const { user, token } = await makeUser({ role, authorId: `sessions-${role}` });
      const routes: [string, string][] = [
        ['GET', '/api/auth/me'],
        ['GET', '/api/snippets'],
        ['GET', '/api/build-status'],
        ...(role === 'administrator'
          ? ([
              ['GET', '/api/users'],
              ['GET', '/api/subscribers'],
            ] as [string, string][])
          : []),
        ...(role === 'editor' || role === 'administrator' ? ([['GET', '/api/comments']] as [string, string][]) : []),
      ];
      for (const [method, path] of routes) expect(await status(method, path, token), path).toBe(200);
      const listed = await (await call('GET', `/api/users/${user.id}/sessions`, { token: admin })).json();
      expect(listed.data).toHaveLength(1);
      expect(listed.data[0].current).toBe(false);
      expect(await status('DELETE', `/api/users/${user.id}/sessions`, admin)).toBe(204);
      for (const [method, path] of routes) expect(await status(method, path, token), path).toBe(401);
    },
  );

  it('an administrator ends one session of a user by its id', async () => {
    const { user } = await withPassword({ role: 'author', authorId: 'sessions-one' });
    const kept = await signIn(user.email, CHROME_LINUX, '192.0.2.20');
    const ended = await signIn(user.email, FIREFOX_MAC, '192.0.2.21');
    const list: SessionInfo[] = (await (await call('GET', `/api/users/${user.id}/sessions`, { token: admin })).json()).data;
    const target = list.find((s) => s.device === 'Firefox on macOS')!;
    expect(await status('DELETE', `/api/users/${user.id}/sessions/${target.id}`, admin)).toBe(204);
    expect(await status('GET', '/api/snippets', ended)).toBe(401);
    expect(await status('GET', '/api/snippets', kept)).toBe(200);
    expect(await status('GET', `/api/users/${randomUUID()}/sessions`, admin)).toBe(404);
  });

  it('deleting a user or demoting them ends their sessions; a promotion does not', async () => {
    const demoted = await makeUser({ role: 'editor', authorId: 'sessions-demoted' });
    const promoted = await makeUser({ role: 'author', authorId: 'sessions-promoted' });
    const deleted = await makeUser({ role: 'author', authorId: 'sessions-deleted' });
    expect((await call('PUT', `/api/users/${promoted.user.id}`, { token: admin, body: { role: 'editor' } })).status).toBe(200);
    expect(await status('GET', '/api/comments', promoted.token)).toBe(200);
    expect((await call('PUT', `/api/users/${demoted.user.id}`, { token: admin, body: { role: 'author' } })).status).toBe(200);
    expect(await status('GET', '/api/snippets', demoted.token)).toBe(401);
    expect(await status('DELETE', `/api/users/${deleted.user.id}`, admin)).toBe(200);
    expect(await status('GET', '/api/auth/me', deleted.token)).toBe(401);
  });

  it('refuses a well-signed token that names no session (one issued before sessions were records)', async () => {
    const { user } = await makeUser({ role: 'administrator' });
    const signed = async (claims: Record<string, string>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(await secret());
    const legacy = await signed({});
    expect(await status('GET', '/api/users', legacy)).toBe(401);
    const forged = await signed({ sid: randomUUID() });
    expect(await status('GET', '/api/users', forged)).toBe(401);
  });
});
