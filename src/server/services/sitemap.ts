/**
 * The sitemap's entries: the site's own pages, every category, tag and author, and every published
 * post. A sitemap file may hold at most 50,000 URLs, so past that `/sitemap.xml` becomes an index of
 * `/sitemaps/{n}.xml` files that hold them in order.
 */
import type { SiteData } from './site';
import { pageSlugs } from './site-lists';

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The protocol's limit per file (`SITEMAP_MAX_URLS` lowers it for tests). */
export function sitemapMaxUrls(): number {
  const n = Number(process.env.SITEMAP_MAX_URLS);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 50_000) : 50_000;
}

export function sitemapEntries(site: SiteData): SitemapEntry[] {
  const newest = site.posts[0]?.updatedAt || site.posts[0]?.publishedDate;
  return [
    { path: '/', lastmod: newest },
    { path: '/categories' },
    { path: '/about' },
    { path: '/contact' },
    ...pageSlugs(site.pages)
      .filter((slug) => site.pages.some((p) => p.slug === slug))
      .map((slug) => ({ path: `/${slug}` })),
    ...site.categories.map((c) => ({ path: `/category/${c.id}`, lastmod: site.byCategory.get(c.id)?.[0]?.publishedDate })),
    ...site.tags
      .filter((t) => site.byTag.has(t.id))
      .map((t) => ({ path: `/tag/${t.id}`, lastmod: site.byTag.get(t.id)?.[0]?.publishedDate })),
    ...site.authors.map((a) => ({ path: `/author/${a.id}`, lastmod: site.byAuthor.get(a.id)?.[0]?.publishedDate })),
    ...site.posts.map((p) => ({ path: `/post/${p.id}`, lastmod: p.updatedAt || p.publishedDate })),
  ];
}

/** How many `/sitemaps/{n}.xml` files the entries need: none while one sitemap holds them all. */
export function sitemapFileCount(entries: SitemapEntry[]): number {
  const max = sitemapMaxUrls();
  return entries.length <= max ? 0 : Math.ceil(entries.length / max);
}

/** The entries of `/sitemaps/{n}.xml` (1-based). */
export const sitemapFile = (entries: SitemapEntry[], n: number): SitemapEntry[] =>
  entries.slice((n - 1) * sitemapMaxUrls(), n * sitemapMaxUrls());

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const XML = { headers: { 'content-type': 'application/xml; charset=utf-8' } };

export function urlsetResponse(entries: SitemapEntry[], base: URL): Response {
  const body = entries
    .map(
      (e) =>
        `<url><loc>${escape(new URL(e.path, base).toString())}</loc>${e.lastmod ? `<lastmod>${escape(e.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
    XML,
  );
}

export function sitemapIndexResponse(files: number, base: URL, lastmod: string | undefined): Response {
  const body = Array.from(
    { length: files },
    (_, i) =>
      `<sitemap><loc>${escape(new URL(`/sitemaps/${i + 1}.xml`, base).toString())}</loc>${lastmod ? `<lastmod>${escape(lastmod)}</lastmod>` : ''}</sitemap>`,
  ).join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`,
    XML,
  );
}
