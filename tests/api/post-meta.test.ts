/** A post's own meta title and description: kept as written, limited as search engines show them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/dispatch';
import { makeWorld, type World } from './helpers/route-fixtures';

let w: World;
const body = (extra: Record<string, unknown> = {}) => ({
  title: 'Post with meta',
  excerpt: 'The excerpt',
  content: '<p>Body</p>',
  authorId: 'matrix-author',
  categoryId: 'matrix-cat',
  status: 'published',
  ...extra,
});

beforeAll(async () => {
  w = await makeWorld();
});

describe('post meta title and description', () => {
  it('stores them trimmed, answers them to everyone, and answers empty strings when unset', async () => {
    const made = await call('POST', '/api/posts', {
      token: w.admin,
      body: body({ metaTitle: '  Meta Title Here  ', metaDescription: 'A description for search results.' }),
    });
    expect(made.status).toBe(201);
    const id = (await made.json()).data.id;
    const read = (await (await call('GET', `/api/posts/${id}`)).json()).data;
    expect(read).toMatchObject({ metaTitle: 'Meta Title Here', metaDescription: 'A description for search results.' });

    expect((await call('PUT', `/api/posts/${id}`, { token: w.admin, body: body() })).status).toBe(200);
    expect((await (await call('GET', `/api/posts/${id}`)).json()).data).toMatchObject({ metaTitle: '', metaDescription: '' });
  });

  it('accepts exactly 60 and 160 characters and refuses one more with 400 naming the field', async () => {
    const ok = await call('POST', '/api/posts', {
      token: w.admin,
      body: body({ metaTitle: 't'.repeat(60), metaDescription: 'd'.repeat(160) }),
    });
    expect(ok.status).toBe(201);

    const longTitle = await call('POST', '/api/posts', { token: w.admin, body: body({ metaTitle: 't'.repeat(61) }) });
    expect(longTitle.status).toBe(400);
    expect(JSON.stringify(await longTitle.json())).toContain('Meta title must be at most 60 characters');

    const longDescription = await call('POST', '/api/posts', {
      token: w.admin,
      body: body({ metaDescription: 'd'.repeat(161) }),
    });
    expect(longDescription.status).toBe(400);
    expect(JSON.stringify(await longDescription.json())).toContain('Meta description must be at most 160 characters');

    const wrongType = await call('POST', '/api/posts', { token: w.admin, body: body({ metaTitle: 42 }) });
    expect(wrongType.status).toBe(400);
  });
});
