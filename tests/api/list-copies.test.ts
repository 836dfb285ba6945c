/**
 * A post page or a later list page on a server that starts cold reads the copies of the lists, not
 * the whole post index, also right after a save (each save keeps them current), and shows what a
 * server holding the index shows; copies a save could not update are never used.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetIndexMemory, indexInMemory } from '@/server/repos/post-index';
import { readOrderedPosts } from '@/server/repos/post-order';
import { loadPostPage } from '@/server/services/post-page';
import { loadLiveListPage, refreshListCopies } from '@/server/services/list-copies';
import type { ListPageView } from '@/server/services/list-pages';
import { authors, categories, tags } from '@/server/repos/taxonomy';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

const run = randomUUID().slice(0, 8);
const cat = `heads-cat-${run}`,
  author = `heads-author-${run}`,
  tag = `heads-tag-${run}`;
let admin: string;
const ids: string[] = [];

async function create(title: string, publishedDate: string): Promise<string> {
  const res = await call('POST', '/api/posts', {
    token: admin,
    body: {
      title,
      excerpt: '',
      content: '<p>Body</p>',
      authorId: author,
      categoryId: cat,
      status: 'published',
      publishedDate,
      tags: [{ id: tag, name: tag }],
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data.id;
}

const shown = (page: Awaited<ReturnType<typeof loadPostPage>>) => ({
  related: page.related.map((p) => p.id),
  more: page.more.map((p) => p.id),
});

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
  await categories.create({ id: cat, name: `Heads ${run}`, description: '', imageUrl: '' });
  await authors.create({ id: author, name: `Header ${run}`, avatarUrl: '', bio: '', followers: 1 });
  await tags.create({ id: tag, name: tag });
  // Twelve posts: the category's, tag's and author's lists each have a page 2 (ten to a page).
  // The job builds the copies once; from then on each save keeps them current.
  await refreshListCopies();
  for (let i = 0; i < 12; i++)
    ids.push(await create(`Heads ${run} ${i}`, `2021-${String(i + 1).padStart(2, '0')}-01T00:00:00.000Z`));
});

const realFetch = globalThis.fetch;
/** Store requests made while `fn` runs, by decoded URL. */
async function requestsOf<T>(fn: () => Promise<T>): Promise<{ result: T; urls: string[] }> {
  const urls: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    urls.push(decodeURIComponent(String(input instanceof Request ? input.url : input)));
    return realFetch(input, init);
  });
  try {
    return { result: await fn(), urls };
  } finally {
    spy.mockRestore();
  }
}
/** What reading the whole index asks of the store: its compacted shards, or a listing of its entries. */
const wholeIndex = (urls: string[]) => urls.filter((u) => /post-index-snapshot\/|prefix=post-index\//.test(u));

describe('list heads for cold post pages', () => {
  it('renders a cold page from the heads, without loading the index, as a warm server would', async () => {
    forgetIndexMemory();
    const { result, urls } = await requestsOf(() => loadPostPage(ids[0]!));
    expect(indexInMemory()).toBe(false);
    expect(wholeIndex(urls)).toEqual([]);
    const cold = shown(result);
    expect(cold.related.length).toBe(3);
    await readOrderedPosts(Date.now());
    expect(indexInMemory()).toBe(true);
    expect(shown(await loadPostPage(ids[0]!))).toEqual(cold);
  });

  it('right after a save, a cold page still reads only the heads, and they hold the new post', async () => {
    const newest = await create(`Heads ${run} newest`, '2022-12-01T00:00:00.000Z');
    forgetIndexMemory();
    const { result, urls } = await requestsOf(() => loadPostPage(ids[0]!));
    expect(indexInMemory()).toBe(false);
    expect(wholeIndex(urls)).toEqual([]);
    // A page reads a few dozen small documents, however many posts the site holds.
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThan(40);
    const cold = shown(result);
    expect(cold.more).toContain(newest);
    await readOrderedPosts(Date.now());
    expect(shown(await loadPostPage(ids[0]!))).toEqual(cold);
  });
});

/** What a list page shows, by ids: equal views render the same markup. */
function listed(page: Awaited<ReturnType<typeof loadLiveListPage>>) {
  const ids = (xs: { id: string }[]) => xs.map((x) => x.id);
  const v: ListPageView | null = page.view;
  return {
    categories: page.frame.categories.map((c) => [c.id, c.postCount]),
    authors: page.frame.authors.map((a) => [a.id, a.postCount]),
    tags: ids(page.frame.tags),
    view: !v
      ? null
      : v.kind === 'home'
        ? {
            page: v.page,
            main: v.lists.main?.id,
            featured: ids(v.lists.featured),
            shown: ids(v.lists.latest.shown),
            total: v.lists.latest.total,
          }
        : {
            kind: v.kind,
            item: v.item.id,
            page: v.page,
            shown: ids(v.list.shown),
            total: v.list.total,
            topics: 'topics' in v ? ids(v.topics) : undefined,
          },
  };
}

/** The page as a cold server and then a warm one show it; the cold one must not read the whole index. */
async function coldAndWarm(path: string) {
  forgetIndexMemory();
  const { result, urls } = await requestsOf(() => loadLiveListPage(path));
  expect(indexInMemory(), `a cold ${path} read the whole index`).toBe(false);
  expect(wholeIndex(urls)).toEqual([]);
  await readOrderedPosts(Date.now());
  return { cold: listed(result), warm: listed(await loadLiveListPage(path)) };
}

describe('list copies for cold list pages', () => {
  it.each([`/category/${cat}/page/2`, `/tag/${tag}/page/2`, `/author/${author}/page/2`])(
    '%s on a cold server shows what a warm one does, without loading the index',
    async (path) => {
      const { cold, warm } = await coldAndWarm(path);
      expect(cold).toEqual(warm);
      // Twelve posts and the newest of the test above, ten to a page, newest first: page 2 holds the three oldest.
      expect(cold.view).toMatchObject({ page: 2, total: 13, shown: [ids[2], ids[1], ids[0]] });
      if (path.startsWith('/category')) expect(cold.view?.topics).toEqual([tag]);
    },
  );

  it('the home page 2 and a page past the end read from the copies as a warm server reads them', async () => {
    const { cold, warm } = await coldAndWarm('/page/2');
    expect(cold).toEqual(warm);
    expect(cold.view?.shown).toHaveLength(6);
    const past = await coldAndWarm(`/category/${cat}/page/3`);
    expect(past.cold.view).toBeNull();
    expect(past.warm.view).toBeNull();
  });

  it('right after a save, a cold list page reads the copies, and they hold the new post', async () => {
    const newer = await create(`Heads ${run} newer`, '2022-01-01T00:00:00.000Z');
    const { cold, warm } = await coldAndWarm(`/author/${author}/page/2`);
    expect(cold).toEqual(warm);
    expect(cold.view).toMatchObject({ total: 14, shown: [ids[3], ids[2], ids[1], ids[0]] });
    expect(cold.authors).toContainEqual([author, 14]);
    const home = await coldAndWarm('/page/2');
    expect(home.cold).toEqual(home.warm);
    expect(newer).toBeTruthy();
  });
});

/** `GET /api/posts` as a cold server answers it, then a warm one; the cold one must not read the whole index. */
async function coldAndWarmList(query: string) {
  forgetIndexMemory();
  const { result, urls } = await requestsOf(async () => (await call('GET', `/api/posts?${query}`)).json());
  expect(indexInMemory(), `a cold list ?${query} read the whole index`).toBe(false);
  expect(wholeIndex(urls)).toEqual([]);
  await readOrderedPosts(Date.now());
  return { cold: result, warm: await (await call('GET', `/api/posts?${query}`)).json() };
}

describe('the posts API on a cold server', () => {
  it.each([`category=${cat}`, `tag=${tag}`, `author=${author}`])(
    "a page of ?%s comes from the copies and equals a warm server's",
    async (filter) => {
      const { cold, warm } = await coldAndWarmList(`${filter}&limit=4&offset=2`);
      expect(cold).toEqual(warm);
      expect(cold.meta.total).toBeGreaterThanOrEqual(12);
      expect(cold.data).toHaveLength(4);
      expect(cold.data[0]).toMatchObject({ access: true, category: { id: cat }, author: { id: author } });
    },
  );

  it('right after a save, a cold list holds the new post first', async () => {
    const newest = await create(`Heads ${run} api newest`, '2023-06-01T00:00:00.000Z');
    const { cold, warm } = await coldAndWarmList(`author=${author}&limit=3`);
    expect(cold).toEqual(warm);
    expect(cold.data.map((p: { id: string }) => p.id)[0]).toBe(newest);
    // The whole list of the newest posts too, shared with other tests, so only its shape is compared.
    const latest = await coldAndWarmList('limit=5');
    expect(latest.cold.data).toHaveLength(5);
    expect(latest.cold.meta.total).toBeGreaterThan(0);
  });

  it('a search or a staff list of every status still reads the index', async () => {
    forgetIndexMemory();
    const found = await (await call('GET', `/api/posts?q=${encodeURIComponent(`Heads ${run} 3`)}`)).json();
    expect(found.data.map((p: { id: string }) => p.id)).toContain(ids[3]);
    expect(indexInMemory()).toBe(true);
    forgetIndexMemory();
    const staff = await call('GET', `/api/posts?status=all&author=${author}`, { token: admin });
    expect(staff.status).toBe(200);
    expect(indexInMemory()).toBe(true);
  });
});
