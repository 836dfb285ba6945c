import { createHash } from 'node:crypto';
import type { UserRecord } from '@/shared/records';
import type { User } from '@/shared/types';
import { roleOf } from '@/shared/roles';
import { memberOf } from '@/shared/member-status';
import { createJSON, deleteKey, getJSON, getMany, listKeys, setJSON, updateJSON } from '../storage/store';

const keys = {
  user: (id: string) => `users/${id}`,
  users: 'users/',
  /** Which user holds an email, by a hash of the address. */
  userByEmail: (emailHash: string) => `user-email/${emailHash}`,
};

export const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

export function toPublicUser(u: UserRecord): User {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    avatarUrl: u.avatarUrl,
    isVerified: u.isVerified,
    isAdmin: roleOf(u) === 'administrator',
    role: roleOf(u),
    ...(u.authorId ? { authorId: u.authorId } : {}),
    ...(u.isOwner ? { isOwner: true } : {}),
    oauthProvider: u.oauthProvider ?? null,
    createdAt: u.createdAt,
    member: memberOf(u),
  };
}

export const getUser = (id: string) => getJSON<UserRecord>(keys.user(id));

export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  const ref = await getJSON<{ id: string }>(keys.userByEmail(emailHash(email)));
  return ref ? getUser(ref.id) : null;
}

/** Claims the email first so two sign-ups with one address cannot both win. */
export async function insertUser(user: UserRecord): Promise<boolean> {
  if (!(await createJSON(keys.userByEmail(emailHash(user.email)), { id: user.id }))) return false;
  await setJSON(keys.user(user.id), user);
  return true;
}

export const saveUser = (user: UserRecord) => setJSON(keys.user(user.id), user);

/** The users with these ids, skipping any since removed. */
export const getUsers = (ids: string[]) => getMany<UserRecord>(ids.map(keys.user));

export async function listUsers(): Promise<UserRecord[]> {
  const users = await getMany<UserRecord>(await listKeys(keys.users));
  return users.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
}

export async function removeUser(user: UserRecord): Promise<void> {
  await deleteKey(keys.user(user.id));
  await deleteKey(keys.userByEmail(emailHash(user.email)));
}

/** Read-modify-write of one user with ETag retries; `fn` sees the stored record (null when gone). */
export const updateUser = (id: string, fn: (current: UserRecord | null) => UserRecord) =>
  updateJSON<UserRecord>(keys.user(id), fn);
