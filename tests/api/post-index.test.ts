/**
 * The post index at more than one page: lists, totals and ranked search stay correct, concurrent
 * creates and saves lose no entry, and a deleted post leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { likeKeys } from '@/server/repos/likes';
import { forgetIndexMemory, indexKeys } from '@/server/repos/post-index';
import { postKeys } from '@/server/repos/posts';
import { authors, categories } from '@/server/repos/taxonomy';
import { getJSON, listKeys, setJSON } from '@/server/storage/store';
import { legacyKeys, migrateLegacyLayout } from '../../scripts/migrate-legacy';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

interface Summary {
  id: string;
  title: string;
  likes: number;
  status: string;
  featured: boolean;
  publishedDate: string;
  category: { id: string };
}

const keys = { ...postKeys, ...indexKeys, ...likeKeys, ...legacyKeys };
let admin: string;
const run = randomUUID().slice(0, 8);
const cat = `idx-cat-${run}`,
  other = `idx-other-${run}`,
  author = `idx-author-${run}`;

async function create(body: Record<string, unknown>): Promise<Summary> {
  const res = await call('POST', '/api/posts', {
    token: admin,
    body: { excerpt: '', content: '<p>Body</p>', authorId: author, categoryId: cat, status: 'published', ...body },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data;
}

async function list(
  query: Record<string, string | number>,
  token?: string,
): Promise<{ data: Summary[]; meta: { total: number } }> {
  const res = await call('GET', `/api/posts?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
    token,
  });
  expect(res.status).toBe(200);
  return res.json();
}

/** Every page of a list, in order. */
async function allPages(query: Record<string, string>, token?: string): Promise<{ ids: string[]; totals: number[] }> {
  const ids: string[] = [],
    totals: number[] = [];
  for (let offset = 0; ; offset += 50) {
    const page = await list({ ...query, limit: 50, offset }, token);
    totals.push(page.meta.total);
    ids.push(...page.data.map((p) => p.id));
    if (page.data.length < 50) return { ids, totals };
  }
}

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
  await categories.create({ id: cat, name: `Index ${run}`, description: '', imageUrl: '' });
  await categories.create({ id: other, name: `Other ${run}`, description: '', imageUrl: '' });
  await authors.create({ id: author, name: `Indexer ${run}`, avatarUrl: '', bio: '', followers: 0 });
});

describe('post index', () => {
  it('pages, counts, orders and filters correctly when the store holds many pages of posts', async () => {
    const start = Date.parse('2020-01-01T00:00:00Z');
    const specs = Array.from({ length: 130 }, (_, i) => ({
      title: `Paged ${run} ${i}`,
      publishedDate: new Date(start + i * 60_000).toISOString(),
      status: i % 5 === 4 ? 'draft' : 'published',
      featured: i % 10 === 0,
      categoryId: i % 3 === 0 ? other : cat,
    }));
    await inBatches(specs, 8, create);
    forgetIndexMemory();
    const reader = { author, limit: 10 };
    const published = specs.filter((s) => s.status === 'published');
    const newestFirst = (xs: typeof specs) =>
      [...xs].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate)).map((s) => s.title);

    const { ids, totals } = await allPages({ author });
    expect(new Set(totals)).toEqual(new Set([published.length]));
    expect(new Set(ids).size).toBe(published.length);
    const titles = (await list({ ...reader, limit: 50, offset: 20 })).data.map((p) => p.title);
    expect(titles).toEqual(newestFirst(published).slice(20, 70));

    const adminAll = await list({ author, status: 'all', limit: 5 }, admin);
    expect(adminAll.meta.total).toBe(specs.length);
    const drafts = await list({ author, status: 'draft', limit: 100 }, admin);
    expect(drafts.data.map((p) => p.title)).toEqual(newestFirst(specs.filter((s) => s.status === 'draft')));
    // Readers never see drafts, whatever they ask for.
    expect((await list({ author, status: 'draft', limit: 100 })).meta.total).toBe(published.length);

    const inOther = await list({ author, category: other, limit: 100 });
    expect(inOther.data.map((p) => p.title)).toEqual(newestFirst(published.filter((s) => s.categoryId === other)));
    const featured = await list({ author, featured: 'true', limit: 100 });
    expect(featured.data.map((p) => p.title)).toEqual(newestFirst(published.filter((s) => s.featured)));
    expect((await list({ author, offset: 500 })).data).toEqual([]);
  });

  it('counts likes for the posts on the page and orders by likes when asked', async () => {
    const posts = await Promise.all(
      [0, 1, 2].map((i) =>
        create({
          title: `Liked ${run} ${i}`,
          categoryId: other,
          publishedDate: new Date(Date.UTC(2019, 0, 1 + i)).toISOString(),
        }),
      ),
    );
    const readers = await Promise.all(Array.from({ length: 3 }, () => makeUser()));
    // post 0 gets 3 likes, post 1 gets 1, post 2 none.
    await Promise.all([
      ...readers.map((r) => call('POST', `/api/posts/${posts[0]!.id}/like`, { token: r.token, body: { liked: true } })),
      call('POST', `/api/posts/${posts[1]!.id}/like`, { token: readers[0]!.token, body: { liked: true } }),
    ]);
    const byLikes = await list({ author, q: `Liked ${run}`, sort: 'likes', limit: 3 });
    expect(byLikes.data.map((p) => [p.title, p.likes])).toEqual([
      [`Liked ${run} 0`, 3],
      [`Liked ${run} 1`, 1],
      [`Liked ${run} 2`, 0],
    ]);
    const newest = await list({ author, q: `Liked ${run}`, limit: 3 });
    expect(newest.data.map((p) => p.likes)).toEqual([0, 1, 3]);
    await call('POST', `/api/posts/${posts[0]!.id}/like`, { token: readers[1]!.token, body: { liked: false } });
    expect((await list({ author, q: `Liked ${run}`, sort: 'likes', limit: 1 })).data[0]!.likes).toBe(2);
  });

  it('ranks title matches above excerpt matches above body matches', async () => {
    const word = `quokka${run}`;
    const inBody = await create({
      title: `Body ${run}`,
      content: `<p>The ${word} smiles.</p>`,
      publishedDate: '2024-03-01T00:00:00Z',
    });
    const inTitle = await create({ title: `The ${word} story`, publishedDate: '2021-03-01T00:00:00Z' });
    const inExcerpt = await create({
      title: `Excerpt ${run}`,
      excerpt: `Meet the ${word}.`,
      publishedDate: '2023-03-01T00:00:00Z',
    });
    const found = await list({ q: word.toUpperCase(), limit: 10 });
    expect(found.data.map((p) => p.id)).toEqual([inTitle.id, inExcerpt.id, inBody.id]);
    expect(found.meta.total).toBe(3);
    // A word is found by its beginning, and every word of the query must be in the body.
    expect((await list({ q: `quokka${run.slice(0, 4)}` })).data.map((p) => p.id)).toContain(inBody.id);
    expect((await list({ q: `${word} smiles` })).data.map((p) => p.id)).toEqual([inBody.id]);
    expect((await list({ q: `${word} frowns` })).data).toEqual([]);
  });

  it('loses no post when 400 are created 8 at a time, nor any save of different posts made at once', async () => {
    const lone = `crowd-${run}`;
    await authors.create({ id: lone, name: `Crowd ${run}`, avatarUrl: '', bio: '', followers: 0 });
    const titles = Array.from({ length: 400 }, (_, i) => `Crowd ${run} ${i}`);
    const made: Summary[] = [];
    await inBatches(titles, 8, async (title) => made.push(await create({ title, authorId: lone })));
    forgetIndexMemory();
    const { ids, totals } = await allPages({ author: lone });
    expect(totals.at(-1)).toBe(400);
    expect(new Set(ids)).toEqual(new Set(made.map((p) => p.id)));

    // Forty different posts saved at once: every new title is in the index afterwards.
    const edited = made.slice(0, 40);
    await Promise.all(
      edited.map((p) =>
        call('PUT', `/api/posts/${p.id}`, {
          token: admin,
          body: {
            title: `Edited ${p.title}`,
            excerpt: '',
            content: '<p>Body</p>',
            authorId: lone,
            categoryId: cat,
            status: 'published',
          },
        }),
      ),
    );
    forgetIndexMemory();
    const after = await list({ author: lone, q: `Edited Crowd ${run}`, limit: 50 });
    expect(after.meta.total).toBe(40);
    expect((await list({ author: lone, limit: 1 })).meta.total).toBe(400);
  }, 300_000);

  it('leaves neither the index entry nor the search entry of a deleted post', async () => {
    const word = `pangolin${run}`;
    const p = await create({ title: `Doomed ${run}`, content: `<p>A ${word} walks.</p>` });
    const before = (await list({ author, limit: 1 })).meta.total;
    expect((await list({ q: word })).data.map((x) => x.id)).toEqual([p.id]);
    const liker = await makeUser();
    expect((await call('POST', `/api/posts/${p.id}/like`, { token: liker.token, body: { liked: true } })).status).toBe(200);
    expect((await call('DELETE', `/api/posts/${p.id}`, { token: admin })).status).toBe(200);
    expect(await getJSON(keys.postIndexEntry(p.id))).toBeNull();
    expect(await listKeys(keys.postIndexEntry(p.id))).toEqual([]);
    expect(await listKeys(keys.likesOf(p.id))).toEqual([]);
    expect(await getJSON(keys.postLikeVersion(p.id))).toBeNull();
    for (const fresh of [false, true]) {
      if (fresh) forgetIndexMemory();
      expect((await list({ q: word })).meta.total).toBe(0);
      expect((await list({ author, limit: 1 })).meta.total).toBe(before - 1);
    }
  });

  it('migrates a store written with the single index document and unsharded likes', async () => {
    const id = `legacy-${run}`;
    const record = {
      id,
      title: `Legacy ${run}`,
      excerpt: '',
      content: '<p>An old narwhal tale.</p>',
      imageUrl: '',
      status: 'published',
      featured: false,
      publishedDate: '2018-05-05T00:00:00.000Z',
      updatedAt: '2018-05-05T00:00:00.000Z',
      readingTime: 1,
      categoryId: cat,
      authorId: author,
      tagIds: [],
      history: [],
    };
    await setJSON(keys.post(id), record);
    await setJSON(keys.legacyPostIndex, { items: [record] });
    await setJSON(keys.legacyPostText, { text: { [id]: 'an old narwhal tale.' } });
    await setJSON(`likes/${id}/someone`, { at: '2018-05-05T00:00:00.000Z' });
    expect(await migrateLegacyLayout()).toMatch(/^Migrated \d+ posts and 1 likes/);
    expect(await getJSON(keys.legacyPostIndex)).toBeNull();
    expect(await listKeys(`likes/${id}/`)).toEqual([]);
    const found = await list({ q: `narwhal`, author });
    expect(found.data.map((p) => [p.id, p.likes])).toEqual([[id, 1]]);
    expect(await migrateLegacyLayout()).toBeNull();
  });
});
