import { endSessionsQuery, loginInput, oauthInput, registerInput, verifyEmailInput } from '@/shared/schemas';
import { noContent, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { login, profile, register, resendCode, signInWithGoogle, verifyEmail } from '@/server/services/auth';
import { recordSignupOrigin } from '@/server/services/signup-origins';
import { endSession, endSessions, sessionsOf } from '@/server/services/sessions';

export const routes = [
  route(
    'POST',
    '/api/auth/register',
    'public',
    { input: registerInput, rateLimit: 'register' },
    async ({ input, url, client }) => {
      const { from, ...account } = input;
      const done = await register(account, client);
      await recordSignupOrigin('signup', from, url.hostname);
      return ok(done, { status: 201, message: 'Registration successful' });
    },
  ),
  // The per-IP sign-in limit counts failed attempts (401) only.
  route(
    'POST',
    '/api/auth/login',
    'public',
    { input: loginInput, rateLimit: { action: 'login-ip', counts: 401 } },
    async ({ input, client }) => ok(await login(input, client), { message: 'Login successful' }),
  ),
  route('POST', '/api/auth/oauth', 'public', { input: oauthInput }, async ({ input, client }) =>
    ok(await signInWithGoogle(input.accessToken, client), { message: 'Login successful' }),
  ),
  route('GET', '/api/auth/me', 'user', async ({ user }) => ok(profile(user!))),
  route('POST', '/api/auth/verify-email', 'user', { input: verifyEmailInput }, async ({ input, user }) =>
    ok(await verifyEmail(user!.id, input.code)),
  ),
  route('POST', '/api/auth/verify-email/resend', 'user', async ({ user }) => ok(await resendCode(user!.id))),
  route('GET', '/api/auth/sessions', 'user', async ({ user, sessionId }) => ok(await sessionsOf(user!.id, sessionId))),
  // Signing out: this session ends on the server, not only in the browser.
  route('DELETE', '/api/auth/session', 'user', { audit: 'logout' }, async ({ user, sessionId }) => {
    await endSession(user!.id, sessionId!);
    return noContent();
  }),
  route('DELETE', '/api/auth/sessions/:id', 'user', { audit: 'session.revoked' }, async ({ user, params }) => {
    await endSession(user!.id, params.id!);
    return noContent();
  }),
  route(
    'DELETE',
    '/api/auth/sessions',
    'user',
    { query: endSessionsQuery, audit: 'session.revoked' },
    async ({ user, sessionId }) => {
      await endSessions(user!.id, sessionId);
      return noContent();
    },
  ),
];

export const app = serve(routes);
export const handler = lambda(app);
