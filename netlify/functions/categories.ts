import { categoryInput } from '@/shared/schemas';
import { parseJson } from '@/server/http/input';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { requestRebuild } from '@/server/build-hook';
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from '@/server/services/categories';

export const routes = [
  route('GET', '/api/categories', 'public', async () => ok(await listCategories())),
  route('GET', '/api/categories/:id', 'public', async ({ params }) => ok(await getCategory(params.id))),
  route('POST', '/api/categories', 'admin', async ({ req, waitUntil }) => {
    const category = await createCategory(await parseJson(req, categoryInput));
    waitUntil(requestRebuild(`Category "${category.name}" added`));
    return created(category);
  }),
  route('PUT', '/api/categories/:id', 'admin', async ({ req, params, waitUntil }) => {
    const category = await updateCategory(params.id, await parseJson(req, categoryInput));
    waitUntil(requestRebuild(`Category "${category.name}" updated`));
    return ok(category);
  }),
  route('DELETE', '/api/categories/:id', 'admin', async ({ params, waitUntil }) => {
    const gone = await deleteCategory(params.id);
    waitUntil(requestRebuild(`Category "${gone.name}" deleted`));
    return ok({ id: gone.id });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
