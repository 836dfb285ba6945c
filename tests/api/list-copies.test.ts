/**
 * A post page or a later list page on a server that starts cold reads the copies of the lists the
 * scheduled job stored, not the whole post index, and shows what a server holding the index shows;
 * copies of an older index version are never used.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetIndexMemory, indexInMemory, readIndexToken } from '@/server/repos/post-index';
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
  for (let i = 0; i < 12; i++)
    ids.push(await create(`Heads ${run} ${i}`, `2021-${String(i + 1).padStart(2, '0')}-01T00:00:00.000Z`));
});

describe('list heads for cold post pages', () => {
  it('renders a cold page from the stored heads, without loading the index, as a warm server would', async () => {
    let cold: ReturnType<typeof shown> | null = null;
    // Other test files save posts meanwhile, which makes stored heads stale: take them again until one page reads them.
    for (let attempt = 0; attempt < 10 && !cold; attempt++) {
      await refreshListCopies();
      forgetIndexMemory();
      const page = await loadPostPage(ids[0]!);
      if (!indexInMemory()) cold = shown(page);
    }
    expect(cold, 'a cold page never read the stored heads').not.toBeNull();
    expect(cold!.related.length).toBe(3);
    await readOrderedPosts(Date.now());
    expect(indexInMemory()).toBe(true);
    expect(shown(await loadPostPage(ids[0]!))).toEqual(cold);
  });

  it('never uses heads taken before a save: a cold page then reads the index and shows the new post', async () => {
    await refreshListCopies();
    const newest = await create(`Heads ${run} newest`, '2022-12-01T00:00:00.000Z');
    forgetIndexMemory();
    const page = shown(await loadPostPage(ids[0]!));
    expect(indexInMemory()).toBe(true);
    expect(page.more).toContain(newest);
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

/** The page as a cold server and then a warm one show it, both at one index version (other files save posts meanwhile). */
async function coldAndWarm(path: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    await refreshListCopies();
    const token = await readIndexToken();
    forgetIndexMemory();
    const cold = listed(await loadLiveListPage(path));
    const readCopies = !indexInMemory();
    await readOrderedPosts(Date.now());
    const warm = listed(await loadLiveListPage(path));
    if (readCopies && (await readIndexToken()) === token) return { cold, warm };
  }
  throw new Error(`a cold ${path} never read the stored copies`);
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

  it('never uses copies taken before a save: a cold list page then shows the new post', async () => {
    await refreshListCopies();
    await create(`Heads ${run} newer`, '2022-01-01T00:00:00.000Z');
    forgetIndexMemory();
    const page = listed(await loadLiveListPage(`/author/${author}/page/2`));
    expect(page.view).toMatchObject({ total: 14, shown: [ids[3], ids[2], ids[1], ids[0]] });
    expect(indexInMemory()).toBe(true);
  });
});
