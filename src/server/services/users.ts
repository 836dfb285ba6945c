/** User administration. An admin can promote, rename or delete others, never demote or delete themself. */
import type { UserRecord } from '@/shared/records';
import type { ListQuery, User, UserUpdate } from '@/shared/types';
import { Forbidden, NotFound } from '../errors';
import { getUser, listUsers, removeUser, toPublicUser, updateUser } from '../repos/users';
import { MESSAGES } from '@/shared/messages';

/** Admins first, then the newest accounts: who runs the site, then who just joined. */
export async function listUsersPage(q: ListQuery): Promise<{ items: User[]; total: number }> {
  const all = (await listUsers()).sort(
    (a, b) => Number(b.isAdmin) - Number(a.isAdmin) || (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
  );
  return { items: all.slice(q.offset, q.offset + q.limit).map(toPublicUser), total: all.length };
}

export async function changeUser(actor: UserRecord, id: string, input: UserUpdate): Promise<User> {
  if (id === actor.id && input.isAdmin !== undefined && input.isAdmin !== actor.isAdmin) {
    throw Forbidden(MESSAGES.cannotChangeOwnAdmin, 'CANNOT_CHANGE_OWN_ADMIN');
  }
  const saved = await updateUser(id, (u) => {
    if (!u) throw NotFound('User');
    return { ...u, name: input.name ?? u.name, isAdmin: input.isAdmin ?? u.isAdmin };
  });
  return toPublicUser(saved);
}

export async function deleteUser(actor: UserRecord, id: string): Promise<void> {
  if (id === actor.id) throw Forbidden(MESSAGES.cannotDeleteSelf, 'CANNOT_DELETE_SELF');
  const user = await getUser(id);
  if (!user) throw NotFound('User');
  await removeUser(user);
}
