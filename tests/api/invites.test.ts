/**
 * Staff invitations over a real SMTP server (the local mail catcher): an invitation within the
 * inviter's rights is mailed with a signed link that makes the account once, with the role and an
 * author profile; anything else is refused and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapturedMail } from '@/shared/types';
import { findUserByEmail } from '@/server/repos/users';
import { authors } from '@/server/repos/taxonomy';
import { startMailCatcher, type MailCatcher } from '../../scripts/mail-catcher';
import { call } from './helpers/dispatch';
import { storeFingerprint } from './helpers/fingerprint';
import { makeUser } from './helpers/users';

const SITE = 'https://blog.example.test';
const saved: Record<string, string | undefined> = {};
const inbox: CapturedMail[] = [];
let catcher: MailCatcher;
let admin: string;
let editor: string;
let author: string;

beforeAll(async () => {
  catcher = await startMailCatcher({ onMail: (m) => inbox.push(m) });
  for (const [k, v] of Object.entries({ SMTP_URL: catcher.url, SITE_URL: SITE })) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  admin = (await makeUser({ admin: true })).token;
  editor = (await makeUser({ role: 'editor' })).token;
  author = (await makeUser({ role: 'author' })).token;
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await catcher.close();
});

const email = () => `invitee-${randomUUID().slice(0, 8)}@example.test`;
const inviteAs = (token: string, body: unknown) => call('POST', '/api/invites', { token, body });
const tokenOf = (acceptUrl: string) => new URL(acceptUrl).searchParams.get('token')!;
const accept = (token: string, name = 'Nadia Writer', password = 'secret123') =>
  call('POST', '/api/invites/accept', { body: { token, name, password } });

describe('invitations', () => {
  it('mails a single-use link that makes the account with its role and an author profile, signed in', async () => {
    const to = email();
    const res = await inviteAs(admin, { email: to, role: 'author' });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toEqual({
      id: expect.any(String),
      email: to,
      role: 'author',
      expiresAt: expect.any(String),
      acceptUrl: expect.any(String),
    });
    expect(data.acceptUrl.startsWith(`${SITE}/invite?token=`)).toBe(true);
    const days = (Date.parse(data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await expect.poll(() => inbox.filter((m) => m.to.includes(to)).length).toBe(1);
    expect(inbox.find((m) => m.to.includes(to))!.text).toContain(data.acceptUrl);

    const joined = await accept(tokenOf(data.acceptUrl));
    expect(joined.status).toBe(200);
    const session = (await joined.json()).data;
    expect(session.user).toMatchObject({ email: to, name: 'Nadia Writer', role: 'author', isAdmin: false, isVerified: true });
    expect((await authors.get(session.user.authorId))?.name).toBe('Nadia Writer');
    expect((await call('GET', '/api/auth/me', { token: session.token })).status).toBe(200);

    const before = await storeFingerprint();
    const again = await accept(tokenOf(data.acceptUrl), 'Someone Else');
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('INVITE_INVALID');
    expect(await storeFingerprint()).toBe(before);
  });

  it('raises an existing reader to the role', async () => {
    const reader = await makeUser();
    const { data } = await (await inviteAs(admin, { email: reader.user.email, role: 'contributor' })).json();
    const res = await accept(tokenOf(data.acceptUrl));
    expect(res.status).toBe(200);
    expect((await res.json()).data.user).toMatchObject({ id: reader.user.id, role: 'contributor' });
    expect((await findUserByEmail(reader.user.email))?.authorId).toEqual(expect.any(String));
  });

  it("stays within the inviter's rights: an editor invites contributors and authors only, an author nobody", async () => {
    const before = await storeFingerprint();
    for (const [token, role, status] of [
      [editor, 'editor', 403],
      [editor, 'administrator', 403],
      [author, 'contributor', 403],
      [admin, 'reader', 400],
    ] as const) {
      const res = await inviteAs(token, { email: email(), role });
      expect(res.status, `${role}`).toBe(status);
    }
    expect(await storeFingerprint()).toBe(before);
    expect((await inviteAs(editor, { email: email(), role: 'author' })).status).toBe(201);
  });

  it('refuses forged, wrong-purpose and expired links, changing nothing', async () => {
    const secret = new TextEncoder().encode(process.env.JWT_SECRET!);
    const { data } = await (await inviteAs(admin, { email: email(), role: 'author' })).json();
    const id = data.id as string;
    const sign = (claims: Record<string, unknown>, exp: number) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(id).setExpirationTime(exp).sign(secret);
    const now = Math.floor(Date.now() / 1000);
    const before = await storeFingerprint();
    for (const token of [
      `${tokenOf(data.acceptUrl)}x`,
      await sign({ purpose: 'subscriber-confirm' }, now + 3600),
      await sign({ purpose: 'staff-invite' }, now - 60),
      await sign({}, now + 3600),
    ]) {
      const res = await accept(token);
      expect(res.status).toBe(400);
    }
    expect(await storeFingerprint()).toBe(before);
  });
});
