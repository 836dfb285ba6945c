import { pageInput, pageUpdateInput } from '@/shared/schemas';
import type { Page } from '@/shared/types';
import { created, ok } from '@/server/http/respond';
import { etagOf, ifMatch } from '@/server/http/etag';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { pages } from '@/server/repos/taxonomy';
import { createPage, deletePage, getPage, listPages, updatePage } from '@/server/services/pages';

export const routes = [
  route('GET', '/api/pages', 'public', async () => ok(await listPages())),
  route('GET', '/api/pages/:idOrSlug', 'public', async ({ params }) => {
    const page = await getPage(params.idOrSlug!);
    return ok(page, { headers: { etag: etagOf(page) } });
  }),
  route('POST', '/api/pages', 'admin', { input: pageInput, rebuild: (p: Page) => `Page "${p.title}" added` }, async ({ input }) =>
    created(await createPage(input)),
  ),
  route(
    'PUT',
    '/api/pages/:id',
    'admin',
    { input: pageUpdateInput, rebuild: (p: Page) => `Page "${p.title}" updated` },
    async ({ req, input, params }) => {
      const page = await updatePage(params.id!, input, ifMatch(req));
      return ok(page, { headers: { etag: etagOf(page) } });
    },
  ),
  route(
    'DELETE',
    '/api/pages/:id',
    'admin',
    {
      rebuild: {
        before: ({ params }) => pages.get(params.id!),
        reason: (_: unknown, gone) => gone && `Page "${gone.title}" deleted`,
      },
    },
    async ({ params }) => ok({ id: (await deletePage(params.id!)).id }),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
