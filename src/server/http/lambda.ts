/**
 * Runs a Request → Response handler as a classic (Lambda-style) Netlify Function. `netlify dev` runs
 * these in its own process, while Request-style functions each get a fresh worker thread per
 * request, which cannot keep up with hundreds of readers liking one post at once.
 */
import type { Handler, HandlerEvent } from '@netlify/functions';
import { connectBlobs } from '../storage/context';

const TEXT_TYPE = /^(text\/|application\/(json|xml|rss\+xml|javascript))|charset=/i;

function toRequest(event: HandlerEvent): Request {
  const headers = new Headers();
  for (const [name, values] of Object.entries(event.multiValueHeaders ?? {}))
    for (const v of values ?? []) headers.append(name, v);
  if ([...headers.keys()].length === 0)
    for (const [name, v] of Object.entries(event.headers)) if (v !== undefined) headers.set(name, v);
  const hasBody = event.body != null && event.httpMethod !== 'GET' && event.httpMethod !== 'HEAD';
  const body = hasBody ? (event.isBase64Encoded ? Buffer.from(event.body!, 'base64') : event.body!) : undefined;
  return new Request(event.rawUrl, { method: event.httpMethod, headers, body });
}

export function lambda(app: (req: Request) => Promise<Response>): Handler {
  return async (event) => {
    connectBlobs(event as HandlerEvent & { blobs?: string });
    const res = await app(toRequest(event));
    const bytes = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    const text = bytes.length === 0 || TEXT_TYPE.test(type);
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body: text ? bytes.toString('utf8') : bytes.toString('base64'),
      isBase64Encoded: !text,
    };
  };
}
