/**
 * A newsletter run (src/server/services/newsletter-sender.ts) as a Netlify Background Function: the
 * `-background` name makes Netlify answer 202 at once and give it 15 minutes; `netlify dev` does the
 * same. It has no route: the request must carry the signed token the API made for the send, and a
 * run that uses its time hands the rest to a fresh invocation of itself.
 */
import type { Handler, HandlerEvent } from '@netlify/functions';
import { connectBlobs } from '@/server/storage/context';
import { sendIdOfRequest, startSend } from '@/server/services/newsletter-dispatch';
import { runSend } from '@/server/services/newsletter-sender';

export const handler: Handler = async (event) => {
  connectBlobs(event as HandlerEvent & { blobs?: string });
  let body: unknown = null;
  try {
    body = JSON.parse(event.body ?? 'null');
  } catch {
    // An unreadable body names no send.
  }
  const id = await sendIdOfRequest(body);
  if (!id) return { statusCode: 403, body: '' };
  const origin = new URL(event.rawUrl).origin;
  await runSend(id, { handOver: (next) => startSend(next, origin) });
  return { statusCode: 200, body: '' };
};
