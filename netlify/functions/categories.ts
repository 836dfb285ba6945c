import { categoryInput } from '@/shared/schemas';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { livePages } from '@/server/http/rebuild';
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from '@/server/services/categories';

export const routes = [
  route('GET', '/api/categories', 'public', async () => ok(await listCategories())),
  route('GET', '/api/categories/:id', 'public', async ({ params }) => ok(await getCategory(params.id!))),
  route(
    'POST',
    '/api/categories',
    'staff',
    { can: 'content.manage', input: categoryInput, rebuild: livePages },
    async ({ input }) => {
      const { data, changes } = await createCategory(input);
      return created(data, { changes });
    },
  ),
  route(
    'PUT',
    '/api/categories/:id',
    'staff',
    { can: 'content.manage', input: categoryInput, rebuild: livePages },
    async ({ input, params }) => {
      const { data, changes } = await updateCategory(params.id!, input);
      return ok(data, { changes });
    },
  ),
  route('DELETE', '/api/categories/:id', 'staff', { can: 'content.manage', rebuild: livePages }, async ({ params }) => {
    const { data, changes } = await deleteCategory(params.id!);
    return ok(data, { changes });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
