import { listQuery } from '@/shared/list-schemas';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { listMailbox, readCapturedMail, requireMailbox } from '@/server/services/mailbox';

/** The local Mailbox (development only; see src/server/mail.ts for when it exists). */
export const routes = [
  route('GET', '/api/mailbox', 'admin', { guard: requireMailbox, query: listQuery }, async ({ query }) => {
    const { items, total } = await listMailbox(query.limit, query.offset);
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset } });
  }),
  route('GET', '/api/mailbox/:id', 'admin', { guard: requireMailbox }, async ({ params }) =>
    ok(await readCapturedMail(params.id)),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
