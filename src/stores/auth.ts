/**
 * Who is using the site, reader pages and admin alike. Starts 'loading', restores the cached token
 * and user at once so the page can show the signed-in state without waiting, then refreshes the
 * user from the server. A network failure keeps the cached user; a rejected token signs out.
 */
import { atom, computed, onMount } from 'nanostores';
import type { User } from '@/shared/types';
import { ApiError, api } from '@/browser/api';
import { KEYS, isIdentityProviderKey, localKeys, readJson, readText, removeKey, writeJson, writeText } from '@/browser/storage';

export type AuthStatus = 'loading' | 'anonymous' | 'signedIn';
export interface AuthState { status: AuthStatus; user: User | null; token: string | null }

export const $auth = atom<AuthState>({ status: 'loading', user: null, token: null });
export const $user = computed($auth, (a) => a.user);
/** True only for a signed-in admin (the admin app confirms it with the server first: confirmAdmin). */
export const $isAdmin = computed($auth, (a) => a.status === 'signedIn' && Boolean(a.user?.isAdmin));

const ANONYMOUS: AuthState = { status: 'anonymous', user: null, token: null };

const isUser = (v: unknown): v is User =>
  typeof v === 'object' && v !== null && typeof (v as User).id === 'string' && typeof (v as User).email === 'string' && typeof (v as User).name === 'string';

const cachedUser = () => readJson<User | null>(KEYS.user, null, (v): v is User | null => v === null || isUser(v));

export function signIn(token: string, user: User): void {
  writeText(KEYS.token, token);
  writeJson(KEYS.user, user);
  $auth.set({ status: 'signedIn', user, token });
}

/** Replaces the signed-in user (after verification or a profile refresh). */
export function setUser(user: User): void {
  const { token } = $auth.get();
  if (!token) return;
  writeJson(KEYS.user, user);
  $auth.set({ status: 'signedIn', user, token });
}

/** Forgets the session everywhere: our keys and the identity provider's own session entries. */
export function signOut(): void {
  removeKey(KEYS.token);
  removeKey(KEYS.user);
  removeKey(KEYS.supabaseToken);
  for (const key of localKeys()) if (isIdentityProviderKey(key)) removeKey(key);
  $auth.set(ANONYMOUS);
}

async function refresh(token: string): Promise<void> {
  try {
    const { data } = await api.get<User>('/auth/me');
    if ($auth.get().token === token) setUser(data);
  } catch (err) {
    if ($auth.get().token !== token) return;
    if (err instanceof ApiError && err.status === 401) return signOut();
    console.warn('Could not refresh the signed-in user', err);
    if (!$auth.get().user) $auth.set(ANONYMOUS);
  }
}

/** Reads the cache and refreshes it from the server. */
function restore(): void {
  const token = readText(KEYS.token);
  const cached = cachedUser();
  if (!token) {
    if (cached) removeKey(KEYS.user);
    $auth.set(ANONYMOUS);
    return;
  }
  $auth.set({ status: cached ? 'signedIn' : 'loading', user: cached, token });
  void refresh(token);
}

let started = false;
/** Follows a later sign-in or sign-out in another tab; `andRestore` also reads the cache now. */
function start(andRestore: boolean): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  if (andRestore) restore();
  window.addEventListener('storage', (e) => {
    if (e.key === KEYS.token || e.key === KEYS.user || e.key === null) {
      const token = readText(KEYS.token);
      const user = cachedUser();
      $auth.set(token && user ? { status: 'signedIn', user, token } : ANONYMOUS);
    }
  });
}

onMount($auth, () => start(true));

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

/**
 * Whether the visitor may use the admin. The cached user answers "no" at once; a "yes" is confirmed
 * with the server, which also refreshes the cache. Only the server saying no is final: when it
 * cannot answer, a cached admin may go on, since every admin call is checked by the server anyway.
 */
export async function confirmAdmin(): Promise<boolean> {
  start(false);
  const token = readText(KEYS.token);
  const cached = cachedUser();
  if (!token || (cached && !cached.isAdmin)) return false;
  try {
    const { data: user } = await api.get<User>('/auth/me');
    writeJson(KEYS.user, user);
    if (!user.isAdmin) return false;
    $auth.set({ status: 'signedIn', user, token });
    return true;
  } catch (err) {
    const refused = err instanceof ApiError && (err.status === 401 || err.status === 403 || err.status === 404);
    if (!refused && cached?.isAdmin) {
      $auth.set({ status: 'signedIn', user: cached, token });
      return true;
    }
    return false;
  }
}
