import { listQuery, userUpdateInput } from '@/shared/schemas';
import { parseJson, validate } from '@/server/http/input';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { changeUser, deleteUser, listUsersPage } from '@/server/services/users';

export const routes = [
  route('GET', '/api/users', 'admin', async ({ url }) => {
    const q = validate(listQuery, Object.fromEntries(url.searchParams));
    const { items, total } = await listUsersPage(q);
    return ok(items, { meta: { total, limit: q.limit, offset: q.offset } });
  }),
  route('PUT', '/api/users/:id', 'admin', async ({ req, params, user }) =>
    ok(await changeUser(user, params.id, await parseJson(req, userUpdateInput)))),
  route('DELETE', '/api/users/:id', 'admin', async ({ params, user }) => {
    await deleteUser(user, params.id);
    return ok({ id: params.id });
  }),
];

export const app = serve(routes);
export const handler = lambda(app);
