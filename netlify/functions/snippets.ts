import { snippetInput } from '@/shared/schemas';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { createSnippet, deleteSnippet, getSnippet, listSnippets, updateSnippet } from '@/server/services/snippets';

/** Admin only, reads included: snippets are editing tools, not published content. No page shows them, so no rebuild. */
export const routes = [
  route('GET', '/api/snippets', 'staff', { can: 'posts.write' }, async () => ok(await listSnippets())),
  route('GET', '/api/snippets/:id', 'staff', { can: 'posts.write' }, async ({ params }) => ok(await getSnippet(params.id!))),
  route('POST', '/api/snippets', 'staff', { can: 'content.manage', input: snippetInput }, async ({ input }) =>
    created(await createSnippet(input)),
  ),
  route('PUT', '/api/snippets/:id', 'staff', { can: 'content.manage', input: snippetInput }, async ({ input, params }) =>
    ok(await updateSnippet(params.id!, input)),
  ),
  route('DELETE', '/api/snippets/:id', 'staff', { can: 'content.manage' }, async ({ params }) =>
    ok({ id: (await deleteSnippet(params.id!)).id }),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
