/**
 * Every path that no page, rule or function answers reaches this function last (`netlify.toml`),
 * and `/?p=…` / `/?page_id=…` reach it first: an old address of an imported post answers 301 to the
 * post's new one; anything else gets the site's own not-found page with status 404, as before.
 */
import { lambda } from '@/server/http/lambda';
import { newAddressOf } from '@/server/services/old-links';

const LOOP_GUARD = 'x-inkwell-not-found';
let notFoundPage: { html: string; at: number } | null = null;

/** The prebuilt 404 page, fetched from the site itself and kept for a minute. */
async function notFound(origin: string, nested: boolean): Promise<Response> {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  if (!nested && (!notFoundPage || Date.now() - notFoundPage.at > 60_000)) {
    try {
      const res = await fetch(new URL('/404.html', origin), {
        headers: { [LOOP_GUARD]: '1' },
        signal: AbortSignal.timeout(5000),
      });
      if (res.ok) notFoundPage = { html: await res.text(), at: Date.now() };
    } catch {
      // answered below without the page
    }
  }
  return new Response(notFoundPage?.html ?? '<!doctype html><title>404 - Page Not Found</title><h1>404 - Page Not Found</h1>', {
    status: 404,
    headers,
  });
}

export async function app(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const to = req.method === 'GET' || req.method === 'HEAD' ? await newAddressOf(url).catch(() => null) : null;
  if (to) return new Response(null, { status: 301, headers: { location: to, 'cache-control': 'public, max-age=3600' } });
  // `/?p=` of no imported post: the home page, as the old site would have shown.
  if (url.pathname === '/' && /[?&](p|page_id)=/.test(url.search))
    return new Response(null, { status: 302, headers: { location: '/' } });
  return notFound(url.origin, req.headers.has(LOOP_GUARD) || url.pathname === '/404.html');
}

export const handler = lambda(app);
