/**
 * /auth/callback: turns the Google (Supabase PKCE) return into our own session. Any error goes to
 * /login?error=oauth_failed; nothing to work with goes to /login.
 */
import { api } from '@/browser/api';
import type { LoginResult } from '@/shared/types';
import { isChallenge, keepChallenge } from './sign-in-challenge';
import { signIn } from '@/stores/auth';
import { showToast } from '@/stores/toasts';
import { googleConfigured, supabaseClient } from './google-auth';
import { readText, removeKey, RETURN_TO_KEY, SUPABASE_TOKEN_KEY, writeText } from '@/browser/storage';
import { isSitePath } from '@/shared/return-path';
import { MESSAGES } from '@/shared/messages';

const FAILED = '/login?error=oauth_failed';

async function providerToken(): Promise<string | null> {
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.slice(1));
  if (query.get('error') || hash.get('error'))
    throw new Error(query.get('error_description') || hash.get('error_description') || 'Google sign-in was cancelled');
  const code = query.get('code');
  const access = hash.get('access_token');
  const refresh = hash.get('refresh_token');
  if (!googleConfigured) {
    if (code || access) throw new Error('Google sign-in is not configured.');
    return null;
  }
  const client = await supabaseClient();
  if (code) {
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    if (error) throw error;
    return data.session.access_token;
  }
  if (access && refresh) {
    const { data, error } = await client.auth.setSession({ access_token: access, refresh_token: refresh });
    if (error) throw error;
    return data.session?.access_token ?? null;
  }
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}

async function complete(): Promise<void> {
  try {
    const accessToken = await providerToken();
    if (!accessToken) return location.replace('/login');
    const { data } = await api.post<LoginResult>('/auth/oauth', { accessToken });
    writeText(SUPABASE_TOKEN_KEY, accessToken);
    if (isChallenge(data)) {
      keepChallenge(data);
      const back = readText(RETURN_TO_KEY, 'session');
      const returnTo = back && isSitePath(back) ? `&returnTo=${encodeURIComponent(back)}` : '';
      return location.replace(`/login?step=code${returnTo}`);
    }
    signIn(data.token, data.user);
    showToast(MESSAGES.loginSuccessful, 'success');
    const back = readText(RETURN_TO_KEY, 'session');
    removeKey(RETURN_TO_KEY, 'session');
    location.replace(back && isSitePath(back) ? back : '/');
  } catch (err) {
    console.warn('Google sign-in failed', err);
    location.replace(FAILED);
  }
}

void complete();
