/**
 * `/post/{id}` for readers and crawlers (netlify.toml): the post's page rendered from the store as it
 * is now, so a post published or edited is live at once without waiting for a rebuild. Netlify's
 * CDN keeps the page (durable cache) until a change purges its tag (src/server/page-cache.ts).
 */
import { lambda } from '@/server/http/lambda';
import { renderPostPage } from '@/server/live/post-renderer';
import { POST_PAGES_TAG, postPageTag } from '@/server/page-cache';

const ID = /^\/post\/([A-Za-z0-9_-]{1,200})\/?$/;
/** Anything that is not a post id gets the not-found shell. */
const NO_POST = '_';

export async function app(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  const url = new URL(req.url);
  const id = ID.exec(url.pathname)?.[1] ?? NO_POST;
  const page = await renderPostPage(id, url.origin);
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    // Browsers ask again each time; the CDN answers from its copy until a change purges it.
    'cache-control': 'public, max-age=0, must-revalidate',
    // A missed purge still ends within 5 minutes, and readers meanwhile get the cached copy at once.
    'netlify-cdn-cache-control':
      page.status === 200 ? 'public, durable, s-maxage=300, stale-while-revalidate=604800' : 'public, durable, s-maxage=60',
    'netlify-cache-tag': `${postPageTag(id)},${POST_PAGES_TAG}`,
  });
  return new Response(req.method === 'HEAD' ? null : await page.text(), { status: page.status, headers });
}

export const handler = lambda(app);
