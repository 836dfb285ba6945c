import { listQuery, subscribeInput } from '@/shared/schemas';
import { parseJson, validate } from '@/server/http/input';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { rateLimit } from '@/server/http/rate-limit';
import { listSubscribers, removeSubscriber, subscribe, unsubscribe } from '@/server/services/subscribers';

export const routes = [
  route('POST', '/api/subscribers/subscribe', 'public', async ({ req, ip }) => {
    const { email } = await parseJson(req, subscribeInput);
    await rateLimit('subscribe', ip);
    const added = await subscribe(email);
    return ok(added, { status: added ? 201 : 200 });
  }),
  route('POST', '/api/subscribers/unsubscribe', 'public', async ({ req }) => ok(await unsubscribe((await parseJson(req, subscribeInput)).email))),
  route('GET', '/api/subscribers', 'admin', async ({ url }) => {
    const q = validate(listQuery, Object.fromEntries(url.searchParams));
    const { items, total } = await listSubscribers(q);
    return ok(items, { meta: { total, limit: q.limit, offset: q.offset } });
  }),
  route('DELETE', '/api/subscribers/:id', 'admin', async ({ params }) => ok({ id: (await removeSubscriber(params.id)).id })),
];

export const app = serve(routes);
export const handler = lambda(app);
