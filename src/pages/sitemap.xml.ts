import type { APIRoute } from 'astro';
import { loadSite } from '@/server/services/site';
import { pageSlugs } from '@/server/services/site-lists';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const GET: APIRoute = async ({ site: origin }) => {
  const site = await loadSite();
  const base = origin ?? new URL('http://localhost');
  const newest = site.posts[0]?.updatedAt || site.posts[0]?.publishedDate;
  const entries: { path: string; lastmod?: string }[] = [
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
  const body = entries
    .map(
      (e) =>
        `<url><loc>${escape(new URL(e.path, base).toString())}</loc>${e.lastmod ? `<lastmod>${escape(e.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
    {
      headers: { 'content-type': 'application/xml; charset=utf-8' },
    },
  );
};
