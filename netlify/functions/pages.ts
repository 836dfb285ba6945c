import { pageInput, pageUpdateInput } from '@/shared/schemas';
import { created, ok } from '@/server/http/respond';
import { etagOf, ifMatch } from '@/server/http/etag';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { livePages } from '@/server/http/rebuild';
import { createPage, deletePage, getPage, listPages, updatePage } from '@/server/services/pages';

export const routes = [
  route('GET', '/api/pages', 'public', async () => ok(await listPages())),
  route('GET', '/api/pages/:idOrSlug', 'public', async ({ params }) => {
    const page = await getPage(params.idOrSlug!);
    return ok(page, { headers: { etag: etagOf(page) } });
  }),
  route('POST', '/api/pages', 'staff', { can: 'content.manage', input: pageInput, rebuild: livePages }, async ({ input }) => {
    const { data, changes } = await createPage(input);
    return created(data, { changes });
  }),
  route(
    'PUT',
    '/api/pages/:id',
    'staff',
    { can: 'content.manage', input: pageUpdateInput, rebuild: livePages },
    async ({ req, input, params }) => {
      const { data, changes } = await updatePage(params.id!, input, ifMatch(req));
      return ok(data, { changes, headers: { etag: etagOf(data) } });
    },
  ),
  route('DELETE', '/api/pages/:id', 'staff', { can: 'content.manage', rebuild: livePages }, async ({ params }) => {
    const { data, changes } = await deletePage(params.id!);
    return ok(data, { changes });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
