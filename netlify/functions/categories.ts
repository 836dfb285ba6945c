import { categoryInput } from '@/shared/schemas';
import type { Category } from '@/shared/types';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { categories } from '@/server/repos/taxonomy';
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from '@/server/services/categories';

export const routes = [
  route('GET', '/api/categories', 'public', async () => ok(await listCategories())),
  route('GET', '/api/categories/:id', 'public', async ({ params }) => ok(await getCategory(params.id!))),
  route(
    'POST',
    '/api/categories',
    'admin',
    { input: categoryInput, rebuild: (c: Category) => `Category "${c.name}" added` },
    async ({ input }) => created(await createCategory(input)),
  ),
  route(
    'PUT',
    '/api/categories/:id',
    'admin',
    { input: categoryInput, rebuild: (c: Category) => `Category "${c.name}" updated` },
    async ({ input, params }) => ok(await updateCategory(params.id!, input)),
  ),
  route(
    'DELETE',
    '/api/categories/:id',
    'admin',
    {
      rebuild: {
        before: ({ params }) => categories.get(params.id!),
        reason: (_: unknown, gone) => gone && `Category "${gone.name}" deleted`,
      },
    },
    async ({ params }) => ok({ id: (await deleteCategory(params.id!)).id }),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
