import { auditQuery } from '@/shared/security-schemas';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { ok } from '@/server/http/respond';
import { auditPage } from '@/server/services/audit';

/** History is read-only: no route edits or deletes an entry. */
export const routes = [
  route('GET', '/api/audit', 'admin', { query: auditQuery }, async ({ query }) => {
    const { data, nextCursor } = await auditPage(query);
    return ok(data, { meta: { limit: query.limit, nextCursor } });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
