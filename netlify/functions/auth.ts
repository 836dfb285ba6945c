import { endSessionsQuery, loginInput, oauthInput, registerInput, verifyEmailInput } from '@/shared/schemas';
import {
  passkeyAddInput,
  passwordChangeInput,
  passkeySignInInput,
  reauthInput,
  totpConfirmInput,
  twoFactorLoginInput,
} from '@/shared/security-schemas';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { noContent, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import type { AuditPolicy } from '@/server/http/audit-policy';
import {
  changePassword,
  login,
  loginSecondStep,
  profile,
  reauthenticate,
  register,
  resendCode,
  signInWithPasskey,
  verifyEmail,
} from '@/server/services/auth';
import {
  addPasskey,
  listPasskeys,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  signInOptions,
} from '@/server/services/passkeys';
import { recordSignupOrigin } from '@/server/services/signup-origins';
import { signInWithGoogle } from '@/server/services/google-sign-in';
import { deviceCookie } from '@/server/services/device-check';
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
  route('POST', '/api/auth/login', 'public', { input: loginInput, rateLimit: signInLimit }, async ({ input, client, req }) =>
    ok(await login(input, client, req.headers.get('cookie') ?? ''), { message: 'Login successful' }),
  ),
  // A code by email also remembers this browser for the account (the device cookie, 90 days).
  route(
    'POST',
    '/api/auth/login/2fa',
    'public',
    { input: twoFactorLoginInput, rateLimit: signInLimit },
    async ({ input, client }) => {
      const { result, rememberDevice } = await loginSecondStep(input.challenge, input.code, client);
      const headers: Record<string, string> = rememberDevice ? { 'set-cookie': await deviceCookie(result.user.id) } : {};
      return ok(result, { message: 'Login successful', headers });
    },
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
  // A new password ends every other session: whoever held one signs in with the new password.
  route(
    'PUT',
    '/api/auth/password',
    'user',
    { input: passwordChangeInput, audit: onSelf('password.changed') },
    async ({ input, user, sessionId }) => {
      await requireRecentSignIn(user!.id, sessionId);
      await changePassword(user!.id, input.newPassword);
      await endSessions(user!.id, sessionId);
      return noContent();
    },
  ),
  route('GET', '/api/auth/2fa', 'user', async ({ user }) => ok(await twoFactorStatus(user!))),
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
  route('POST', '/api/auth/passkeys/options', 'user', async ({ user, sessionId, url }) => {
    await requireRecentSignIn(user!.id, sessionId);
    return ok(await registrationOptions(user!, relyingPartyOf(url)));
  }),
  // Adding a factor ends every other session, as turning on TOTP does.
  route(
    'POST',
    '/api/auth/passkeys',
    'user',
    { input: passkeyAddInput, audit: onSelf('passkey.added') },
    async ({ input, user, sessionId, url }) => {
      const added = await addPasskey(
        user!.id,
        input.response as unknown as RegistrationResponseJSON,
        input.name,
        relyingPartyOf(url),
      );
      await endSessions(user!.id, sessionId);
      return ok(added, { status: 201 });
    },
  ),
  route('GET', '/api/auth/passkeys', 'user', async ({ user }) => ok(await listPasskeys(user!.id))),
  route('DELETE', '/api/auth/passkeys/:id', 'user', { audit: onSelf('passkey.removed') }, async ({ user, sessionId, params }) => {
    await requireRecentSignIn(user!.id, sessionId);
    await removePasskey(user!.id, params.id);
    await endSessions(user!.id, sessionId);
    return noContent();
  }),
  route('POST', '/api/auth/passkey-login/options', 'public', { rateLimit: 'passkey-options' }, async ({ url }) =>
    ok(await signInOptions(relyingPartyOf(url))),
  ),
  route(
    'POST',
    '/api/auth/passkey-login',
    'public',
    { input: passkeySignInInput, rateLimit: signInLimit },
    async ({ input, url, client }) =>
      ok(await signInWithPasskey(input.response as unknown as AuthenticationResponseJSON, relyingPartyOf(url), client), {
        message: 'Login successful',
      }),
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
