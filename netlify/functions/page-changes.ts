/**
 * `GET /api/page-changes`: the posts whose prebuilt page is older than their last change. The edge
 * function on `/post/*` (netlify/edge-functions/post-freshness.ts) reads it every few seconds.
 */
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { changedSinceBuild } from '@/server/services/page-freshness';

export const routes = [
  route('GET', '/api/page-changes', 'public', async () =>
    // Every edge instance asks every few seconds: the CDN answers most of them.
    ok(await changedSinceBuild(), { headers: { 'netlify-cdn-cache-control': 'public, s-maxage=2' } }),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
