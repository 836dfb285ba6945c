import type { User } from '@/shared/types';
import { usersApi } from '../api/users';
import { listAtom, loader, newestFirst } from './list';

export const $users = listAtom<User>();
export const loadUsers = loader($users, async () => newestFirst(await usersApi.all(), (u) => u.createdAt ?? ''));

export async function saveUserAdmin(user: User, isAdmin: boolean): Promise<void> {
  await usersApi.update(user, { isAdmin });
  await loadUsers();
}

export async function deleteUser(id: string): Promise<void> {
  await usersApi.remove(id);
  await loadUsers();
}
