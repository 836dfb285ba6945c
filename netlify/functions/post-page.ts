/**
 * `/post/{id}` for readers and crawlers when the build wrote no page for it, and `/live/post/{id}` for
 * a prebuilt post changed since the build (netlify.toml, netlify/edge-functions/post-freshness.ts):
 * the post's page rendered from the store as it is now, with the template the build uses. Netlify's
 * CDN keeps the page (durable cache) until a change purges its tag (src/server/page-cache.ts).
 */
import { lambda } from '@/server/http/lambda';
import { serveLivePage } from '@/server/live/render';
import { POST_PAGES_TAG, postPageTag } from '@/server/page-cache';

const ID = /^(?:\/live)?\/post\/([A-Za-z0-9_-]{1,200})\/?$/;
/** Anything that is not a post id gets the not-found shell. */
const NO_POST = '_';

export const app = (req: Request): Promise<Response> =>
  serveLivePage(req, (pathname) => {
    const id = ID.exec(pathname)?.[1] ?? NO_POST;
    return { path: `/live/post/${encodeURIComponent(id)}`, tags: [postPageTag(id), POST_PAGES_TAG] };
  });

export const handler = lambda(app);
