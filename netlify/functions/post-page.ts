/**
 * `/post/{id}` for readers and crawlers (netlify.toml): the post's page rendered from the store as it
 * is now, so a post published or edited is live at once without waiting for a rebuild. Netlify's
 * CDN keeps the page (durable cache) until a change purges its tag (src/server/page-cache.ts).
 */
import { lambda } from '@/server/http/lambda';
import { liveHeaders, renderLivePage } from '@/server/live/render';
import { POST_PAGES_TAG, postPageTag } from '@/server/page-cache';

const ID = /^\/post\/([A-Za-z0-9_-]{1,200})\/?$/;
/** Anything that is not a post id gets the not-found shell. */
const NO_POST = '_';

export async function app(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  const url = new URL(req.url);
  const id = ID.exec(url.pathname)?.[1] ?? NO_POST;
  const page = await renderLivePage(`/live/post/${encodeURIComponent(id)}`, url.origin);
  const headers = liveHeaders(page.status, [postPageTag(id), POST_PAGES_TAG]);
  return new Response(req.method === 'HEAD' ? null : await page.text(), { status: page.status, headers });
}

export const handler = lambda(app);
