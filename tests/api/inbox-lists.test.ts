/** Comments, messages and subscribers are paged and ordered by the server, as the admin screens show them. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Comment, ContactMessage, Subscriber } from '@/shared/types';
import { call } from './helpers/dispatch';
import { makeWorld, type World } from './helpers/route-fixtures';

let w: World;
beforeAll(async () => {
  w = await makeWorld();
});

const pause = () => new Promise((r) => setTimeout(r, 5));
interface ListBody<T> {
  data: T[];
  meta: { total: number; limit: number; offset: number };
}
const list = async <T>(path: string, token = w.admin): Promise<ListBody<T>> => {
  const res = await call('GET', path, { token });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  return res.json();
};

/** Creates `n` items one after the other, each a little later than the last; answers their ids, oldest first. */
async function inOrder(n: number, create: (i: number) => Promise<Response>): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await create(i);
    expect(res.status).toBeLessThan(300);
    ids.push((await res.json()).data?.id);
    await pause();
  }
  return ids;
}

/** The same checks for each list: default page, newest and oldest first, deep pages, totals and refused parameters. */
async function checkPagingAndOrder(base: string, sep: '?' | '&', created: string[]) {
  const newest = [...created].reverse();
  const first = await list<{ id: string }>(base);
  expect(first.meta).toMatchObject({ limit: 20, offset: 0 });
  expect(first.data.slice(0, created.length).map((x) => x.id)).toEqual(newest);
  const total = first.meta.total;
  expect(total).toBeGreaterThanOrEqual(created.length);

  const page2 = await list<{ id: string }>(`${base}${sep}limit=2&offset=2`);
  expect(page2.meta).toEqual({ total, limit: 2, offset: 2 });
  expect(page2.data.map((x) => x.id)).toEqual(newest.slice(2, 4));
  expect((await list<{ id: string }>(`${base}${sep}sort=newest&limit=2&offset=2`)).data.map((x) => x.id)).toEqual(
    newest.slice(2, 4),
  );

  const oldestTail = await list<{ id: string }>(
    `${base}${sep}sort=oldest&limit=${created.length}&offset=${total - created.length}`,
  );
  expect(oldestTail.data.map((x) => x.id)).toEqual(created);
  expect((await list<{ id: string }>(`${base}${sep}offset=${total}`)).data).toEqual([]);

  for (const bad of ['sort=sideways', 'limit=0', 'limit=101', 'offset=-1']) {
    const res = await call('GET', `${base}${sep}${bad}`, { token: w.admin });
    expect(res.status, bad).toBe(400);
    expect((await res.json()).code).toBe('VALIDATION_FAILED');
  }
}

describe('comment moderation list', () => {
  it('pages newest first by default, and oldest first when asked', async () => {
    const ids = await inOrder(5, (i) =>
      call('POST', '/api/comments', { token: w.reader, body: { postId: w.postId, text: `Paged comment ${i}` } }),
    );
    await checkPagingAndOrder('/api/comments?status=all', '&', ids);
    const pending = await list<Comment>('/api/comments?status=pending&limit=100');
    expect(pending.data.every((c) => c.status === 'pending')).toBe(true);
  });

  it('keeps the comments under a post oldest first unless asked otherwise, and says what a bad sort is', async () => {
    const post = (
      await (
        await call('POST', '/api/posts', {
          token: w.admin,
          body: {
            title: `Sorted ${randomUUID()}`,
            content: '<p>x</p>',
            authorId: 'matrix-author',
            categoryId: 'matrix-cat',
            status: 'published',
          },
        })
      ).json()
    ).data;
    const ids = await inOrder(4, (i) =>
      call('POST', '/api/comments', { token: w.reader, body: { postId: post.id, text: `Thread ${i}` } }),
    );
    for (const id of ids) await call('PUT', `/api/comments/${id}/status`, { token: w.admin, body: { status: 'approved' } });
    expect((await list<Comment>(`/api/comments/post/${post.id}`, '')).data.map((c) => c.id)).toEqual(ids);
    expect((await list<Comment>(`/api/comments/post/${post.id}?sort=newest&limit=2`, '')).data.map((c) => c.id)).toEqual([
      ids[3],
      ids[2],
    ]);
    const bad = await call('GET', `/api/comments/post/${post.id}?sort=up`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('sort must be newest or oldest');
  });
});

describe('contact messages list', () => {
  it('pages newest first by default, and oldest first when asked', async () => {
    const ids = await inOrder(5, (i) =>
      call('POST', '/api/contact', {
        body: { name: `Sender ${i}`, email: 'pager@example.test', message: `Message number ${i} for paging` },
      }),
    );
    await checkPagingAndOrder('/api/contact', '?', ids);
    expect((await list<ContactMessage>('/api/contact?limit=1')).data[0]!.message).toBe('Message number 4 for paging');
  });
});

describe('subscribers list', () => {
  it('pages newest first by default, and oldest first when asked', async () => {
    const emails: string[] = [];
    await inOrder(5, async (i) => {
      emails.push(`pager-${i}-${randomUUID().slice(0, 6)}@example.test`);
      return call('POST', '/api/subscribers/subscribe', { body: { email: emails[i] } });
    });
    const first = await list<Subscriber>('/api/subscribers?limit=5');
    expect(first.data.map((s) => s.email)).toEqual([...emails].reverse());
    await checkPagingAndOrder('/api/subscribers', '?', first.data.map((s) => s.id).reverse());
  });

  it('orders by email across pages when asked, every subscriber once', async () => {
    const { meta } = await list<Subscriber>('/api/subscribers?limit=1');
    const seen: string[] = [];
    for (let offset = 0; offset < meta.total; offset += 7)
      seen.push(...(await list<Subscriber>(`/api/subscribers?sort=email&limit=7&offset=${offset}`)).data.map((s) => s.email));
    expect(seen).toHaveLength(meta.total);
    expect(new Set(seen).size).toBe(meta.total);
    expect(seen).toEqual([...seen].sort((a, b) => a.localeCompare(b, 'en')));
    const bad = await call('GET', '/api/subscribers?sort=name', { token: w.admin });
    expect((await bad.json()).error).toBe('sort must be newest, oldest or email');
  });

  it('is for admins only, paged or not', async () => {
    for (const path of ['/api/subscribers?limit=2', '/api/contact?sort=oldest', '/api/comments?sort=oldest']) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', path, { token: w.reader })).status).toBe(403);
    }
  });
});
