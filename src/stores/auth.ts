/**
 * Who is using the site, reader pages and admin alike. Starts 'loading', restores the cached token
 * and user at once so the page can show the signed-in state without waiting, then refreshes the
 * user from the server. A network failure keeps the cached user; a rejected token signs out.
 */
import { atom, onMount } from 'nanostores';
import type { User } from '@/shared/types';
import { ApiError, api } from '@/browser/api';
import {
  SUPABASE_TOKEN_KEY,
  TOKEN_KEY,
  USER_KEY,
  isIdentityProviderKey,
  localKeys,
  readJson,
  readText,
  removeKey,
  writeJson,
  writeText,
} from '@/browser/storage';

export type AuthStatus = 'loading' | 'anonymous' | 'signedIn';
export interface AuthState {
  status: AuthStatus;
  user: User | null;
  token: string | null;
}

export const $auth = atom<AuthState>({ status: 'loading', user: null, token: null });

const ANONYMOUS: AuthState = { status: 'anonymous', user: null, token: null };

const isUser = (v: unknown): v is User =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as User).id === 'string' &&
  typeof (v as User).email === 'string' &&
  typeof (v as User).name === 'string';

export const cachedUser = () => readJson<User | null>(USER_KEY, null, (v): v is User | null => v === null || isUser(v));

export function signIn(token: string, user: User): void {
  writeText(TOKEN_KEY, token);
  writeJson(USER_KEY, user);
  $auth.set({ status: 'signedIn', user, token });
}

/** Replaces the signed-in user (after verification or a profile refresh). */
export function setUser(user: User): void {
  const { token } = $auth.get();
  if (!token) return;
  writeJson(USER_KEY, user);
  $auth.set({ status: 'signedIn', user, token });
}

/**
 * Signs out: the session ends on the server (so its token stops working anywhere it was copied),
 * then the browser forgets it: our keys and the identity provider's own session entries.
 */
export function signOut(): void {
  const token = readText(TOKEN_KEY);
  // Not awaited, and kept alive through a page change: the browser is signed out either way.
  if (token)
    void fetch('/api/auth/session', { method: 'DELETE', headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(
      () => undefined,
    );
  forgetSession();
}

/** Forgets the session in this browser only (the server already refused it). */
function forgetSession(): void {
  removeKey(TOKEN_KEY);
  removeKey(USER_KEY);
  removeKey(SUPABASE_TOKEN_KEY);
  for (const key of localKeys()) if (isIdentityProviderKey(key)) removeKey(key);
  $auth.set(ANONYMOUS);
}

async function refresh(token: string): Promise<void> {
  try {
    const { data } = await api.get<User>('/auth/me');
    if ($auth.get().token === token) setUser(data);
  } catch (err) {
    if ($auth.get().token !== token) return;
    if (err instanceof ApiError && err.status === 401) return forgetSession();
    console.warn('Could not refresh the signed-in user', err);
    if (!$auth.get().user) $auth.set(ANONYMOUS);
  }
}

/** Reads the cache and refreshes it from the server. */
function restore(): void {
  const token = readText(TOKEN_KEY);
  const cached = cachedUser();
  if (!token) {
    if (cached) removeKey(USER_KEY);
    $auth.set(ANONYMOUS);
    return;
  }
  $auth.set({ status: cached ? 'signedIn' : 'loading', user: cached, token });
  void refresh(token);
}

let started = false;
/**
 * Follows a later sign-in or sign-out in another tab; `andRestore` also reads the cache now (the
 * admin confirms the session itself: admin-access.ts).
 */
export function startAuth(andRestore: boolean): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if (andRestore) restore();
  window.addEventListener('storage', (e) => {
    if (e.key === TOKEN_KEY || e.key === USER_KEY || e.key === null) {
      const token = readText(TOKEN_KEY);
      const user = cachedUser();
      $auth.set(token && user ? { status: 'signedIn', user, token } : ANONYMOUS);
    }
  });
}

onMount($auth, () => startAuth(true));

/** Resolves once the first restore has settled (signed in or anonymous). */
export function authReady(): Promise<AuthState> {
  return new Promise((resolve) => {
    const stop = $auth.subscribe((a) => {
      if (a.status === 'loading') return;
      queueMicrotask(() => stop());
      resolve(a);
    });
  });
}
