/**
 * History (DESIGN.md, Staff accounts and History): staff sign-ins and writes recorded with who, what
 * and where; settings changes name their keys, never their values; newest first, 50 a page, with a
 * cursor and filters; kept 365 days; no route edits or deletes an entry. The permission matrix
 * (permissions.test.ts) checks that every staff write leaves exactly one entry.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/shared/types';
import { hashPassword } from '@/server/auth/passwords';
import { updateUser } from '@/server/repos/users';
import { recordAudit, pruneAudit } from '@/server/services/audit';
import { resetClock, setClock } from '@/server/clock';
import { authors, categories } from '@/server/repos/taxonomy';
import { toStoredSettings } from '@/shared/settings';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

const PASSWORD = 'history-pass-1';
let admin: Awaited<ReturnType<typeof makeUser>>;

async function history(query: string, token = admin.token): Promise<{ data: AuditEntry[]; nextCursor: string | null }> {
  const res = await call('GET', `/api/audit?${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = await res.json();
  expect(body.meta.nextCursor).toBe(body.nextCursor);
  return body;
}

async function withPassword(opts: Parameters<typeof makeUser>[0]) {
  const made = await makeUser(opts);
  const passwordHash = await hashPassword(PASSWORD);
  await updateUser(made.user.id, (u) => ({ ...u!, passwordHash }));
  return made;
}

const login = (email: string, password: string) =>
  call('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': '198.51.100.23' } });

beforeAll(async () => {
  admin = await makeUser({ admin: true, name: 'History Owner' });
  await categories.save({ id: 'h-cat', name: 'History', description: '', imageUrl: '' });
  await authors.save({ id: 'h-author', name: 'History Author', avatarUrl: '', bio: '', followers: 0 });
});
afterEach(() => resetClock());

describe('History', () => {
  it('records a staff member signing in and failing to, with the network, and not a reader', async () => {
    const editor = await withPassword({ role: 'editor', name: 'Edith Editor' });
    const reader = await withPassword({ name: 'Rita Reader' });
    expect((await login(editor.user.email, 'wrong-password')).status).toBe(401);
    expect((await login(editor.user.email, PASSWORD)).status).toBe(200);
    expect((await login(reader.user.email, PASSWORD)).status).toBe(200);

    const mine = (await history(`actor=${editor.user.id}`)).data;
    expect(mine.map((e) => e.action)).toEqual(['login.succeeded', 'login.failed']);
    expect(mine[0]).toMatchObject({
      actor: { id: editor.user.id, name: 'Edith Editor', role: 'editor' },
      target: { type: 'user', id: editor.user.id, title: 'Edith Editor' },
      ip: '198.51.100.0/24',
    });
    expect((await history(`actor=${reader.user.id}`)).data).toEqual([]);
  });

  it('names what a write changed: a post published and deleted, a role changed, the settings changed', async () => {
    const owner = await makeUser({ admin: true, name: 'Olive Owner' });
    const post = await call('POST', '/api/posts', {
      token: owner.token,
      body: { title: 'History headline', content: '<p>Body</p>', authorId: 'h-author', categoryId: 'h-cat', status: 'published' },
    });
    expect(post.status, await post.clone().text()).toBe(201);
    const postId = (await post.json()).data.id;
    expect((await call('DELETE', `/api/posts/${postId}`, { token: owner.token })).status).toBe(200);

    const staff = await makeUser({ role: 'author', name: 'Arthur Author' });
    expect((await call('PUT', `/api/users/${staff.user.id}`, { token: owner.token, body: { role: 'editor' } })).status).toBe(200);

    const settings = (await (await call('GET', '/api/settings')).json()).data;
    const changed = { ...toStoredSettings(settings), title: 'A title nobody should find in History' };
    const put = await call('PUT', '/api/settings', { token: owner.token, body: changed });
    expect(put.status, await put.clone().text()).toBe(200);

    const entries = (await history(`actor=${owner.user.id}`)).data;
    expect(entries.map((e) => [e.action, e.target?.type, e.target?.title])).toEqual([
      ['settings.updated', 'settings', 'Settings'],
      ['user.role_changed', 'user', 'Arthur Author'],
      ['post.deleted', 'post', 'History headline'],
      ['post.published', 'post', 'History headline'],
    ]);
    expect(entries[0]!.keys).toEqual(['title']);
    expect(JSON.stringify(entries)).not.toContain('nobody should find');
    expect(entries[1]!.target!.id).toBe(staff.user.id);
    expect(entries[2]!.target!.id).toBe(postId);
  });

  it('pages newest first, 50 at a time, and filters by person and action', async () => {
    const busy = await makeUser({ role: 'editor', name: 'Busy Editor' });
    for (let i = 0; i < 55; i++) {
      const action = i % 5 === 0 ? 'tag.created' : 'post.updated';
      await recordAudit(busy.user, { action, target: { type: 'post', id: `p${i}`, title: `Post ${i}` } }, '203.0.113.9');
    }
    const first = await history(`actor=${busy.user.id}`);
    expect(first.data).toHaveLength(50);
    expect(first.data[0]!.target!.title).toBe('Post 54');
    const at = first.data.map((e) => e.at);
    expect([...at].sort().reverse()).toEqual(at);
    expect(first.nextCursor).toBeTruthy();
    const second = await history(`actor=${busy.user.id}&before=${first.nextCursor}`);
    expect(second.data.map((e) => e.target!.title)).toEqual(['Post 4', 'Post 3', 'Post 2', 'Post 1', 'Post 0']);
    expect(second.nextCursor).toBeNull();

    const tags = await history(`actor=${busy.user.id}&action=tag.created&limit=5`);
    expect(tags.data.map((e) => e.target!.title)).toEqual(['Post 50', 'Post 45', 'Post 40', 'Post 35', 'Post 30']);
    const byPrefix = await history(`actor=${busy.user.id}&action=tag`);
    expect(byPrefix.data).toHaveLength(11);
    expect((await history(`actor=${busy.user.id}&before=2000-01-01`)).data).toEqual([]);
  });

  it('is for administrators, and no route edits or deletes an entry', async () => {
    const editor = await makeUser({ role: 'editor' });
    expect((await call('GET', '/api/audit', { token: editor.token })).status).toBe(403);
    expect((await call('GET', '/api/audit')).status).toBe(401);
    expect((await call('GET', '/api/audit?before=yesterday', { token: admin.token })).status).toBe(400);

    const entry = await recordAudit(editor.user, { action: 'post.updated', target: null }, '203.0.113.1');
    for (const [method, path] of [
      ['PUT', `/api/audit/${entry.id}`],
      ['DELETE', `/api/audit/${entry.id}`],
      ['DELETE', '/api/audit'],
      ['PUT', '/api/audit'],
      ['POST', '/api/audit'],
    ] as const) {
      const res = await call(method, path, { token: admin.token, body: { action: 'login.succeeded' } });
      expect([404, 405], `${method} ${path}`).toContain(res.status);
    }
    const kept = (await history(`actor=${editor.user.id}`)).data;
    expect(kept).toEqual([entry]);
  });

  it('keeps entries 365 days', async () => {
    const old = await makeUser({ role: 'author', name: 'Long Gone' });
    const day = 86_400_000;
    for (const age of [400, 366, 300]) {
      setClock(() => Date.now() - age * day);
      await recordAudit(
        old.user,
        { action: 'post.updated', target: { type: 'post', id: `age-${age}`, title: `${age} days` } },
        '',
      );
    }
    resetClock();
    await pruneAudit();
    expect((await history(`actor=${old.user.id}`)).data.map((e) => e.target!.title)).toEqual(['300 days']);
  });
});
