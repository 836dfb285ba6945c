import { pageInput, pageUpdateInput } from '@/shared/schemas';
import { parseJson } from '@/server/http/input';
import { created, ok } from '@/server/http/respond';
import { etagOf, ifMatch } from '@/server/http/etag';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { requestRebuild } from '@/server/build-hook';
import { createPage, deletePage, getPage, listPages, updatePage } from '@/server/services/pages';

export const routes = [
  route('GET', '/api/pages', 'public', async () => ok(await listPages())),
  route('GET', '/api/pages/:idOrSlug', 'public', async ({ params }) => {
    const page = await getPage(params.idOrSlug);
    return ok(page, { headers: { etag: etagOf(page) } });
  }),
  route('POST', '/api/pages', 'admin', async ({ req, waitUntil }) => {
    const page = await createPage(await parseJson(req, pageInput));
    waitUntil(requestRebuild(`Page "${page.title}" added`));
    return created(page);
  }),
  route('PUT', '/api/pages/:id', 'admin', async ({ req, params, waitUntil }) => {
    const page = await updatePage(params.id, await parseJson(req, pageUpdateInput), ifMatch(req));
    waitUntil(requestRebuild(`Page "${page.title}" updated`));
    return ok(page, { headers: { etag: etagOf(page) } });
  }),
  route('DELETE', '/api/pages/:id', 'admin', async ({ params, waitUntil }) => {
    const gone = await deletePage(params.id);
    waitUntil(requestRebuild(`Page "${gone.title}" deleted`));
    return ok({ id: gone.id });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
