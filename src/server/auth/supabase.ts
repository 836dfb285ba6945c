/**
 * Verifies a Supabase access token by asking Supabase Auth who it belongs to. Only a Supabase user
 * who signed in with Google and whose address is confirmed is trusted: we sign into our account
 * with that email (admins included), so an email/password or unconfirmed Supabase user is refused.
 */
import { LIMITS } from '@/shared/limits';
import { ServiceUnavailable, Unauthorized } from '../errors';

export interface IdentityProfile {
  id: string;
  email: string;
  name: string;
  avatarUrl: string;
}

const TIMEOUT_MS = 5_000;

interface SupabaseIdentity {
  provider?: unknown;
  identity_data?: { email?: unknown } | null;
}
interface SupabaseUser {
  id?: unknown;
  email?: unknown;
  email_confirmed_at?: unknown;
  app_metadata?: { provider?: unknown; providers?: unknown } | null;
  identities?: unknown;
  user_metadata?: { full_name?: unknown; name?: unknown; avatar_url?: unknown; picture?: unknown } | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A Google identity for this email: listed in `identities` when Supabase sends them, else in `app_metadata`. */
function signedInWithGoogle(user: SupabaseUser, email: string): boolean {
  const identities = Array.isArray(user.identities) ? (user.identities as SupabaseIdentity[]) : null;
  if (identities) {
    return identities.some((i) => i?.provider === 'google' && [email, ''].includes(text(i.identity_data?.email).toLowerCase()));
  }
  const meta = user.app_metadata ?? {};
  return meta.provider === 'google' || (Array.isArray(meta.providers) && meta.providers.includes('google'));
}

const confirmed = (at: unknown) => typeof at === 'string' && !Number.isNaN(Date.parse(at));

export async function verifySupabaseToken(accessToken: string): Promise<IdentityProfile> {
  const base = process.env.SUPABASE_URL;
  if (!base) throw ServiceUnavailable('Google sign-in is not configured on this site.', 'OAUTH_NOT_CONFIGURED');
  let res: Response;
  try {
    res = await fetch(new URL('/auth/v1/user', base), {
      headers: { apikey: process.env.SUPABASE_ANON_KEY ?? '', authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw ServiceUnavailable('Google sign-in is unavailable right now. Please try again.', 'OAUTH_UNAVAILABLE');
  }
  if (res.status === 401 || res.status === 403)
    throw Unauthorized('Your Google sign-in has expired or is invalid. Please try again.');
  if (!res.ok) throw ServiceUnavailable('Google sign-in is unavailable right now. Please try again.', 'OAUTH_UNAVAILABLE');
  const body = (await res.json().catch(() => null)) as SupabaseUser | null;
  const email = text(body?.email).toLowerCase();
  if (!body || !email) throw Unauthorized('Your Google account did not share an email address.');
  if (!signedInWithGoogle(body, email)) throw Unauthorized('Please sign in with your Google account.');
  if (!confirmed(body.email_confirmed_at)) throw Unauthorized('Your Google email address is not confirmed yet.');
  const meta = body.user_metadata ?? {};
  return {
    id: text(body.id),
    email,
    name: (text(meta.full_name) || text(meta.name) || email.split('@')[0]!).slice(0, LIMITS.name),
    avatarUrl:
      [text(meta.avatar_url), text(meta.picture)].find((u) => /^https:\/\/\S+$/i.test(u) && u.length <= LIMITS.url) ?? '',
  };
}
