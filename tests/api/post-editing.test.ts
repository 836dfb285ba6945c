/** What keeps two editors from overwriting each other, and earlier versions private. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/dispatch';
import { makeWorld, type World } from './helpers/route-fixtures';

let w: World;
const body = (content: string, extra: Record<string, unknown> = {}) => ({
  title: 'Versioned post',
  excerpt: 'e',
  content,
  authorId: 'matrix-author',
  categoryId: 'matrix-cat',
  status: 'published',
  ...extra,
});

beforeAll(async () => {
  w = await makeWorld();
});

async function newPost(): Promise<string> {
  const res = await call('POST', '/api/posts', { token: w.admin, body: body('<p>First version</p>') });
  expect(res.status).toBe(201);
  return (await res.json()).data.id;
}

describe('post revisions and edit conflicts', () => {
  it('answers earlier versions to admins only', async () => {
    const id = await newPost();
    expect((await call('PUT', `/api/posts/${id}`, { token: w.admin, body: body('<p>Second version</p>') })).status).toBe(200);
    const asAdmin = await (await call('GET', `/api/posts/${id}`, { token: w.admin })).json();
    expect(asAdmin.data.history.map((r: { content: string }) => r.content)).toEqual(['<p>First version</p>']);
    for (const token of [undefined, w.reader]) {
      const res = await (await call('GET', `/api/posts/${id}`, { token })).json();
      expect(res.data.content).toBe('<p>Second version</p>');
      expect(res.data).not.toHaveProperty('history');
    }
  });

  it('refuses a save made from a stale copy with 412 EDIT_CONFLICT and keeps the newer text', async () => {
    const id = await newPost();
    const tabA = (await call('GET', `/api/posts/${id}`, { token: w.admin })).headers.get('etag');
    const tabB = (await call('GET', `/api/posts/${id}`, { token: w.admin })).headers.get('etag');
    expect(tabA).toMatch(/^".+"$/);
    expect(tabB).toBe(tabA);

    const first = await call('PUT', `/api/posts/${id}`, {
      token: w.admin,
      body: body('<p>Saved by tab A</p>'),
      headers: { 'if-match': tabA! },
    });
    expect(first.status).toBe(200);
    const afterA = first.headers.get('etag');
    expect(afterA).not.toBe(tabA);

    const stale = await call('PUT', `/api/posts/${id}`, {
      token: w.admin,
      body: body('<p>Saved by tab B</p>'),
      headers: { 'if-match': tabB! },
    });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ code: 'EDIT_CONFLICT' });
    expect((await (await call('GET', `/api/posts/${id}`)).json()).data.content).toBe('<p>Saved by tab A</p>');

    // The newer tag still works, and a save without If-Match is accepted (overwrite on purpose).
    expect(
      (await call('PUT', `/api/posts/${id}`, { token: w.admin, body: body('<p>A again</p>'), headers: { 'if-match': afterA! } }))
        .status,
    ).toBe(200);
    expect((await call('PUT', `/api/posts/${id}`, { token: w.admin, body: body('<p>Overwritten</p>') })).status).toBe(200);
  });

  it('pages carry the same protection', async () => {
    const created = await call('POST', '/api/pages', {
      token: w.admin,
      body: { title: `Versioned page ${Date.now()}`, content: '<p>v1</p>' },
    });
    expect(created.status).toBe(201);
    const page = (await created.json()).data;
    const tag = (await call('GET', `/api/pages/${page.id}`, { token: w.admin })).headers.get('etag')!;
    expect(
      (
        await call('PUT', `/api/pages/${page.id}`, {
          token: w.admin,
          body: { title: page.title, content: '<p>v2</p>' },
          headers: { 'if-match': tag },
        })
      ).status,
    ).toBe(200);
    const stale = await call('PUT', `/api/pages/${page.id}`, {
      token: w.admin,
      body: { title: page.title, content: '<p>v3</p>' },
      headers: { 'if-match': tag },
    });
    expect(stale.status).toBe(412);
    expect((await (await call('GET', `/api/pages/${page.id}`)).json()).data.content).toBe('<p>v2</p>');
  });
});
