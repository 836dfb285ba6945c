/**
 * What reaches the API through the site's own routing (netlify.toml rewrites and netlify dev's
 * proxy), which the function-level API tests do not pass through.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { auth } from './helpers/admin';
import { newReader } from './helpers/reader';

test('encoded dot segments under /api get the API JSON 404, never a page', async ({ request }) => {
  for (const path of [
    '/api/posts/..%2F..%2Fetc%2Fpasswd',
    '/api/tags/..%2F..%2Fsettings',
    '/api/posts/..%2Fsettings',
    '/api/categories/%2E%2E%2F%2E%2E%2Fusers',
    '/api/comments/post/..%2F..%2F..%2Fadmin',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).toMatch(/^application\/json/);
    expect(await res.json(), path).toMatchObject({ code: 'NOT_FOUND' });
  }
});

test('a signed-in reader asking for an upload or an editor AI tool gets 403', async ({ request }) => {
  const reader = await newReader(request, 'uploader');
  const jpeg = readFileSync('public/images/seed/author-elena-marsh.jpg');
  const upload = await request.post('/api/upload/image', {
    headers: auth(reader.token),
    multipart: { image: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(upload.status()).toBe(403);
  expect(await upload.json()).toMatchObject({ code: 'FORBIDDEN' });
  const ai = await request.post('/api/ai/excerpt', { headers: auth(reader.token), data: { content: 'Words' } });
  expect(ai.status()).toBe(403);
});
