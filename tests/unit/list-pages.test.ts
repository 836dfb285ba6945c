/** Which later list pages the build writes, and which page an address names, for both kinds of route. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assemble } from '@/server/services/site';
import type { Catalog } from '@/server/services/catalog';
import { listPageOf, parseListPath, prebuiltListPaths } from '@/server/services/list-pages';
import { post, settings } from './site-fixtures';

const catalog: Catalog = {
  categories: new Map([['c1', { id: 'c1', name: 'Essays', description: '', imageUrl: '' }]]),
  authors: new Map([['a1', { id: 'a1', name: 'Ann', avatarUrl: '', bio: '', followers: 0 }]]),
  tags: new Map([['t1', { id: 't1', name: 'One' }]]),
};
// 61 posts: home shows one as the main feature and 60 in Latest Posts (10 pages of 6); the
// category, the tag and the author list 61 each (7 pages of 10).
const site = assemble({
  settings,
  catalog,
  pages: [],
  posts: Array.from({ length: 61 }, (_, i) => post(`p${i}`, { days: i, category: 'c1', author: 'a1', tags: ['t1'] })),
});

afterEach(() => vi.unstubAllEnvs());

describe('list pages', () => {
  it('prebuilds pages 2 to PREBUILT_LIST_PAGES of every list, and no more', () => {
    vi.stubEnv('PREBUILT_LIST_PAGES', '3');
    expect(prebuiltListPaths(site, 'home')).toEqual([{ params: { page: '2' } }, { params: { page: '3' } }]);
    expect(prebuiltListPaths(site, 'tag')).toEqual([{ params: { id: 't1', page: '2' } }, { params: { id: 't1', page: '3' } }]);
    vi.stubEnv('PREBUILT_LIST_PAGES', '1');
    expect(prebuiltListPaths(site, 'category')).toEqual([]);
  });

  it('names the same page whether the address is prebuilt or not', () => {
    vi.stubEnv('PREBUILT_LIST_PAGES', '2');
    const ids = (xs: { id: string }[] | undefined) => xs?.map((x) => x.id);
    const home = listPageOf(site, 'home', { page: '10' });
    expect(home).toMatchObject({ kind: 'home', page: 10, lists: { main: { id: 'p0' }, latest: { total: 60 } } });
    // The last page of Latest Posts: the six oldest, the main feature left out.
    expect(ids(home?.kind === 'home' ? home.lists.latest.shown : undefined)).toEqual(['p55', 'p56', 'p57', 'p58', 'p59', 'p60']);
    const category = listPageOf(site, 'category', { id: 'c1', page: '7' });
    expect(category).toMatchObject({ kind: 'category', item: { name: 'Essays' }, page: 7, list: { total: 61 } });
    expect(category?.kind === 'category' && ids(category.list.shown)).toEqual(['p60']);
    expect(category?.kind === 'category' && ids(category.topics)).toEqual(['t1']);
    expect(listPageOf(site, 'author', { id: 'a1', page: '2' })).toMatchObject({ kind: 'author', page: 2, list: { total: 61 } });
  });

  it('finds no page past the last, below 2, not in plain digits, or of an unknown list', () => {
    for (const page of ['11', '1', '0', '02', '2.0', 'x', undefined]) expect(listPageOf(site, 'home', { page })).toBeNull();
    expect(listPageOf(site, 'tag', { id: 't1', page: '8' })).toBeNull();
    expect(listPageOf(site, 'tag', { id: 'nope', page: '2' })).toBeNull();
  });

  it('reads the list a reader-facing path names', () => {
    expect(parseListPath('/page/4')).toEqual({ kind: 'home', params: { page: '4' } });
    expect(parseListPath('/page/4/')).toEqual({ kind: 'home', params: { page: '4' } });
    expect(parseListPath('/category/c1/page/3')).toEqual({ kind: 'category', params: { id: 'c1', page: '3' } });
    expect(parseListPath('/author/a%20b/page/3')).toEqual({ kind: 'author', params: { id: 'a b', page: '3' } });
    for (const path of ['/page', '/page/4/x', '/post/p1', '/category/c1', '/tag/%E0%A4%A/page/2', '/series/s/page/2'])
      expect(parseListPath(path), path).toBeNull();
  });
});
