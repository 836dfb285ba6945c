import { likeInput, postInput, postListQuery } from '@/shared/schemas';
import { parseJson, validate } from '@/server/http/input';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { requestRebuild } from '@/server/build-hook';
import { ifMatch } from '@/server/http/etag';
import { createPost, deletePost, getPostVersioned, likePost, listPosts, updatePost } from '@/server/services/posts';

export const routes = [
  route('GET', '/api/posts', 'public', async ({ url, user }) => {
    const q = validate(postListQuery, Object.fromEntries(url.searchParams));
    const { items, total } = await listPosts(q, Boolean(user?.isAdmin));
    return ok(items, { meta: { total, limit: q.limit, offset: q.offset } });
  }),
  route('GET', '/api/posts/:id', 'public', async ({ params, user }) => {
    const { post, etag } = await getPostVersioned(params.id, Boolean(user?.isAdmin), user?.id);
    return ok(post, { headers: { etag } });
  }),
  route('POST', '/api/posts', 'admin', async ({ req, waitUntil }) => {
    const post = await createPost(await parseJson(req, postInput));
    if (post.status === 'published') waitUntil(requestRebuild(`Published "${post.title}"`));
    return created(post);
  }),
  route('PUT', '/api/posts/:id', 'admin', async ({ req, params, waitUntil }) => {
    const { post, before, etag } = await updatePost(params.id, await parseJson(req, postInput), ifMatch(req));
    if (post.status === 'published' || before.status === 'published') waitUntil(requestRebuild(`Updated "${post.title}"`));
    return ok(post, { headers: { etag } });
  }),
  route('DELETE', '/api/posts/:id', 'admin', async ({ params, waitUntil }) => {
    const gone = await deletePost(params.id);
    if (gone.status === 'published') waitUntil(requestRebuild(`Deleted "${gone.title}"`));
    return ok({ id: gone.id });
  }),
  route('POST', '/api/posts/:id/like', 'user', async ({ req, params, user }) => {
    const { liked } = await parseJson(req, likeInput);
    return ok(await likePost(params.id, user.id, liked));
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
