/**
 * Every path that no page, rule or function answers reaches this function last (`netlify.toml`),
 * and `/?p=…` / `/?page_id=…` reach it first: an old address of an imported post answers 301 to the
 * post's new one; anything else gets the site's own not-found page with status 404, as before.
 */
import { lambda } from '@/server/http/lambda';
import { newAddressOf } from '@/server/services/old-links';

const LOOP_GUARD = 'x-inkwell-not-found';
let notFoundPage: { html: string; at: number } | null = null;

/**
 * The site's 404 page: the prebuilt `/404.html`, fetched from the site itself and kept for a minute.
 * Under `npm run dev` there is no build: astro dev renders the page (LIVE_RENDER_ORIGIN) and answers
 * it with status 404, so it is asked directly; through netlify dev that 404 would bring the request
 * back here, by the last rule, and only the bare fallback below would be left.
 */
async function notFoundHtml(origin: string): Promise<string | null> {
  const dev = process.env.LIVE_RENDER_ORIGIN;
  if (dev) {
    const res = await fetch(new URL('/404', dev), { signal: AbortSignal.timeout(15_000) });
    return res.status === 404 && /text\/html/.test(res.headers.get('content-type') ?? '') ? res.text() : null;
  }
  if (notFoundPage && Date.now() - notFoundPage.at <= 60_000) return notFoundPage.html;
  const res = await fetch(new URL('/404.html', origin), { headers: { [LOOP_GUARD]: '1' }, signal: AbortSignal.timeout(5000) });
  if (!res.ok) return null;
  notFoundPage = { html: await res.text(), at: Date.now() };
  return notFoundPage.html;
}

async function notFound(origin: string, nested: boolean): Promise<Response> {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  // The last page read stands in when the site cannot be asked (a nested request, a timeout).
  const html = (nested ? null : await notFoundHtml(origin).catch(() => null)) ?? notFoundPage?.html;
  return new Response(html ?? '<!doctype html><title>404 - Page Not Found</title><h1>404 - Page Not Found</h1>', {
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
