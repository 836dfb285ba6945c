/**
 * User administration. Nobody changes their own role or deletes themself; nobody but the owner
 * touches the owner; an editor gives and takes only the contributor and author roles.
 */
import { slugify } from '@/lib/slug';
import { MESSAGES, VALIDATION } from '@/shared/messages';
import type { UserRecord } from '@/shared/records';
import { assignableRoles, isStaff, roleOf, type Role } from '@/shared/roles';
import type { ListQuery, User, UserUpdate } from '@/shared/types';
import { BadRequest, Forbidden, NotFound } from '../errors';
import { authors } from '../repos/taxonomy';
import { createWithUniqueId } from '../repos/unique-id';
import { getUser, listUsers, removeUser, toPublicUser, updateUser } from '../repos/users';
import { endSessions } from './sessions';

const RANK: Record<Role, number> = { administrator: 4, editor: 3, author: 2, contributor: 1, reader: 0 };

/** Staff first, highest role first, then the newest accounts: who runs the site, then who just joined. */
export async function listUsersPage(q: ListQuery): Promise<{ items: User[]; total: number }> {
  const all = (await listUsers()).sort(
    (a, b) => RANK[roleOf(b)] - RANK[roleOf(a)] || (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
  );
  return { items: all.slice(q.offset, q.offset + q.limit).map(toPublicUser), total: all.length };
}

/**
 * The role a change asks for. Clients send one field, or the whole user back with one field
 * changed (the spec's Is Admin switch), so only a field that differs from the stored user counts:
 * `isAdmin` true makes an administrator and false a reader; `role` is taken as given. When both
 * differ they must name the same role. `bySwitch`: the change came through `isAdmin`.
 */
function requestedRole(input: UserUpdate, from: Role): { role: Role; bySwitch: boolean } | undefined {
  const switched = input.isAdmin !== undefined && input.isAdmin !== (from === 'administrator');
  const picked = input.role !== undefined && input.role !== from ? input.role : undefined;
  if (switched && picked && input.isAdmin !== (picked === 'administrator')) {
    const msg = VALIDATION.roleAdminDisagree;
    throw BadRequest(msg, [
      { field: 'isAdmin', msg },
      { field: 'role', msg },
    ]);
  }
  if (picked) return { role: picked, bySwitch: switched };
  if (switched) return { role: input.isAdmin ? 'administrator' : 'reader', bySwitch: true };
  return undefined;
}

function checkRoleChange(actor: UserRecord, target: UserRecord, next: Role, bySwitch: boolean): void {
  const from = roleOf(target);
  if (target.id === actor.id) {
    if (bySwitch) throw Forbidden(MESSAGES.cannotChangeOwnAdmin, 'CANNOT_CHANGE_OWN_ADMIN');
    throw Forbidden(MESSAGES.cannotChangeOwnRole, 'CANNOT_CHANGE_OWN_ROLE');
  }
  const allowed = assignableRoles(roleOf(actor));
  if (!allowed.includes(from) || !allowed.includes(next)) throw Forbidden(MESSAGES.roleNotAllowed, 'ROLE_NOT_ALLOWED');
}

/** A staff member writes as an author profile: one made from their name when they have none. */
export async function linkAuthorProfile(user: UserRecord): Promise<string> {
  if (user.authorId && (await authors.get(user.authorId))) return user.authorId;
  const profile = await createWithUniqueId(authors.create, slugify(user.name) || 'author', (id) => ({
    id,
    name: user.name,
    avatarUrl: user.avatarUrl,
    bio: '',
    followers: 0,
  }));
  return profile.id;
}

export async function changeUser(actor: UserRecord, id: string, input: UserUpdate): Promise<User> {
  const target = await getUser(id);
  if (!target) throw NotFound('User');
  if (target.isOwner && actor.id !== target.id) throw Forbidden(MESSAGES.ownerProtected, 'OWNER_PROTECTED');
  const actorRole = roleOf(actor);
  // Renaming someone is an administrator's; an editor only moves writers between roles.
  const renames = input.name !== undefined && input.name !== target.name;
  if (renames && actorRole !== 'administrator' && actor.id !== id) throw Forbidden();
  const change = requestedRole(input, roleOf(target));
  if (change) checkRoleChange(actor, target, change.role, change.bySwitch);
  const role = change?.role;
  const authorId = role && isStaff(role) ? await linkAuthorProfile(target) : undefined;
  const saved = await updateUser(id, (u) => {
    if (!u) throw NotFound('User');
    const next: UserRecord = { ...u, name: input.name ?? u.name };
    if (role !== undefined) Object.assign(next, { role, isAdmin: role === 'administrator' });
    if (authorId) next.authorId = authorId;
    return next;
  });
  // Someone demoted signs in again, so nothing they opened with the old role goes on working.
  if (role !== undefined && RANK[role] < RANK[roleOf(target)]) await endSessions(id, null);
  return toPublicUser(saved);
}

export async function deleteUser(actor: UserRecord, id: string): Promise<void> {
  if (id === actor.id) throw Forbidden(MESSAGES.cannotDeleteSelf, 'CANNOT_DELETE_SELF');
  const user = await getUser(id);
  if (!user) throw NotFound('User');
  if (user.isOwner) throw Forbidden(MESSAGES.ownerProtected, 'OWNER_PROTECTED');
  await removeUser(user);
  await endSessions(id, null);
}

/** The id of an existing user (404 otherwise), for the routes about their sessions. */
export async function userIdOf(id: string): Promise<string> {
  if (!(await getUser(id))) throw NotFound('User');
  return id;
}
