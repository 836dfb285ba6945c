import { acceptInviteInput, inviteInput } from '@/shared/schemas';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { acceptInvite, invite } from '@/server/services/invites';

export const routes = [
  route('POST', '/api/invites', 'staff', { can: 'staff.invite', input: inviteInput }, async ({ input, user }) =>
    created(await invite(user!, input.email, input.role)),
  ),
  // The invitation link is the credential; like sign-up, it is rate limited per address.
  route('POST', '/api/invites/accept', 'public', { input: acceptInviteInput, rateLimit: 'register' }, async ({ input, client }) =>
    ok(await acceptInvite(input.token, input.name, input.password, client), { message: 'Login successful' }),
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
