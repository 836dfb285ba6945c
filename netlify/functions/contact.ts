import { contactInput, listQuery } from '@/shared/schemas';
import { parseJson, validate } from '@/server/http/input';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { rateLimit } from '@/server/http/rate-limit';
import { listMessages, removeMessage, sendMessage } from '@/server/services/contact';

export const routes = [
  route('POST', '/api/contact', 'public', async ({ req, ip }) => {
    const input = await parseJson(req, contactInput);
    await rateLimit('contact', ip);
    return created(await sendMessage(input));
  }),
  route('GET', '/api/contact', 'admin', async ({ url }) => {
    const q = validate(listQuery, Object.fromEntries(url.searchParams));
    const { items, total } = await listMessages(q);
    return ok(items, { meta: { total, limit: q.limit, offset: q.offset } });
  }),
  route('DELETE', '/api/contact/:id', 'admin', async ({ params }) => ok({ id: (await removeMessage(params.id)).id })),
];

export const app = serve(routes);
export const handler = lambda(app);
