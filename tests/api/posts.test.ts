import { createServer } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPostRecord } from '@/server/repos/posts';
import { call } from './helpers/dispatch';
import { makeWorld, type World } from './helpers/route-fixtures';
import { makeUser } from './helpers/users';

let w: World;
const base = { excerpt: 'An excerpt', authorId: 'matrix-author', categoryId: 'matrix-cat' };
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const create = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/api/posts', { token: w.admin, body: { ...base, ...body } });
  expect(res.status).toBe(201);
  return (await res.json()).data;
};

beforeAll(async () => {
  w = await makeWorld();
});

describe('posts', () => {
  it('creates with server-computed reading time, tags by name reused case-insensitively', async () => {
    const first = await create({
      title: 'Tagged one',
      content: `<p>${words(401)}</p>`,
      tags: ['Deep Sea', 'deep sea', 'Whales'],
      readingTime: 99,
      status: 'published',
    });
    expect(first.readingTime).toBe(3);
    expect(first.tags.map((t: { name: string }) => t.name)).toEqual(['Deep Sea', 'Whales']);
    const second = await create({
      title: 'Tagged two',
      content: '<p>short</p>',
      tags: ['DEEP SEA', { name: 'whales' }],
      status: 'published',
    });
    expect(second.tags.map((t: { id: string }) => t.id)).toEqual(first.tags.map((t: { id: string }) => t.id));
    expect(second.category).toEqual({ id: 'matrix-cat', name: 'Matrix' });
    expect(second.author).toMatchObject({ id: 'matrix-author', name: 'Matrix Author' });
  });

  it('gives ten posts with one title, created at once, ten different ids, each with its own body', async () => {
    const title = `One title ${Date.now().toString(36)}`;
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create({ title, content: `<p>Body ${i}</p>`, status: 'draft' })),
    );
    expect(new Set(made.map((p: { id: string }) => p.id)).size).toBe(10);
    for (const [i, p] of made.entries()) {
      const read = await (await call('GET', `/api/posts/${p.id}`, { token: w.admin })).json();
      expect(read.data.content).toBe(`<p>Body ${i}</p>`);
    }
  });
  it('lists summaries with meta, filters and search, never bodies', async () => {
    const p = await create({
      title: 'Aurora borealis field notes',
      content: '<p>magnetosphere particles</p>',
      tags: ['Sky'],
      status: 'published',
    });
    const list = await (await call('GET', '/api/posts?limit=2&offset=0')).json();
    expect(list.meta).toMatchObject({ limit: 2, offset: 0 });
    expect(list.meta.total).toBeGreaterThanOrEqual(3);
    expect(list.data).toHaveLength(2);
    expect(list.data[0]).not.toHaveProperty('content');
    const tagId = p.tags[0].id;
    expect((await (await call('GET', `/api/posts?tag=${tagId}`)).json()).data.map((x: { id: string }) => x.id)).toEqual([p.id]);
    for (const q of ['AURORA', 'magnetosphere', 'matrix author', 'matrix']) {
      const found = (await (await call('GET', `/api/posts?q=${encodeURIComponent(q)}`)).json()).data.map(
        (x: { id: string }) => x.id,
      );
      expect(found, q).toContain(p.id);
    }
    expect((await (await call('GET', '/api/posts?q=%20')).json()).data).toEqual([]);
    expect((await call('GET', '/api/posts?limit=1000')).status).toBe(400);
  });

  it('keeps a revision when the content changes and dates a draft when first published', async () => {
    const draft = await create({ title: 'Revisions', content: '<p>first</p>', status: 'draft', publishedDate: undefined });
    const res = await call('PUT', `/api/posts/${draft.id}`, {
      token: w.admin,
      body: { ...base, title: 'Revisions', content: '<p>second</p>', status: 'published' },
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()).data;
    expect(updated.history).toHaveLength(1);
    expect(updated.history[0].content).toBe('<p>first</p>');
    expect(new Date(updated.publishedDate).getTime()).toBeGreaterThanOrEqual(new Date(draft.publishedDate).getTime());
    expect(updated.status).toBe('published');
  });

  it('stores and answers a date sent with an offset in UTC, on create and on update', async () => {
    const title = `Offset ${Date.now().toString(36)}`;
    const post = await create({ title, content: '<p>x</p>', status: 'published', publishedDate: '2026-11-28T03:13:29+05:30' });
    const utc = '2026-11-27T21:43:29.000Z';
    expect(post.publishedDate).toBe(utc);
    expect((await getPostRecord(post.id))!.publishedDate).toBe(utc);
    expect((await (await call('GET', `/api/posts/${post.id}`)).json()).data.publishedDate).toBe(utc);
    const listed = (await (await call('GET', `/api/posts?q=${encodeURIComponent(title)}`)).json()).data;
    expect(listed.map((p: { publishedDate: string }) => p.publishedDate)).toEqual([utc]);

    // Scheduling takes a date the same way.
    const res = await call('PUT', `/api/posts/${post.id}`, {
      token: w.admin,
      body: { ...base, title, content: '<p>x</p>', status: 'scheduled', publishedDate: '2099-06-01T09:30:00-04:00' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data.publishedDate).toBe('2099-06-01T13:30:00.000Z');
    expect((await getPostRecord(post.id))!.publishedDate).toBe('2099-06-01T13:30:00.000Z');
  });

  it('refuses unknown references and unknown posts', async () => {
    const bad = await call('POST', '/api/posts', {
      token: w.admin,
      body: { title: 'x', authorId: 'nobody', categoryId: 'nothing' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.map((e: { field: string }) => e.field).sort()).toEqual(['authorId', 'categoryId']);
    expect((await call('PUT', '/api/posts/nope', { token: w.admin, body: { ...base, title: 'x' } })).status).toBe(404);
    expect((await call('DELETE', '/api/posts/nope', { token: w.admin })).status).toBe(404);
    expect((await call('GET', '/api/posts/nope')).status).toBe(404);
    expect((await call('PATCH', '/api/posts/nope')).status).toBe(405);
  });

  it('counts a like once per user and lowers it on unlike', async () => {
    const post = await create({ title: 'Likeable', content: '<p>x</p>', status: 'published' });
    const a = await makeUser();
    const b = await makeUser();
    const like = (token: string, liked: boolean) =>
      call('POST', `/api/posts/${post.id}/like`, { token, body: { liked } }).then((r) => r.json());
    expect(await like(a.token, true)).toEqual({ data: 1 });
    expect(await like(a.token, true)).toEqual({ data: 1 });
    expect(await like(b.token, true)).toEqual({ data: 2 });
    expect(await like(a.token, false)).toEqual({ data: 1 });
    expect((await (await call('GET', `/api/posts/${post.id}`)).json()).data.likes).toBe(1);
    const seenBy = async (token?: string) =>
      (await (await call('GET', `/api/posts/${post.id}`, { token })).json()).data.likedByMe;
    expect(await seenBy(b.token)).toBe(true);
    expect(await seenBy(a.token)).toBe(false);
    expect(await seenBy()).toBeUndefined();
  });

  it('deletes a post', async () => {
    const post = await create({ title: 'Short lived', content: '<p>x</p>', status: 'published' });
    expect((await call('DELETE', `/api/posts/${post.id}`, { token: w.admin })).status).toBe(200);
    expect((await call('GET', `/api/posts/${post.id}`, { token: w.admin })).status).toBe(404);
  });

  it('asks for a rebuild after publishing, and never for a draft', async () => {
    const hits: string[] = [];
    const server = createServer((req, res) => {
      hits.push(req.method ?? '');
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, r));
    process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
    try {
      await create({ title: 'Quiet draft', content: '<p>x</p>', status: 'draft' });
      expect(hits).toEqual([]);
      await create({ title: 'Loud post', content: '<p>x</p>', status: 'published' });
      expect(hits).toEqual(['POST']);
    } finally {
      delete process.env.BUILD_HOOK_URL;
      server.close();
    }
  });
});
