/**
 * Later pages of the lists (`/page/N`, `/category|tag|author/{id}/page/N`) beyond those the build
 * writes (netlify.toml sends here only what has no static file): rendered from the store as it is
 * now, and kept on the CDN until a change to what lists show purges them (src/server/page-cache.ts).
 */
import { lambda } from '@/server/http/lambda';
import { serveLivePage } from '@/server/live/render';
import { LIST_PAGES_TAG } from '@/server/page-cache';
import { parseListPath } from '@/server/services/list-pages';

/** Anything that names no list page gets the not-found page. */
const NO_LIST = '/live/list/_';

export const app = (req: Request): Promise<Response> =>
  serveLivePage(req, (pathname) => ({
    path: parseListPath(pathname) ? `/live/list${pathname}` : NO_LIST,
    tags: [LIST_PAGES_TAG],
  }));

export const handler = lambda(app);
