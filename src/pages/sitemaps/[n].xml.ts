import type { APIRoute, GetStaticPaths } from 'astro';
import { loadSite } from '@/server/services/site';
import { sitemapEntries, sitemapFile, sitemapFileCount, urlsetResponse } from '@/server/services/sitemap';

/** The parts of a sitemap too large for one file (none on a site of under 50,000 URLs). */
export const getStaticPaths = (async () => {
  const files = sitemapFileCount(sitemapEntries(await loadSite()));
  return Array.from({ length: files }, (_, i) => ({ params: { n: String(i + 1) } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, site: origin }) => {
  const entries = sitemapEntries(await loadSite());
  const n = Number(params.n);
  if (!Number.isInteger(n) || n < 1 || n > sitemapFileCount(entries)) return new Response('Not found', { status: 404 });
  return urlsetResponse(sitemapFile(entries, n), origin ?? new URL('http://localhost'));
};
