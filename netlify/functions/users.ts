import { listQuery } from '@/shared/list-schemas';
import { userUpdateInput } from '@/shared/schemas';
import { noContent, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { changeUser, deleteUser, listUsersPage, userIdOf } from '@/server/services/users';
import { endSession, endSessions, sessionsOf } from '@/server/services/sessions';
import { resetSecondFactors } from '@/server/services/two-factor';

/** A change of role, or of the administrator flag that stands for one. */
const roleChange = (input: unknown) => {
  const i = input as { role?: unknown; isAdmin?: unknown };
  return i.role !== undefined || i.isAdmin !== undefined;
};

export const routes = [
  route('GET', '/api/users', 'admin', { query: listQuery }, async ({ query }) => {
    const { items, total } = await listUsersPage(query);
    return ok(items, { meta: { total, limit: query.limit, offset: query.offset } });
  }),
  route(
    'PUT',
    '/api/users/:id',
    'staff',
    {
      can: 'staff.invite',
      input: userUpdateInput,
      audit: (ctx) => (roleChange(ctx.input) ? 'user.role_changed' : 'user.updated'),
    },
    async ({ input, params, user }) => ok(await changeUser(user!, params.id!, input)),
  ),
  route('GET', '/api/users/:id/sessions', 'admin', async ({ params }) => ok(await sessionsOf(await userIdOf(params.id!), null))),
  route('DELETE', '/api/users/:id/sessions', 'admin', { audit: 'session.revoked' }, async ({ params }) => {
    await endSessions(await userIdOf(params.id!), null);
    return noContent();
  }),
  route('DELETE', '/api/users/:id/sessions/:sessionId', 'admin', { audit: 'session.revoked' }, async ({ params }) => {
    await endSession(await userIdOf(params.id!), params.sessionId!);
    return noContent();
  }),
  // Recovery: their second factors removed and their sessions ended; they sign in with the password and enrol again.
  route('DELETE', '/api/users/:id/2fa', 'admin', { audit: '2fa.reset' }, async ({ params }) => {
    const userId = await userIdOf(params.id!);
    await resetSecondFactors(userId);
    await endSessions(userId, null);
    return noContent();
  }),
  route('DELETE', '/api/users/:id', 'admin', async ({ params, user }) => {
    await deleteUser(user!, params.id!);
    return ok({ id: params.id! });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
