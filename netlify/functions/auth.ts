import { loginInput, oauthInput, registerInput, verifyEmailInput } from '@/shared/schemas';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { login, profile, register, resendCode, signInWithGoogle, verifyEmail } from '@/server/services/auth';
import { recordSignupOrigin } from '@/server/services/signup-origins';

export const routes = [
  route('POST', '/api/auth/register', 'public', { input: registerInput, rateLimit: 'register' }, async ({ input, url }) => {
    const { from, ...account } = input;
    const done = await register(account);
    await recordSignupOrigin('signup', from, url.hostname);
    return ok(done, { status: 201, message: 'Registration successful' });
  }),
  // The per-IP sign-in limit counts failed attempts (401) only.
  route(
    'POST',
    '/api/auth/login',
    'public',
    { input: loginInput, rateLimit: { action: 'login-ip', counts: 401 } },
    async ({ input }) => ok(await login(input), { message: 'Login successful' }),
  ),
  route('POST', '/api/auth/oauth', 'public', { input: oauthInput }, async ({ input }) =>
    ok(await signInWithGoogle(input.accessToken), { message: 'Login successful' }),
  ),
  route('GET', '/api/auth/me', 'user', async ({ user }) => ok(profile(user!))),
  route('POST', '/api/auth/verify-email', 'user', { input: verifyEmailInput }, async ({ input, user }) =>
    ok(await verifyEmail(user!.id, input.code)),
  ),
  route('POST', '/api/auth/verify-email/resend', 'user', async ({ user }) => ok(await resendCode(user!.id))),
];

export const app = serve(routes);
export const handler = lambda(app);
