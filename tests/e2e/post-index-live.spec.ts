/** The post index against the running server: many admins creating at once lose no post.
 *  Kept to 200 posts here; tests/api/post-index.test.ts runs the full 1,000 against the same store code. */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminToken } from './helpers/admin';
import { SEEDED_CATEGORY } from './helpers/seeded';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

test('200 posts created 8 at a time (the API suite does 1,000) all appear in the list, with the right total', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const token = await adminToken(request);
  const run = randomUUID().slice(0, 8);
  const author = await request.post('/api/authors', {
    headers: auth(token),
    data: { name: `Crowd ${run}`, bio: 'Writes a lot.', avatarUrl: '/images/seed/author-elena-marsh.jpg' },
  });
  expect(author.status()).toBe(201);
  const authorId = (await author.json()).data.id as string;
  const categoryId = SEEDED_CATEGORY.id;

  const ids: string[] = [];
  await inBatches(
    Array.from({ length: 200 }, (_, i) => i),
    8,
    async (i) => {
      const res = await request.post('/api/posts', {
        headers: auth(token),
        data: { title: `Crowd ${run} ${i}`, excerpt: '', content: `<p>Post ${i}</p>`, authorId, categoryId, status: 'draft' },
      });
      expect(res.status()).toBe(201);
      ids.push((await res.json()).data.id);
    },
  );

  const listed: string[] = [];
  let total = -1;
  for (let offset = 0; offset < 300; offset += 100) {
    const page = await (
      await request.get('/api/posts', { headers: auth(token), params: { author: authorId, status: 'all', limit: 100, offset } })
    ).json();
    total = page.meta.total;
    listed.push(...page.data.map((p: { id: string }) => p.id));
  }
  expect(total).toBe(200);
  expect(new Set(listed)).toEqual(new Set(ids));

  await inBatches(ids, 8, (id) => request.delete(`/api/posts/${id}`, { headers: auth(token) }));
  await request.delete(`/api/authors/${authorId}`, { headers: auth(token) });
  expect(
    (await (await request.get('/api/posts', { headers: auth(token), params: { author: authorId, status: 'all' } })).json()).meta
      .total,
  ).toBe(0);
});
