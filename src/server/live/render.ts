/**
 * Renders the pages served on request (`/post/{id}`, later pages of lists) with the live routes
 * Astro builds into a server bundle (integrations/live-render.mjs writes it beside the static site,
 * `dist-render/` for `dist/`). Under `npm run dev` there is no bundle: astro dev renders the same
 * routes (LIVE_RENDER_ORIGIN).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Bundle {
  render(request: Request): Promise<Response>;
}

let bundle: Promise<Bundle> | null = null;

function loadBundle(): Promise<Bundle> {
  const dir = process.env.LIVE_RENDER_DIR || 'dist-render';
  return (bundle ??= import(/* @vite-ignore */ pathToFileURL(resolve(dir, 'entry.mjs')).href) as Promise<Bundle>);
}

/** A live route's page (`/live/…`, its parts already checked), from the store as it is now. */
async function renderLivePage(path: string, origin: string): Promise<Response> {
  const dev = process.env.LIVE_RENDER_ORIGIN;
  if (dev) return fetch(new URL(path, dev));
  return (await loadBundle()).render(new Request(new URL(path, origin)));
}

/** Headers of a page served on request: the CDN keeps it until a change purges one of its tags. */
function liveHeaders(status: number, tags: string[]): Headers {
  return new Headers({
    'content-type': 'text/html; charset=utf-8',
    // Browsers ask again each time; the CDN answers from its copy until a change purges it.
    'cache-control': 'public, max-age=0, must-revalidate',
    // A missed purge still ends within 5 minutes, and readers meanwhile get the cached copy at once.
    'netlify-cdn-cache-control':
      status === 200 ? 'public, durable, s-maxage=300, stale-while-revalidate=604800' : 'public, durable, s-maxage=60',
    'netlify-cache-tag': tags.join(','),
    // Tells a rendered page from a prebuilt file (which has no such header), and when it was made.
    'x-rendered-at': new Date().toISOString(),
  });
}

/**
 * A function's answer for a page rendered on request: GET and HEAD only; `route` names the live
 * route (`/live/…`) for the reader's path, or one that answers the not-found page, and its cache tags.
 */
export async function serveLivePage(req: Request, route: (path: string) => { path: string; tags: string[] }): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  const url = new URL(req.url);
  const { path, tags } = route(url.pathname);
  const page = await renderLivePage(path, url.origin);
  return new Response(req.method === 'HEAD' ? null : await page.text(), {
    status: page.status,
    headers: liveHeaders(page.status, tags),
  });
}
