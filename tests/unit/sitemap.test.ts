/** One sitemap while the URLs fit; past the protocol's 50,000 an index of files that hold them all, in order. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Catalog } from '@/server/services/catalog';
import { assemble } from '@/server/services/site';
import { sitemapEntries, sitemapFile, sitemapFileCount, sitemapIndexResponse, urlsetResponse } from '@/server/services/sitemap';
import { post, settings } from './site-fixtures';

const catalog: Catalog = {
  categories: new Map([['c1', { id: 'c1', name: 'Essays', description: '', imageUrl: '' }]]),
  authors: new Map([['a1', { id: 'a1', name: 'Ann', avatarUrl: '', bio: '', followers: 0 }]]),
  tags: new Map(),
};
const site = assemble({
  settings,
  catalog,
  pages: [],
  posts: [...Array.from({ length: 12 }, (_, i) => post(`p${i}`, { days: i })), post('draft', { status: 'draft' })],
});
const base = new URL('https://example.com');

afterEach(() => vi.unstubAllEnvs());

describe('sitemap', () => {
  it('lists the pages, the category, the author and every published post, not drafts', () => {
    const paths = sitemapEntries(site).map((e) => e.path);
    expect(paths.slice(0, 4)).toEqual(['/', '/categories', '/about', '/contact']);
    expect(paths).toContain('/category/c1');
    expect(paths).toContain('/author/a1');
    expect(paths.filter((p) => p.startsWith('/post/'))).toHaveLength(12);
    expect(paths).not.toContain('/post/draft');
  });

  it('needs no extra files while one sitemap holds every URL', () => {
    expect(sitemapFileCount(sitemapEntries(site))).toBe(0);
  });

  it('splits past the limit into files that hold every URL once, in order, behind an index', async () => {
    vi.stubEnv('SITEMAP_MAX_URLS', '5');
    const entries = sitemapEntries(site); // 4 pages, a category, an author and 12 posts
    expect(entries).toHaveLength(18);
    expect(sitemapFileCount(entries)).toBe(4);
    const files = [1, 2, 3, 4].map((n) => sitemapFile(entries, n));
    expect(files.map((f) => f.length)).toEqual([5, 5, 5, 3]);
    expect(files.flat()).toEqual(entries);

    const index = await sitemapIndexResponse(4, base, entries[0]!.lastmod).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.match(/<loc>/g)).toHaveLength(4);
    expect(index).toContain('<loc>https://example.com/sitemaps/4.xml</loc>');
    const last = await urlsetResponse(files[3]!, base).text();
    expect(last).toContain('<loc>https://example.com/post/p11</loc>');
  });
});
