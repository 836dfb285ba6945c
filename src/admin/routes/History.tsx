import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { User } from '@/shared/types';
import { isStaff } from '@/shared/roles';
import { PageHeader } from '../components/PageHeader';
import { RefreshButton } from '../components/RefreshButton';
import { TableCard } from '../components/TableCard';
import { inputClass, secondaryButton, tdClass } from '../components/ui';
import { formatDateTime } from '../lib/dates';
import { ROLE_NAMES } from '../lib/role-names';
import { ACTION_FILTERS, actionName } from '../lib/audit-actions';
import { usersApi } from '../api/users';
import { $history, $historyFilter, filterHistory, loadHistory, loadMoreHistory } from '../stores/history';

/** Staff come first in the users list, so one page holds every person History can name. */
const STAFF_PAGE = 100;

/** Settings → History: who did what, newest first; entries are never edited. */
export function History() {
  const history = useStore($history);
  const filter = useStore($historyFilter);
  const [staff, setStaff] = useState<User[]>([]);

  useEffect(() => {
    void loadHistory();
    usersApi
      .page(STAFF_PAGE, 0)
      .then((page) => setStaff(page.items.filter((u) => isStaff(u.role))))
      .catch(() => undefined);
  }, []);

  const filtered = filter.actor !== '' || filter.action !== '';
  return (
    <>
      <PageHeader
        title="History"
        description="Every change staff made and every staff sign-in, newest first. Entries are kept 365 days and cannot be edited."
        actions={<RefreshButton loading={history.loading} onClick={() => void loadHistory()} />}
      />
      <div className="mb-4 flex flex-wrap gap-4">
        <div>
          <label htmlFor="history-person" className="mb-1 block text-sm font-medium text-gray-700 dark:text-gray-300">
            Person
          </label>
          <select
            id="history-person"
            className={`${inputClass} !w-auto`}
            value={filter.actor}
            onChange={(e) => void filterHistory({ actor: e.target.value })}
          >
            <option value="">Everyone</option>
            {staff.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="history-action" className="mb-1 block text-sm font-medium text-gray-700 dark:text-gray-300">
            Action
          </label>
          <select
            id="history-action"
            className={`${inputClass} !w-auto`}
            value={filter.action}
            onChange={(e) => void filterHistory({ action: e.target.value })}
          >
            <option value="">All actions</option>
            {ACTION_FILTERS.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TableCard
        label="History"
        loading={history.loading}
        error={history.error}
        isEmpty={history.items.length === 0}
        emptyMessage={filtered ? 'Nothing in History matches these filters.' : 'Nothing in History yet.'}
        onRetry={() => void loadHistory()}
        columns={[{ label: 'When' }, { label: 'Person' }, { label: 'Action' }, { label: 'Target' }, { label: 'Network' }]}
      >
        {history.items.map((e) => (
          <tr key={e.id}>
            <td className={`${tdClass} whitespace-nowrap`}>
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </td>
            <td className={tdClass}>
              <span className="font-medium text-gray-900 dark:text-white">{e.actor.name}</span>
              <span className="block text-xs text-gray-500 dark:text-gray-400">{ROLE_NAMES[e.actor.role]}</span>
            </td>
            <td className={tdClass}>
              {actionName(e.action)}
              <code className="block text-xs text-gray-500 dark:text-gray-400">{e.action}</code>
            </td>
            <td className={`${tdClass} max-w-xs break-words`}>
              {e.target ? (e.target.title ?? e.target.type) : '—'}
              {e.keys && e.keys.length > 0 && (
                <span className="block text-xs text-gray-500 dark:text-gray-400">{e.keys.join(', ')}</span>
              )}
            </td>
            <td className={`${tdClass} whitespace-nowrap font-mono text-xs`}>{e.ip}</td>
          </tr>
        ))}
      </TableCard>
      {history.nextCursor && (
        <div className="mt-4 flex justify-center">
          <button type="button" className={secondaryButton} disabled={history.loading} onClick={() => void loadMoreHistory()}>
            {history.loading ? 'Loading…' : 'Load older entries'}
          </button>
        </div>
      )}
    </>
  );
}
