import { likeInput, postInput, postListQuery } from '@/shared/schemas';
import type { Post } from '@/shared/types';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { ifMatch } from '@/server/http/etag';
import { getPostRecord } from '@/server/repos/posts';
import { createPost, deletePost, getPostVersioned, likePost, listPosts, updatePost } from '@/server/services/posts';

/** Only published posts have prebuilt pages: a draft changes none until it is published. */
const wasPublished = ({ params }: { params: Record<string, string> }) =>
  getPostRecord(params.id!).then((p) => p?.status === 'published');

export const routes = [
  route('GET', '/api/posts', 'public', { query: postListQuery }, async ({ query, user }) => {
    const { items, total } = await listPosts(query, Boolean(user?.isAdmin));
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset } });
  }),
  route('GET', '/api/posts/:id', 'public', async ({ params, user }) => {
    const { post, etag } = await getPostVersioned(params.id!, Boolean(user?.isAdmin), user?.id);
    return ok(post, { headers: { etag } });
  }),
  route(
    'POST',
    '/api/posts',
    'admin',
    { input: postInput, rebuild: (p: Post) => (p.status === 'published' ? `Published "${p.title}"` : null) },
    async ({ input }) => created(await createPost(input)),
  ),
  route(
    'PUT',
    '/api/posts/:id',
    'admin',
    {
      input: postInput,
      rebuild: {
        before: wasPublished,
        reason: (p: Post, was) => (p.status === 'published' || was ? `Updated "${p.title}"` : null),
      },
    },
    async ({ req, input, params }) => {
      const { post, etag } = await updatePost(params.id!, input, ifMatch(req));
      return ok(post, { headers: { etag } });
    },
  ),
  route(
    'DELETE',
    '/api/posts/:id',
    'admin',
    {
      rebuild: {
        before: ({ params }) => getPostRecord(params.id!),
        reason: (_: unknown, gone) => (gone?.status === 'published' ? `Deleted "${gone.title}"` : null),
      },
    },
    async ({ params }) => ok({ id: (await deletePost(params.id!)).id }),
  ),
  route('POST', '/api/posts/:id/like', 'user', { input: likeInput }, async ({ input, params, user }) =>
    ok(await likePost(params.id!, user!.id, input.liked)),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
