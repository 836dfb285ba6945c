/**
 * `/post/{id}` for readers and crawlers (netlify.toml): the post's page rendered from the store as it
 * is now, so a post published or edited is live at once without waiting for a rebuild. Netlify's
 * CDN keeps the page (durable cache) until a change purges its tag (src/server/page-cache.ts).
 */
import { lambda } from '@/server/http/lambda';
import { serveLivePage } from '@/server/live/render';
import { POST_PAGES_TAG, postPageTag } from '@/server/page-cache';

const ID = /^\/post\/([A-Za-z0-9_-]{1,200})\/?$/;
/** Anything that is not a post id gets the not-found shell. */
const NO_POST = '_';

export const app = (req: Request): Promise<Response> =>
  serveLivePage(req, (pathname) => {
    const id = ID.exec(pathname)?.[1] ?? NO_POST;
    return { path: `/live/post/${encodeURIComponent(id)}`, tags: [postPageTag(id), POST_PAGES_TAG] };
  });

export const handler = lambda(app);
