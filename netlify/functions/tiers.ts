import { tierInput } from '@/shared/member-schemas';
import { roleOf } from '@/shared/roles';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { createTier, deleteTier, getTier, listTiers, updateTier } from '@/server/services/tiers';

/** Paid tiers: anyone reads the active ones (the /subscribe page); administrators manage them. */
export const routes = [
  route('GET', '/api/tiers', 'public', async ({ user }) => ok(await listTiers(roleOf(user ?? {}) === 'administrator'))),
  route('GET', '/api/tiers/:id', 'public', async ({ params }) => ok(await getTier(params.id!))),
  route('POST', '/api/tiers', 'admin', { input: tierInput }, async ({ input }) => created(await createTier(input))),
  route('PUT', '/api/tiers/:id', 'admin', { input: tierInput }, async ({ input, params }) =>
    ok(await updateTier(params.id!, input)),
  ),
  route('DELETE', '/api/tiers/:id', 'admin', async ({ params }) => ok(await deleteTier(params.id!))),
];

export const app = serve(routes);
export const handler = lambda(app);
