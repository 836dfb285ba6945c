import type { Config } from '@netlify/functions';
import { syncInput } from '@/shared/sync-schemas';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { syncPost } from '@/server/services/post-sync';

/**
 * The co-editing relay (DESIGN.md, Writing together). Polled every second or five by each editor in
 * a post, so it records nothing in History (the save that follows is recorded) and has no rate limit.
 */
export const routes = [
  route(
    'POST',
    '/api/posts/:id/sync',
    'staff',
    { can: 'posts.write', input: syncInput, audit: false },
    async ({ input, params, user }) => ok(await syncPost(params.id!, user!, input)),
  ),
];

export const app = serve(routes);
export default app;
/** Request-style with its own path, matched before the `/api/posts/*` rewrite to the posts function. */
export const config: Config = { path: '/api/posts/:id/sync' };
