import { contactInput } from '@/shared/schemas';
import { messageListQuery } from '@/shared/list-schemas';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { listMessages, removeMessage, sendMessage } from '@/server/services/contact';

export const routes = [
  route('POST', '/api/contact', 'public', { input: contactInput, rateLimit: 'contact' }, async ({ input }) =>
    created(await sendMessage(input)),
  ),
  route('GET', '/api/contact', 'admin', { query: messageListQuery }, async ({ query }) => {
    const { items, total } = await listMessages(query);
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset } });
  }),
  route('DELETE', '/api/contact/:id', 'admin', async ({ params }) => ok({ id: (await removeMessage(params.id)).id })),
];

export const app = serve(routes);
export const handler = lambda(app);
