import { commentInput, commentListQuery, commentStatusInput } from '@/shared/schemas';
import { Forbidden, Unauthorized } from '@/server/errors';
import { parseJson, validate } from '@/server/http/input';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { rateLimit } from '@/server/http/rate-limit';
import { addComment, listAllComments, listPostComments, removeComment, setCommentStatus } from '@/server/services/comments';

const listed = ({ items, total }: { items: unknown[]; total: number }, q: { limit: number; offset: number }) =>
  ok(items, { meta: { total, limit: q.limit, offset: q.offset } });

export const routes = [
  route('GET', '/api/comments/post/:postId', 'public', async ({ url, params, user }) => {
    const q = validate(commentListQuery, Object.fromEntries(url.searchParams));
    // Approved comments are public; any other status is moderation.
    if (q.status && q.status !== 'approved') {
      if (!user) throw Unauthorized();
      if (!user.isAdmin) throw Forbidden();
    }
    return listed(await listPostComments(params.postId, q, Boolean(user?.isAdmin)), q);
  }),
  route('GET', '/api/comments', 'admin', async ({ url }) => {
    const q = validate(commentListQuery, Object.fromEntries(url.searchParams));
    return listed(await listAllComments(q), q);
  }),
  route('POST', '/api/comments', 'user', async ({ req, user, ip }) => {
    const input = await parseJson(req, commentInput);
    await rateLimit('comment', ip);
    return created(await addComment(user, input));
  }),
  route('PUT', '/api/comments/:id/status', 'admin', async ({ req, params }) => {
    const { status } = await parseJson(req, commentStatusInput);
    return ok(await setCommentStatus(params.id, status));
  }),
  route('DELETE', '/api/comments/:id', 'admin', async ({ params }) => {
    await removeComment(params.id);
    return ok({ id: params.id });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
