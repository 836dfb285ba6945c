import { authorInput } from '@/shared/schemas';
import { parseJson } from '@/server/http/input';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { requestRebuild } from '@/server/build-hook';
import { createAuthor, deleteAuthor, getAuthor, listAuthors, updateAuthor } from '@/server/services/authors';

export const routes = [
  route('GET', '/api/authors', 'public', async () => ok(await listAuthors())),
  route('GET', '/api/authors/:id', 'public', async ({ params }) => ok(await getAuthor(params.id))),
  route('POST', '/api/authors', 'admin', async ({ req, waitUntil }) => {
    const author = await createAuthor(await parseJson(req, authorInput));
    waitUntil(requestRebuild(`Author "${author.name}" added`));
    return created(author);
  }),
  route('PUT', '/api/authors/:id', 'admin', async ({ req, params, waitUntil }) => {
    const author = await updateAuthor(params.id, await parseJson(req, authorInput));
    waitUntil(requestRebuild(`Author "${author.name}" updated`));
    return ok(author);
  }),
  route('DELETE', '/api/authors/:id', 'admin', async ({ params, waitUntil }) => {
    const gone = await deleteAuthor(params.id);
    waitUntil(requestRebuild(`Author "${gone.name}" deleted`));
    return ok({ id: gone.id });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
