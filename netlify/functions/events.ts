/**
 * `POST /api/events`, the tracker's endpoint. It takes `text/plain` as well as JSON, since
 * `navigator.sendBeacon` sends a string as text/plain (a JSON type would need a CORS preflight).
 */
import { ANALYTICS_LIMITS } from '@/shared/analytics';
import { analyticsEventInput } from '@/shared/analytics-schemas';
import { BadRequest } from '@/server/errors';
import { readBody, validate } from '@/server/http/input';
import { lambda } from '@/server/http/lambda';
import { route, serve } from '@/server/http/router';
import { collectEvent } from '@/server/services/analytics-collect';
import { countryOf } from '@/server/services/analytics-traffic';

function parseEvent(bytes: Uint8Array) {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw BadRequest('Malformed JSON body', undefined, 'MALFORMED_JSON');
  }
  return validate(analyticsEventInput, body);
}

export const routes = [
  route('POST', '/api/events', 'public', { rateLimit: 'events' }, async ({ req, ip, url }) => {
    const event = parseEvent(await readBody(req, ANALYTICS_LIMITS.eventBytes));
    await collectEvent(event, {
      ip,
      userAgent: req.headers.get('user-agent') ?? '',
      gpc: req.headers.get('sec-gpc') === '1',
      country: countryOf(req),
      host: url.hostname,
    });
    return new Response(null, { status: 202, headers: { 'cache-control': 'no-store' } });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
