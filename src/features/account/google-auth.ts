/**
 * Google sign-in through Supabase Auth (PKCE). supabase-js is loaded only when a reader uses it,
 * and only on the sign-in pages; without PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY the
 * Google buttons stay disabled.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { RETURN_TO_KEY, writeText } from '@/browser/storage';
import { returnToOf } from '@/shared/return-path';

const url: string | undefined = import.meta.env.PUBLIC_SUPABASE_URL;
const anonKey: string | undefined = import.meta.env.PUBLIC_SUPABASE_ANON_KEY;

export const googleConfigured = Boolean(url && anonKey);
export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured.';

export async function supabaseClient(): Promise<SupabaseClient> {
  if (!url || !anonKey) throw new Error(GOOGLE_NOT_CONFIGURED);
  const { createClient } = await import('@supabase/supabase-js');
  // The callback page exchanges the code itself, once.
  return createClient(url, anonKey, { auth: { flowType: 'pkce', detectSessionInUrl: false, persistSession: true } });
}

/** Leaves for Google; comes back to /auth/callback with ?code=… */
export async function startGoogleSignIn(): Promise<void> {
  // The callback address must stay fixed (the provider allows only listed ones), so the return path waits here.
  const back = returnToOf(location.search);
  if (back) writeText(RETURN_TO_KEY, back, 'session');
  const client = await supabaseClient();
  const { error } = await client.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${location.origin}/auth/callback` },
  });
  if (error) throw error;
}
