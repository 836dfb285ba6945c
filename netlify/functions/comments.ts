import { commentInput, commentStatusInput } from '@/shared/schemas';
import { commentListQuery } from '@/shared/list-schemas';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { addComment, listAllComments, listPostComments, removeComment, setCommentStatus } from '@/server/services/comments';

const listed = ({ items, total }: { items: unknown[]; total: number }, q: { limit: number; offset: number }) =>
  ok(items, { meta: { total, limit: q.limit, offset: q.offset } });

export const routes = [
  route('GET', '/api/comments/post/:postId', 'public', { query: commentListQuery }, async ({ query, params, user }) =>
    listed(await listPostComments(params.postId!, query, user), query),
  ),
  route('GET', '/api/comments', 'staff', { can: 'content.manage', query: commentListQuery }, async ({ query }) =>
    listed(await listAllComments(query), query),
  ),
  route('POST', '/api/comments', 'user', { input: commentInput, rateLimit: 'comment' }, async ({ input, user }) =>
    created(await addComment(user!, input)),
  ),
  route(
    'PUT',
    '/api/comments/:id/status',
    'staff',
    { can: 'content.manage', input: commentStatusInput, audit: (ctx) => `comment.${(ctx.input as { status: string }).status}` },
    async ({ input, params }) => ok(await setCommentStatus(params.id!, input.status)),
  ),
  route('DELETE', '/api/comments/:id', 'staff', { can: 'content.manage' }, async ({ params }) => {
    await removeComment(params.id!);
    return ok({ id: params.id! });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
