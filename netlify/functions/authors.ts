import { authorInput } from '@/shared/schemas';
import type { Author } from '@/shared/types';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { authors } from '@/server/repos/taxonomy';
import { createAuthor, deleteAuthor, getAuthor, listAuthors, updateAuthor } from '@/server/services/authors';

export const routes = [
  route('GET', '/api/authors', 'public', async () => ok(await listAuthors())),
  route('GET', '/api/authors/:id', 'public', async ({ params }) => ok(await getAuthor(params.id!))),
  route(
    'POST',
    '/api/authors',
    'admin',
    { input: authorInput, rebuild: (a: Author) => `Author "${a.name}" added` },
    async ({ input }) => created(await createAuthor(input)),
  ),
  route(
    'PUT',
    '/api/authors/:id',
    'admin',
    { input: authorInput, rebuild: (a: Author) => `Author "${a.name}" updated` },
    async ({ input, params }) => ok(await updateAuthor(params.id!, input)),
  ),
  route(
    'DELETE',
    '/api/authors/:id',
    'admin',
    {
      rebuild: {
        before: ({ params }) => authors.get(params.id!),
        reason: (_: unknown, gone) => gone && `Author "${gone.name}" deleted`,
      },
    },
    async ({ params }) => ok({ id: (await deleteAuthor(params.id!)).id }),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
