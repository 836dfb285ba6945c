import type { APIRoute } from 'astro';
import { loadSite } from '@/server/services/site';
import { sitemapEntries, sitemapFileCount, sitemapIndexResponse, urlsetResponse } from '@/server/services/sitemap';

/** Every URL while they fit in one sitemap; past that, the index of `/sitemaps/{n}.xml`. */
export const GET: APIRoute = async ({ site: origin }) => {
  const site = await loadSite();
  const base = origin ?? new URL('http://localhost');
  const entries = sitemapEntries(site);
  const files = sitemapFileCount(entries);
  return files ? sitemapIndexResponse(files, base, entries[0]?.lastmod) : urlsetResponse(entries, base);
};
