import { subscribeInput, subscriberListQuery } from '@/shared/schemas';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { listSubscribers, removeSubscriber, subscribe, unsubscribe } from '@/server/services/subscribers';

export const routes = [
  route('POST', '/api/subscribers/subscribe', 'public', { input: subscribeInput, rateLimit: 'subscribe' }, async ({ input }) => {
    const added = await subscribe(input.email);
    return ok(added, { status: added ? 201 : 200 });
  }),
  route('POST', '/api/subscribers/unsubscribe', 'public', { input: subscribeInput }, async ({ input }) =>
    ok(await unsubscribe(input.email)),
  ),
  route('GET', '/api/subscribers', 'admin', { query: subscriberListQuery }, async ({ query }) => {
    const { items, total } = await listSubscribers(query);
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset } });
  }),
  route('DELETE', '/api/subscribers/:id', 'admin', async ({ params }) => ok({ id: (await removeSubscriber(params.id)).id })),
];

export const app = serve(routes);
export const handler = lambda(app);
