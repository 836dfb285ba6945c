/**
 * Later pages of the lists (`/page/N`, `/category|tag|author/{id}/page/N`) beyond those the build
 * writes (netlify.toml sends here only what has no static file): rendered from the store as it is
 * now, and kept on the CDN until a change to what lists show purges them (src/server/page-cache.ts).
 */
import { lambda } from '@/server/http/lambda';
import { liveHeaders, renderLivePage } from '@/server/live/render';
import { LIST_PAGES_TAG } from '@/server/page-cache';
import { parseListPath } from '@/server/services/list-pages';

/** Anything that names no list page gets the not-found page. */
const NO_LIST = '/live/list/_';

export async function app(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  const url = new URL(req.url);
  const path = parseListPath(url.pathname) ? `/live/list${url.pathname}` : NO_LIST;
  const page = await renderLivePage(path, url.origin);
  const headers = liveHeaders(page.status, [LIST_PAGES_TAG]);
  return new Response(req.method === 'HEAD' ? null : await page.text(), { status: page.status, headers });
}

export const handler = lambda(app);
