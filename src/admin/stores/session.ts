import { atom } from 'nanostores';
import { ApiError, TOKEN_KEY } from '@/lib/api';
import type { User } from '@/shared/types';
import { usersApi } from '../api/users';

export const USER_KEY = 'user_data';

/** The signed-in admin; null until access is confirmed. */
export const $me = atom<User | null>(null);

function cachedUser(): User | null {
  try {
    return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as User | null;
  } catch {
    return null;
  }
}

/**
 * Whether the visitor may use the admin. The cached user answers "no" at once; a "yes" is confirmed
 * with the server, which also refreshes the cache.
 */
export async function confirmAdmin(): Promise<boolean> {
  const token = localStorage.getItem(TOKEN_KEY);
  const cached = cachedUser();
  if (!token || (cached && !cached.isAdmin)) return false;
  try {
    const user = await usersApi.me();
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    if (!user.isAdmin) return false;
    $me.set(user);
    return true;
  } catch (err) {
    // Only the server saying no is final. When it cannot answer, a cached admin may go on: every
    // admin call is checked by the server anyway.
    const refused = err instanceof ApiError && (err.status === 401 || err.status === 403 || err.status === 404);
    if (!refused && cached?.isAdmin) {
      $me.set(cached);
      return true;
    }
    return false;
  }
}

export function signOut(): void {
  for (const key of [TOKEN_KEY, USER_KEY, 'supabase_token']) localStorage.removeItem(key);
  $me.set(null);
  location.assign('/');
}
