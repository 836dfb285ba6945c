/**
 * Newsletter opens (`GET /api/o/{sendId}/{nonce}.gif`) and tracked links (`GET /r/{linkId}?n=&k=`).
 * Both are public and answer at once; neither can lead anywhere but a link stored for its send.
 */
import { lambda } from '@/server/http/lambda';
import { route, serve } from '@/server/http/router';
import { followLink, PIXEL, recordOpen } from '@/server/services/newsletter-tracking';

export const routes = [
  route('GET', '/api/o/:sendId/:file', 'public', async ({ req, params, ip }) => {
    await recordOpen(params.sendId, params.file, req.headers.get('user-agent') ?? '', ip);
    return new Response(new Uint8Array(PIXEL), {
      headers: { 'content-type': 'image/gif', 'content-length': String(PIXEL.length), 'cache-control': 'no-store' },
    });
  }),
  route('GET', '/r/:linkId', 'public', async ({ url, params }) => {
    const to = await followLink(params.linkId, url.searchParams.get('n'), url.searchParams.get('k'));
    return new Response(null, { status: 302, headers: { location: to, 'cache-control': 'no-store' } });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
