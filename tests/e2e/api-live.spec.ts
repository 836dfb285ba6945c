/** API behaviour that needs the real running server: concurrency, the rebuild hook, binary bodies. */
import { readFileSync } from 'node:fs';
import { PORTS } from './helpers/ports';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { adminToken } from './helpers/admin';
import { makeReaders } from './helpers/store';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test.describe('likes under concurrency', () => {
  test('200 different users liking one post, 50 at once, end at exactly 200', async ({ request }) => {
    test.setTimeout(180_000);
    const token = await adminToken(request);
    const created = await request.post('/api/posts', {
      headers: auth(token),
      data: {
        title: `Concurrency ${Date.now()}`,
        excerpt: 'Likes race',
        content: '<p>Race</p>',
        authorId: SEEDED_AUTHOR.id,
        categoryId: SEEDED_CATEGORY.id,
        status: 'published',
      },
    });
    expect(created.status()).toBe(201);
    const postId = (await created.json()).data.id;

    const readers = await makeReaders(200);
    // 50 at once race for the post's count as well as 200 would; `netlify dev` starts a worker per
    // request, and 200 at once on a busy 2-core machine outlast its 30 s function timeout.
    const results = [];
    for (let i = 0; i < readers.length; i += 50)
      results.push(
        ...(await Promise.all(
          readers
            .slice(i, i + 50)
            .map((r) => request.post(`/api/posts/${postId}/like`, { headers: auth(r.token), data: { liked: true } })),
        )),
      );
    expect(results.filter((r) => r.status() !== 200).map((r) => r.status())).toEqual([]);
    expect((await (await request.get(`/api/posts/${postId}`)).json()).data.likes).toBe(200);

    const twice = await request.post(`/api/posts/${postId}/like`, { headers: auth(readers[0]!.token), data: { liked: true } });
    expect(await twice.json()).toEqual({ data: 200 });
    const unliked = await request.post(`/api/posts/${postId}/like`, { headers: auth(readers[0]!.token), data: { liked: false } });
    expect(await unliked.json()).toEqual({ data: 199 });
    expect((await (await request.get(`/api/posts/${postId}`)).json()).data.likes).toBe(199);

    await request.delete(`/api/posts/${postId}`, { headers: auth(token) });
  });
});

test.describe('rebuild hook', () => {
  let server: Server;
  const hits: { method: string; url: string }[] = [];
  const hookPort = PORTS.buildHook;

  test.beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push({ method: req.method ?? '', url: req.url ?? '' });
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(hookPort, resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('publishing a post POSTs to BUILD_HOOK_URL', async ({ request }) => {
    const token = await adminToken(request);
    const before = hits.length;
    const res = await request.post('/api/posts', {
      headers: auth(token),
      data: {
        title: `Hook ${Date.now()}`,
        excerpt: 'x',
        content: '<p>Hook</p>',
        authorId: SEEDED_AUTHOR.id,
        categoryId: SEEDED_CATEGORY.id,
        status: 'published',
      },
    });
    expect(res.status()).toBe(201);
    await expect.poll(() => hits.slice(before).filter((h) => h.method === 'POST').length, { timeout: 10_000 }).toBeGreaterThan(0);
    const status = await (await request.get('/api/build-status', { headers: auth(token) })).json();
    expect(status.data.lastRequestedAt).toBeTruthy();
    await request.delete(`/api/posts/${(await res.json()).data.id}`, { headers: auth(token) });
  });
});

test.describe('binary bodies over HTTP', () => {
  test('an uploaded JPEG comes back byte for byte; a 5 MB upload and an SVG are refused', async ({ request }) => {
    const token = await adminToken(request);
    const jpeg = readFileSync('public/images/seed/author-elena-marsh.jpg');
    const up = await request.post('/api/upload/image', {
      headers: auth(token),
      multipart: { image: { name: 'elena.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
    });
    expect(up.status()).toBe(201);
    const { url, id } = (await up.json()).data;

    const served = await request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(await served.body(), jpeg)).toBe(0);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await request.post('/api/upload/image', {
      headers: auth(token),
      multipart: { image: { name: 'x.png', mimeType: 'image/png', buffer: svg } },
    });
    expect(refused.status()).toBe(415);
    const big = await request.post('/api/upload/image', {
      headers: auth(token),
      multipart: { image: { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024, 1) } },
    });
    expect(big.status()).toBe(413);

    expect((await request.delete(`/api/upload/image/${id}`, { headers: auth(token) })).status()).toBe(200);
    expect((await request.get(url)).status()).toBe(404);
  });
});

test.describe('routing', () => {
  test('an unknown /api path answers the JSON 404; the AI function keeps its own path', async ({ request }) => {
    const res = await request.get('/api/no-such-thing/here');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    const ai = await request.post('/api/ai/summary', { data: {} });
    expect([400, 503]).toContain(ai.status());
    expect((await ai.json()).code).not.toBe('NOT_FOUND');
  });
});
