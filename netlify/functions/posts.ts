import { likeInput, postInput } from '@/shared/post-schemas';
import { postListQuery } from '@/shared/list-schemas';
import { changesOf, created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { ifMatch } from '@/server/http/etag';
import { writerOf } from '@/server/services/post-access';
import { livePages } from '@/server/http/rebuild';
import { getPostContent, getPostVersioned, listPosts } from '@/server/services/post-reads';
import { readerAccessOf } from '@/shared/member-status';
import { createPost, deletePost, likePost, updatePost } from '@/server/services/posts';
import { federating } from '@/server/services/fediverse-outgoing';
import { fediverseCounts } from '@/server/services/fediverse-reactions';
import { isStaff, roleOf } from '@/shared/roles';
import { afterPostSave, checkNewsletterChoice, forgetPostNewsletter } from '@/server/services/post-saved';

export const routes = [
  route('GET', '/api/posts', 'public', { query: postListQuery }, async ({ query, user }) => {
    const { items, total } = await listPosts(query, writerOf(user), readerAccessOf(user));
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset } });
  }),
  route('GET', '/api/posts/:id', 'public', async ({ params, user }) => {
    const { post, etag } = await getPostVersioned(params.id!, writerOf(user), user?.id, readerAccessOf(user));
    const staff = user && isStaff(roleOf(user));
    return ok(staff ? { ...post, fediverse: await fediverseCounts(post.id) } : post, { headers: { etag } });
  }),
  route('GET', '/api/posts/:id/content', 'public', async ({ params, user }) =>
    ok(await getPostContent(params.id!, writerOf(user), readerAccessOf(user))),
  ),
  route(
    'POST',
    '/api/posts',
    'staff',
    { can: 'posts.write', input: postInput, rebuild: livePages },
    async ({ input, user, url, ip }) => {
      checkNewsletterChoice(input, user!);
      const { data, changes } = await createPost(input, writerOf(user)!);
      await afterPostSave(data, user!, url.origin, ip);
      return created(data, { changes });
    },
  ),
  route(
    'PUT',
    '/api/posts/:id',
    'staff',
    { can: 'posts.write', input: postInput, rebuild: livePages },
    async ({ req, input, params, user, url, ip }) => {
      checkNewsletterChoice(input, user!);
      const { data, changes, etag } = await updatePost(params.id!, input, ifMatch(req), writerOf(user)!);
      await afterPostSave(data, user!, url.origin, ip);
      return ok(data, { changes, headers: { etag } });
    },
  ),
  route('DELETE', '/api/posts/:id', 'staff', { can: 'posts.write', rebuild: livePages }, async ({ params, user }) => {
    const { data, changes } = await deletePost(params.id!, writerOf(user)!);
    await forgetPostNewsletter(params.id!);
    return ok(data, { changes });
  }),
  route('POST', '/api/posts/:id/like', 'user', { input: likeInput }, async ({ input, params, user }) =>
    ok(await likePost(params.id!, user!.id, input.liked)),
  ),
];

export const app = federating(serve(routes), changesOf);
export const handler = lambda(app);
