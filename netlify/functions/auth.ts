import { loginInput, oauthInput, registerInput, verifyEmailInput } from '@/shared/schemas';
import { parseJson } from '@/server/http/input';
import { ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { lambda } from '@/server/http/lambda';
import { login, profile, register, resendCode, signInWithGoogle, verifyEmail } from '@/server/services/auth';

export const routes = [
  route('POST', '/api/auth/register', 'public', async ({ req, ip }) =>
    ok(await register(await parseJson(req, registerInput), ip), { status: 201, message: 'Registration successful' })),
  route('POST', '/api/auth/login', 'public', async ({ req, ip }) =>
    ok(await login(await parseJson(req, loginInput), ip), { message: 'Login successful' })),
  route('POST', '/api/auth/oauth', 'public', async ({ req }) => {
    const { accessToken } = await parseJson(req, oauthInput);
    return ok(await signInWithGoogle(accessToken), { message: 'Login successful' });
  }),
  route('GET', '/api/auth/me', 'user', async ({ user }) => ok(profile(user))),
  route('POST', '/api/auth/verify-email', 'user', async ({ req, user }) => {
    const { code } = await parseJson(req, verifyEmailInput);
    return ok(await verifyEmail(user.id, code));
  }),
  route('POST', '/api/auth/verify-email/resend', 'user', async ({ user }) => ok(await resendCode(user.id))),
];

export const app = serve(routes);
export const handler = lambda(app);
