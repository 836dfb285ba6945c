/**
 * The permission matrix, generated from every function's route table: each route that writes or
 * reads private data refuses a missing, tampered, `alg: none` or expired token (401) and a signed-in
 * non-admin where admins alone may act (403), changing nothing; the right caller succeeds.
 * A route added without an access check, or without a fixture here, fails this file. Every staff
 * write the right caller makes leaves exactly one History entry naming them and what they changed.
 */
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '@/shared/records';
import { allRoutes, call } from './helpers/dispatch';
import { storeFingerprint } from './helpers/fingerprint';
import { fixtures, makeWorld, type World } from './helpers/route-fixtures';
import { auditPage } from '@/server/services/audit';

/** Writes anyone may make on purpose; each is rate limited or harmless. */
const PUBLIC_WRITES = new Set([
  // Stripe's events, checked by their signature.
  'POST /api/stripe/webhook',
  // The fediverse's inboxes: activities signed by their actor (tests/api/fediverse.test.ts).
  'POST /ap/actor/inbox',
  'POST /ap/inbox',
  'POST /api/auth/register',
  'POST /api/auth/login',
  // The second step of a sign-in: a challenge only a right password gets, 5 wrong codes at most.
  'POST /api/auth/login/2fa',
  // A passkey sign-in: a challenge, then an assertion signed by a registered credential.
  'POST /api/auth/passkey-login/options',
  'POST /api/auth/passkey-login',
  'POST /api/auth/oauth',
  'POST /api/invites/accept',
  'POST /api/subscribers/subscribe',
  'POST /api/subscribers/unsubscribe',
  'POST /api/contact',
  // The analytics tracker's events (tests/api/analytics-collect.test.ts).
  'POST /api/events',
  'POST /api/ai/summary',
  'POST /api/ai/chat/session',
  'POST /api/ai/chat',
  'POST /api/ai/quiz',
  'POST /api/ai/story',
  'POST /api/ai/storyboard',
  'POST /api/ai/storyboard/scene',
  'POST /api/ai/pathfinder',
  'POST /api/ai/ask',
]);

/** Staff writes that are one step of an action History records elsewhere, or that change nothing. */
const UNRECORDED_WRITES = new Set([
  'POST /api/import/uploads',
  'PUT /api/import/uploads/:id/parts/:part',
  'POST /api/ai/excerpt',
  'POST /api/ai/image',
  'POST /api/ai/seo',
  'POST /api/ai/text',
  // The co-editing relay, polled every second: the save that follows is what History records.
  'POST /api/posts/:id/sync',
]);

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const pathParams = (pattern: string, path: string): Record<string, string> => {
  const names = pattern.split('/');
  const values = new URL(path, 'http://x').pathname.split('/');
  return Object.fromEntries(names.flatMap((n, i) => (n.startsWith(':') ? [[n.slice(1), decodeURIComponent(values[i]!)]] : [])));
};
const historyOf = async (actor: string) => (await auditPage({ actor, limit: 50 })).data;
const guarded = allRoutes.filter((r) => r.access !== 'public');
let matrixWorld: World;

async function forgedTokens(adminUser: UserRecord, adminToken: string) {
  const [header, payload] = adminToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: `${adminUser.id}x` })).toString('base64url');
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return {
    tampered: `${header}.${otherPayload}.${adminToken.split('.')[2]}`,
    algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: adminUser.id, exp: Math.floor(Date.now() / 1000) + 3600 })}.`,
    expired: await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminUser.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(process.env.JWT_SECRET!)),
  };
}

beforeAll(async () => {
  matrixWorld = await makeWorld();
});

describe('route table', () => {
  it('has no public write except the deliberate ones', () => {
    const open = allRoutes.filter((r) => r.method !== 'GET' && r.access === 'public').map(key);
    expect(open.filter((k) => !PUBLIC_WRITES.has(k))).toEqual([]);
  });
  it('opts out of History only where the write is recorded elsewhere or changes nothing', () => {
    const unrecorded = allRoutes.filter((r) => r.options.audit === false).map(key);
    expect(unrecorded.sort()).toEqual([...UNRECORDED_WRITES].sort());
  });
  it('has a fixture for every guarded route', () => {
    expect(guarded.map(key).filter((k) => !fixtures[k])).toEqual([]);
  });
});

describe.each(guarded.map((r) => [key(r), r] as const))('%s', (name, r) => {
  it('refuses bad or missing tokens, and non-admins where admins alone may act, changing nothing', async () => {
    const fixture = await fixtures[name]!(matrixWorld);
    const forged = await forgedTokens(matrixWorld.adminUser, matrixWorld.admin);
    const attempts: [string, string | undefined, number][] = [
      ['no token', undefined, 401],
      ['tampered token', forged.tampered, 401],
      ['alg none token', forged.algNone, 401],
      ['expired token', forged.expired, 401],
    ];
    if (r.access === 'admin' || r.access === 'staff') attempts.push(['signed-in non-admin', matrixWorld.reader, 403]);
    for (const [label, token, status] of attempts) {
      const before = await storeFingerprint();
      const res = await call(r.method, fixture.path, { token, body: fixture.body, form: fixture.form?.() });
      expect(res.status, `${label} → ${status}`).toBe(status);
      expect((await res.json()).error, label).toBeTruthy();
      expect(await storeFingerprint(), `${label} changed storage`).toBe(before);
    }
  });

  it('lets the right caller through', async () => {
    const fixture = await fixtures[name]!(matrixWorld);
    const token =
      fixture.token ??
      (fixture.caller === 'unverified'
        ? matrixWorld.unverified
        : r.access === 'admin' || r.access === 'staff'
          ? matrixWorld.admin
          : matrixWorld.reader);
    const staffWrite = r.method !== 'GET' && (r.access === 'admin' || r.access === 'staff') && !UNRECORDED_WRITES.has(name);
    const before = staffWrite ? new Set((await historyOf(matrixWorld.adminUser.id)).map((e) => e.id)) : null;
    const res = await call(r.method, fixture.path, { token, body: fixture.body, form: fixture.form?.() });
    expect(fixture.ok, `${name} answered ${res.status}: ${await res.clone().text()}`).toContain(res.status);
    if (!before || res.status >= 300) return;
    const added = (await historyOf(matrixWorld.adminUser.id)).filter((e) => !before.has(e.id));
    expect(added, `${name} left ${added.length} History entries`).toHaveLength(1);
    const [entry] = added;
    expect(entry!.actor).toEqual({ id: matrixWorld.adminUser.id, name: matrixWorld.adminUser.name, role: 'administrator' });
    expect(entry!.action).toMatch(/^[a-z0-9]+\.[a-z_]+$/);
    expect(entry!.target?.type, `${name} target`).toBeTruthy();
    const target = pathParams(r.path, fixture.path);
    const id = target.id ?? target.userId;
    if (id) expect(entry!.target!.id, `${name} target id`).toBe(id);
  });
});

describe('private reads behind public routes', () => {
  it('refuses non-approved comment lists to guests and readers', async () => {
    expect((await call('GET', `/api/comments/post/${matrixWorld.postId}?status=pending`)).status).toBe(401);
    expect(
      (await call('GET', `/api/comments/post/${matrixWorld.postId}?status=pending`, { token: matrixWorld.reader })).status,
    ).toBe(403);
    expect(
      (await call('GET', `/api/comments/post/${matrixWorld.postId}?status=pending`, { token: matrixWorld.admin })).status,
    ).toBe(200);
  });
});
