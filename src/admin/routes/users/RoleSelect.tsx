import { assignableRoles, ROLES, roleOf, type Role } from '@/shared/roles';
import type { User } from '@/shared/types';
import { MESSAGES } from '@/shared/messages';
import { ROLE_NAMES } from '../../lib/role-names';

/** Why `me` may not change `user`'s role, or null when they may. */
export function roleLock(me: User | null, user: User): string | null {
  if (!me) return MESSAGES.roleNotAllowed;
  if (me.id === user.id) return MESSAGES.cannotChangeOwnRole;
  if (user.isOwner) return MESSAGES.ownerProtected;
  if (!assignableRoles(roleOf(me)).includes(roleOf(user))) return MESSAGES.roleNotAllowed;
  return null;
}

/** A user's role as a select: only the roles `me` may give are offered; the current one always shows. */
export function RoleSelect({
  me,
  user,
  busy,
  onChange,
}: {
  me: User | null;
  user: User;
  busy: boolean;
  onChange: (role: Role) => void;
}) {
  const lock = roleLock(me, user);
  const current = roleOf(user);
  const offered = me ? assignableRoles(roleOf(me)) : [];
  return (
    <select
      aria-label={`Role: ${user.name}`}
      title={lock ?? undefined}
      value={current}
      disabled={Boolean(lock) || busy}
      onChange={(e) => onChange(e.target.value as Role)}
      className="rounded-md border border-gray-300 bg-white px-2 py-1 text-sm disabled:opacity-60 dark:border-gray-700 dark:bg-gray-900"
    >
      {ROLES.filter((r) => r === current || offered.includes(r)).map((r) => (
        <option key={r} value={r}>
          {ROLE_NAMES[r]}
          {r === current && user.isOwner ? ' (owner)' : ''}
        </option>
      ))}
    </select>
  );
}
