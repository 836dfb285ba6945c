import type { Role } from '@/shared/roles';
import type { User } from '@/shared/types';
import { usersApi } from '../api/users';
import { pagedList } from './list';

/** One page of the accounts, admins first, then newest first (as the server orders them). */
export const users = pagedList<User>(20, (limit, offset) => usersApi.page(limit, offset));
export const loadUsers = users.load;

/** Shows the server's answer at once, then refetches the page as after every change. */
export async function saveUserAdmin(user: User, isAdmin: boolean): Promise<void> {
  const saved = await usersApi.update(user, { isAdmin });
  users.patch((u) => u.id === saved.id, saved);
  void loadUsers();
}

export async function saveUserRole(user: User, role: Role): Promise<void> {
  const saved = await usersApi.setRole(user, role);
  users.patch((u) => u.id === saved.id, saved);
  void loadUsers();
}

export async function deleteUser(id: string): Promise<void> {
  await usersApi.remove(id);
  await loadUsers();
}
