import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { User } from '@/shared/types';
import { Avatar } from '../components/Avatar';
import { PageHeader } from '../components/PageHeader';
import { Switch } from '../components/Switch';
import { TableCard } from '../components/TableCard';
import { tdClass } from '../components/ui';
import { $auth } from '@/stores/auth';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { showToast } from '@/stores/toasts';
import { deleteUser, loadUsers, saveUserAdmin, saveUserRole, users as userList } from '../stores/users';
import type { Role } from '@/shared/roles';
import { ROLE_NAMES } from '../lib/role-names';
import { InviteStaff } from './users/InviteStaff';
import { RoleSelect, roleLock } from './users/RoleSelect';
import { MESSAGES } from '@/shared/messages';
import { cannotBeUndone, DeleteDialog } from '../components/DeleteDialog';
import { DeleteAction } from '../components/RowActions';

export function Users() {
  const users = useStore(userList.$state);
  const me = useStore($auth).user;
  const del = useConfirmedDelete((item: User) => deleteUser(item.id), {
    done: (u) => `User "${u.name}" deleted.`,
    failed: (u, err) => (err as Error).message || `Failed to delete "${u.name}".`,
  });
  const [toggling, setToggling] = useState<string | null>(null);

  useEffect(() => {
    void loadUsers(0);
  }, []);

  async function change(user: User, save: () => Promise<void>, done: string) {
    setToggling(user.id);
    try {
      await save();
      showToast(done, 'success');
    } catch (err) {
      showToast((err as Error).message || `Failed to update ${user.name}.`, 'error');
    } finally {
      setToggling(null);
    }
  }

  function toggleAdmin(user: User, isAdmin: boolean) {
    if (user.id === me?.id) return showToast(MESSAGES.cannotChangeOwnAdmin, 'error');
    void change(user, () => saveUserAdmin(user, isAdmin), `Permissions for ${user.name} updated.`);
  }

  function changeRole(user: User, role: Role) {
    void change(user, () => saveUserRole(user, role), `${user.name} is now ${ROLE_NAMES[role]}.`);
  }

  function askDelete(user: User) {
    if (user.id === me?.id) return showToast(MESSAGES.cannotDeleteSelf, 'error');
    del.ask(user);
  }

  return (
    <>
      <PageHeader title="Manage Users" description="Reader accounts, and who may use this admin." actions={<InviteStaff />} />
      <TableCard
        label="Users"
        loading={users.loading}
        error={users.error}
        isEmpty={users.items.length === 0}
        emptyMessage="No users found."
        onRetry={() => void loadUsers()}
        refreshable
        columns={[
          { label: 'Name' },
          { label: 'Email' },
          { label: 'Role' },
          { label: 'Is Admin' },
          { label: 'Actions', hidden: true, align: 'right' },
        ]}
        paging={{ label: 'User list pages', state: users, perPage: userList.perPage, onPage: (offset) => void loadUsers(offset) }}
      >
        {users.items.map((u) => {
          const self = u.id === me?.id;
          const lock = roleLock(me, u);
          return (
            <tr key={u.id} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
              <td className={tdClass}>
                <div className="flex items-center gap-3">
                  <Avatar name={u.name} url={u.avatarUrl} size="sm" />
                  <span className="font-medium text-gray-900 dark:text-white">{u.name}</span>
                  {self && (
                    <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                      You
                    </span>
                  )}
                </div>
              </td>
              <td className={tdClass}>{u.email}</td>
              <td className={tdClass}>
                <RoleSelect me={me} user={u} busy={toggling === u.id} onChange={(role) => changeRole(u, role)} />
              </td>
              <td className={tdClass}>
                <Switch
                  checked={u.isAdmin}
                  label={`Is Admin: ${u.name}`}
                  disabled={Boolean(lock) || toggling === u.id}
                  title={self ? MESSAGES.cannotChangeOwnAdmin : (lock ?? undefined)}
                  onChange={(next) => void toggleAdmin(u, next)}
                />
              </td>
              <td className={`${tdClass} text-right`}>
                <DeleteAction
                  label={`Delete user ${u.name}`}
                  title={self ? MESSAGES.cannotDeleteSelf : u.isOwner ? MESSAGES.ownerProtected : 'Delete'}
                  disabled={self || Boolean(u.isOwner)}
                  onClick={() => askDelete(u)}
                />
              </td>
            </tr>
          );
        })}
      </TableCard>
      <DeleteDialog del={del} title="Delete User" message={(item) => cannotBeUndone(item.name)} />
    </>
  );
}
