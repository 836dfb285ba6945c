import { likeInput, postInput, postListQuery } from '@/shared/schemas';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { ifMatch } from '@/server/http/etag';
import { writerOf } from '@/server/services/post-access';
import { livePages } from '@/server/http/rebuild';
import { getPostVersioned, listPosts } from '@/server/services/post-reads';
import { createPost, deletePost, likePost, updatePost } from '@/server/services/posts';
import { forgetPostNewsletter, newsletterAfterSave } from '@/server/services/newsletters';
import { can, roleOf } from '@/shared/roles';
import type { PostInput } from '@/shared/types';
import type { UserRecord } from '@/shared/records';
import { Forbidden } from '@/server/errors';
import { MESSAGES } from '@/shared/messages';

/** Emailing subscribers is the administrators' (DESIGN.md, Staff roles). */
function checkNewsletterChoice(input: PostInput, user: UserRecord | null): void {
  if (input.sendNewsletter !== undefined && !(user && can(roleOf(user), 'site.admin')))
    throw Forbidden(MESSAGES.newsletterAdminsOnly, 'NEWSLETTER_ADMINS_ONLY');
}

export const routes = [
  route('GET', '/api/posts', 'public', { query: postListQuery }, async ({ query, user }) => {
    const { items, total } = await listPosts(query, writerOf(user));
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset } });
  }),
  route('GET', '/api/posts/:id', 'public', async ({ params, user }) => {
    const { post, etag } = await getPostVersioned(params.id!, writerOf(user), user?.id);
    return ok(post, { headers: { etag } });
  }),
  route(
    'POST',
    '/api/posts',
    'staff',
    { can: 'posts.write', input: postInput, rebuild: livePages },
    async ({ input, user, url }) => {
      checkNewsletterChoice(input, user);
      const { data, changes } = await createPost(input, writerOf(user)!);
      await newsletterAfterSave(data, url.origin);
      return created(data, { changes });
    },
  ),
  route(
    'PUT',
    '/api/posts/:id',
    'staff',
    { can: 'posts.write', input: postInput, rebuild: livePages },
    async ({ req, input, params, user, url }) => {
      checkNewsletterChoice(input, user);
      const { data, changes, etag } = await updatePost(params.id!, input, ifMatch(req), writerOf(user)!);
      await newsletterAfterSave(data, url.origin);
      return ok(data, { changes, headers: { etag } });
    },
  ),
  route('DELETE', '/api/posts/:id', 'staff', { can: 'posts.write', rebuild: livePages }, async ({ params, user }) => {
    const { data, changes } = await deletePost(params.id!, writerOf(user)!);
    // The id may be given to a new post, which may then be emailed.
    await forgetPostNewsletter(params.id!);
    return ok(data, { changes });
  }),
  route('POST', '/api/posts/:id/like', 'user', { input: likeInput }, async ({ input, params, user }) =>
    ok(await likePost(params.id!, user!.id, input.liked)),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
