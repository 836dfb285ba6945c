import type { Config } from '@netlify/functions';
import { route, serve } from '@/server/http/router';
import { exportFileName, exportSite } from '@/server/services/export';

/** The document streams out as it is read, a section at a time, instead of being built whole first. */
function streamOf(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}

export const routes = [
  route('GET', '/api/export', 'admin', async ({ url }) => {
    const now = new Date();
    return new Response(streamOf(exportSite(url.origin, now)), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(url.origin, now)}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  }),
];

export const app = serve(routes);
/**
 * Request-style, like upload: the export streams (a classic function's body is one string, at most
 * 6 MB on Netlify), and an administrator asks for it rarely, so the per-call worker of `netlify dev` does not matter.
 */
export default app;
export const config: Config = { path: ['/api/export'] };
