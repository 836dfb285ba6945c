/**
 * The admin's access check over the one auth store. Its own module so that reader pages, which
 * never ask, do not download it.
 */
import type { User } from '@/shared/types';
import { isStaff, roleOf } from '@/shared/roles';
import { ApiError, api } from '@/browser/api';
import { TOKEN_KEY, USER_KEY, readText, writeJson } from '@/browser/storage';
import { $auth, cachedUser, startAuth } from './auth';

/**
 * Whether the visitor may use the admin: any staff role (each screen then checks the role's rights). The cached user answers "no" at once; a "yes" is confirmed
 * with the server, which also refreshes the cache. Only the server saying no is final: when it
 * cannot answer, a cached admin may go on, since every admin call is checked by the server anyway.
 */
const staff = (u: User | null) => Boolean(u && isStaff(roleOf(u)));

export async function confirmAdmin(): Promise<boolean> {
  startAuth(false);
  const token = readText(TOKEN_KEY);
  const cached = cachedUser();
  if (!token || (cached && !staff(cached))) return false;
  try {
    const { data: user } = await api.get<User>('/auth/me');
    writeJson(USER_KEY, user);
    if (!staff(user)) return false;
    $auth.set({ status: 'signedIn', user, token });
    return true;
  } catch (err) {
    const refused = err instanceof ApiError && (err.status === 401 || err.status === 403 || err.status === 404);
    if (!refused && staff(cached)) {
      $auth.set({ status: 'signedIn', user: cached, token });
      return true;
    }
    return false;
  }
}
