import { endSessionsQuery, loginInput, oauthInput, registerInput, verifyEmailInput } from '@/shared/schemas';
import { reauthInput, totpConfirmInput, twoFactorLoginInput } from '@/shared/security-schemas';
import { noContent, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import type { AuditPolicy } from '@/server/http/audit-policy';
import {
  login,
  loginSecondStep,
  profile,
  reauthenticate,
  register,
  resendCode,
  signInWithGoogle,
  verifyEmail,
} from '@/server/services/auth';
import { recordSignupOrigin } from '@/server/services/signup-origins';
import { endSession, endSessions, requireRecentSignIn, sessionsOf } from '@/server/services/sessions';
import { confirmTotp, disableTotp, renewBackupCodes, startTotpSetup, twoFactorStatus } from '@/server/services/two-factor';

/** History names the account itself as the target of a change to its own sign-in. */
const onSelf =
  (action: string): AuditPolicy =>
  ({ user }) => ({ action, target: { type: 'user', id: user!.id, title: user!.name } });

/** Failed attempts (401) count against the caller's address. */
const signInLimit = { action: 'login-ip', counts: 401 } as const;

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
  route('POST', '/api/auth/login', 'public', { input: loginInput, rateLimit: signInLimit }, async ({ input, client }) =>
    ok(await login(input, client), { message: 'Login successful' }),
  ),
  route(
    'POST',
    '/api/auth/login/2fa',
    'public',
    { input: twoFactorLoginInput, rateLimit: signInLimit },
    async ({ input, client }) => ok(await loginSecondStep(input.challenge, input.code, client), { message: 'Login successful' }),
  ),
  route('POST', '/api/auth/oauth', 'public', { input: oauthInput }, async ({ input, client }) =>
    ok(await signInWithGoogle(input.accessToken, client), { message: 'Login successful' }),
  ),
  route('GET', '/api/auth/me', 'user', async ({ user }) => ok(profile(user!))),
  route('POST', '/api/auth/verify-email', 'user', { input: verifyEmailInput }, async ({ input, user }) =>
    ok(await verifyEmail(user!.id, input.code)),
  ),
  route('POST', '/api/auth/verify-email/resend', 'user', async ({ user }) => ok(await resendCode(user!.id))),
  // The password again opens changes to how the account signs in for 5 minutes.
  route('POST', '/api/auth/reauth', 'user', { input: reauthInput }, async ({ input, user, sessionId, client }) => {
    await reauthenticate(user!, sessionId!, input.password, client);
    return noContent();
  }),
  route('GET', '/api/auth/2fa', 'user', async ({ user }) => ok(await twoFactorStatus(user!.id))),
  route('POST', '/api/auth/2fa/totp/setup', 'user', async ({ user, sessionId }) => {
    await requireRecentSignIn(user!.id, sessionId);
    return ok(await startTotpSetup(user!));
  }),
  // Turning a factor on ends every other session: whoever else held one must sign in with it.
  route(
    'POST',
    '/api/auth/2fa/totp/confirm',
    'user',
    { input: totpConfirmInput, audit: onSelf('2fa.enabled') },
    async ({ input, user, sessionId }) => {
      const done = await confirmTotp(user!.id, input.code);
      await endSessions(user!.id, sessionId);
      return ok(done);
    },
  ),
  route('DELETE', '/api/auth/2fa/totp', 'user', { audit: onSelf('2fa.disabled') }, async ({ user, sessionId }) => {
    await requireRecentSignIn(user!.id, sessionId);
    await disableTotp(user!.id);
    await endSessions(user!.id, sessionId);
    return noContent();
  }),
  route(
    'POST',
    '/api/auth/2fa/backup-codes',
    'user',
    { audit: onSelf('2fa.backup_codes_renewed') },
    async ({ user, sessionId }) => {
      await requireRecentSignIn(user!.id, sessionId);
      return ok(await renewBackupCodes(user!.id));
    },
  ),
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
