/** The owner: the first administrator, whom nobody else may demote or delete. */
import type { UserRecord } from '@/shared/records';
import { roleOf } from '@/shared/roles';
import { claimOwner } from '../repos/meta';
import { updateUser } from '../repos/users';

/** After an account is made: the first administrator becomes the owner. */
export async function recordOwnerIfFirst(user: UserRecord): Promise<UserRecord> {
  if (roleOf(user) !== 'administrator' || (await claimOwner(user.id)) !== user.id) return user;
  return updateUser(user.id, (u) => ({ ...(u ?? user), isOwner: true }));
}
