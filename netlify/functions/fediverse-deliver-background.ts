/**
 * Fediverse delivery (src/server/services/fediverse-delivery.ts) as a Netlify Background Function:
 * 15 minutes a run; a pass that nears 12 hands the rest to a fresh invocation of itself. It has no
 * route: the request must carry the signed token the site made.
 */
import type { Handler, HandlerEvent } from '@netlify/functions';
import { connectBlobs } from '@/server/storage/context';
import { isDeliveryRequest, runDeliveries } from '@/server/services/fediverse-outgoing';

export const handler: Handler = async (event) => {
  connectBlobs(event as HandlerEvent & { blobs?: string });
  let body: { token?: unknown } | null = null;
  try {
    body = JSON.parse(event.body ?? 'null') as { token?: unknown } | null;
  } catch {
    // An unreadable body carries no token.
  }
  if (!(await isDeliveryRequest(body?.token))) return { statusCode: 403, body: '' };
  await runDeliveries(new URL(event.rawUrl).origin);
  return { statusCode: 200, body: '' };
};
