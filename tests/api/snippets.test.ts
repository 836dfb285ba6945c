/** /api/snippets: admin-only CRUD over the shared store, validated and sanitised on write. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Snippet } from '@/shared/types';
import { isRecordId } from '@/shared/ids';
import { call } from './helpers/dispatch';
import { storeFingerprint } from './helpers/fingerprint';
import { makeUser } from './helpers/users';

const run = randomUUID().slice(0, 6);
let admin: string;
let otherAdmin: string;
let reader: string;

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
  otherAdmin = (await makeUser({ admin: true, name: 'Second Admin' })).token;
  reader = (await makeUser()).token;
});

const fields = (name: string) => ({
  name,
  description: 'A box',
  icon: 'InfoIcon',
  content: '<blockquote><p>Note</p></blockquote>',
});

async function create(body: unknown, token = admin): Promise<Snippet> {
  const res = await call('POST', '/api/snippets', { token, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data;
}

const list = async (token = admin): Promise<Snippet[]> => (await (await call('GET', '/api/snippets', { token })).json()).data;

describe('snippets CRUD', () => {
  it('creates with a random id the router accepts, reads it back, updates and deletes it', async () => {
    const made = await create(fields(`  Info ${run}  `));
    expect(made).toMatchObject({
      name: `Info ${run}`,
      description: 'A box',
      icon: 'InfoIcon',
      content: '<blockquote><p>Note</p></blockquote>',
    });
    expect(made.id).toMatch(/^[0-9a-f]{24}$/);
    expect(isRecordId(made.id)).toBe(true);
    expect(made.createdAt).toBe(made.updatedAt);
    const second = await create(fields(`Info ${run}`));
    expect(second.id).not.toBe(made.id);

    const got = await call('GET', `/api/snippets/${made.id}`, { token: admin });
    expect((await got.json()).data).toEqual(made);

    const put = await call('PUT', `/api/snippets/${made.id}`, {
      token: admin,
      body: { ...fields(`Renamed ${run}`), icon: 'StarIcon' },
    });
    expect(put.status).toBe(200);
    const updated: Snippet = (await put.json()).data;
    expect(updated).toMatchObject({ id: made.id, name: `Renamed ${run}`, icon: 'StarIcon', createdAt: made.createdAt });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(made.updatedAt));
    expect((await list()).find((s) => s.id === made.id)?.name).toBe(`Renamed ${run}`);

    const del = await call('DELETE', `/api/snippets/${made.id}`, { token: admin });
    expect(del.status).toBe(200);
    expect((await del.json()).data).toEqual({ id: made.id });
    expect((await call('GET', `/api/snippets/${made.id}`, { token: admin })).status).toBe(404);
    expect((await list()).some((s) => s.id === made.id)).toBe(false);
  });

  it('answers 404 for an unknown id on read, update and delete, writing nothing', async () => {
    const before = await storeFingerprint();
    expect((await call('GET', '/api/snippets/no-such-snippet', { token: admin })).status).toBe(404);
    expect((await call('PUT', '/api/snippets/no-such-snippet', { token: admin, body: fields('X') })).status).toBe(404);
    expect((await call('DELETE', '/api/snippets/no-such-snippet', { token: admin })).status).toBe(404);
    expect(await storeFingerprint()).toBe(before);
  });

  it('lists by name, case-insensitively, then oldest first for equal names', async () => {
    const tag = `sort-${run}`;
    const b = await create(fields(`${tag} beta`));
    const a1 = await create(fields(`${tag} Alpha`));
    const a2 = await create(fields(`${tag} alpha`));
    const mine = (await list()).filter((s) => s.name.startsWith(tag));
    expect(mine.map((s) => s.id)).toEqual([a1.id, a2.id, b.id]);
  });

  it('is shared: what one admin saves, another admin sees and can change', async () => {
    const made = await create(fields(`Shared ${run}`), admin);
    expect((await list(otherAdmin)).some((s) => s.id === made.id)).toBe(true);
    const put = await call('PUT', `/api/snippets/${made.id}`, { token: otherAdmin, body: fields(`Shared ${run} v2`) });
    expect(put.status).toBe(200);
    expect((await list(admin)).find((s) => s.id === made.id)?.name).toBe(`Shared ${run} v2`);
  });
});

describe('snippets access', () => {
  it('refuses guests (401) and readers (403) on every method, changing nothing', async () => {
    const made = await create(fields(`Private ${run}`));
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/snippets'],
      ['GET', `/api/snippets/${made.id}`],
      ['POST', '/api/snippets', fields('Sneaky')],
      ['PUT', `/api/snippets/${made.id}`, fields('Sneaky')],
      ['DELETE', `/api/snippets/${made.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const before = await storeFingerprint();
      const guest = await call(method, path, { body });
      expect(guest.status, `guest ${method} ${path}`).toBe(401);
      expect((await guest.json()).data).toBeUndefined();
      const asReader = await call(method, path, { token: reader, body });
      expect(asReader.status, `reader ${method} ${path}`).toBe(403);
      expect((await asReader.json()).data).toBeUndefined();
      expect(await storeFingerprint(), `${method} ${path}`).toBe(before);
    }
  });
});

describe('snippets validation', () => {
  it('needs a name and content that are not blank after trimming, naming each problem', async () => {
    const existing = await create(fields(`Valid ${run}`));
    const before = await storeFingerprint();
    const res = await call('POST', '/api/snippets', { token: admin, body: { name: '   ', description: 'd', content: ' \n ' } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual([
      { field: 'name', msg: 'Name is required' },
      { field: 'content', msg: 'Content is required' },
    ]);
    const missing = await call('PUT', `/api/snippets/${existing.id}`, { token: admin, body: { description: 'only' } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors.map((e: { field: string }) => e.field)).toEqual(['name', 'content']);
    expect(await storeFingerprint()).toBe(before);
  });

  it('makes the description optional and defaults a missing or unknown icon to PenSquareIcon', async () => {
    const bare = await create({ name: `Bare ${run}`, content: '<p>x</p>' });
    expect(bare).toMatchObject({ description: '', icon: 'PenSquareIcon' });
    const unknown = await create({ ...fields(`Rocket ${run}`), icon: 'RocketIcon' });
    expect(unknown.icon).toBe('PenSquareIcon');
    const wrongType = await call('POST', '/api/snippets', { token: admin, body: { ...fields('Typed'), icon: 42 } });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).errors).toEqual([{ field: 'icon', msg: 'Icon must be an icon name' }]);
  });
});

describe('snippets sanitising', () => {
  it('strips script and event handlers from content on create and update, keeping the rest', async () => {
    const made = await create({
      ...fields(`Unsafe ${run}`),
      content: '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)">',
    });
    expect(made.content).toContain('<p>Hi</p><img');
    const stored: Snippet = (await (await call('GET', `/api/snippets/${made.id}`, { token: admin })).json()).data;
    expect(stored.content).toBe(made.content);
    expect(stored.content).not.toMatch(/script|alert|onclick|onerror/);

    const put = await call('PUT', `/api/snippets/${made.id}`, {
      token: admin,
      body: { ...fields(`Unsafe ${run}`), content: '<h3>Title</h3><a href="javascript:alert(1)">x</a><script>alert(3)</script>' },
    });
    const updated: Snippet = (await put.json()).data;
    expect(updated.content).toContain('<h3>Title</h3>');
    expect(updated.content).not.toMatch(/javascript:|script|alert/);
  });

  it('refuses content that is nothing but unsafe markup', async () => {
    const before = await storeFingerprint();
    const res = await call('POST', '/api/snippets', {
      token: admin,
      body: { ...fields(`Empty ${run}`), content: '<script>alert(1)</script>' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      { field: 'content', msg: 'Content has nothing left once unsafe HTML is removed' },
    ]);
    expect(await storeFingerprint()).toBe(before);
  });
});
