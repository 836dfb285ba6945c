import { authorInput } from '@/shared/schemas';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { livePages } from '@/server/http/rebuild';
import { createAuthor, deleteAuthor, getAuthor, listAuthors, updateAuthor } from '@/server/services/authors';

export const routes = [
  route('GET', '/api/authors', 'public', async () => ok(await listAuthors())),
  route('GET', '/api/authors/:id', 'public', async ({ params }) => ok(await getAuthor(params.id!))),
  route('POST', '/api/authors', 'staff', { can: 'content.manage', input: authorInput, rebuild: livePages }, async ({ input }) => {
    const { data, changes } = await createAuthor(input);
    return created(data, { changes });
  }),
  route(
    'PUT',
    '/api/authors/:id',
    'staff',
    { can: 'content.manage', input: authorInput, rebuild: livePages },
    async ({ input, params }) => {
      const { data, changes } = await updateAuthor(params.id!, input);
      return ok(data, { changes });
    },
  ),
  route('DELETE', '/api/authors/:id', 'staff', { can: 'content.manage', rebuild: livePages }, async ({ params }) => {
    const { data, changes } = await deleteAuthor(params.id!);
    return ok(data, { changes });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
