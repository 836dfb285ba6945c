import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/browser/api';
import { MEMBER_STATUSES, type MemberStatus } from '@/shared/members';
import { showToast } from '@/stores/toasts';
import { PageHeader } from '../components/PageHeader';
import { RefreshButton } from '../components/RefreshButton';
import { TableCard } from '../components/TableCard';
import { inputClass, secondaryButton, tdClass } from '../components/ui';
import { formatDay } from '../lib/dates';
import { $memberFilters, $memberTiers, filterMembers, loadMemberTiers, members } from '../stores/members';
import { CompControl } from './members/CompControl';
import { MemberTransfer } from './members/MemberTransfer';

const STATUS_LABELS: Record<MemberStatus, string> = { free: 'Free', paid: 'Paid', comped: 'Comped' };
const CADENCE_LABELS = { month: 'Monthly', year: 'Yearly' } as const;

/** Every member with their status and plan; administrators filter, search and comp tiers here. */
export function Members() {
  const state = useStore(members.$state);
  const filters = useStore($memberFilters);
  const tiers = useStore($memberTiers);
  const [q, setQ] = useState(filters.q);

  useEffect(() => {
    loadMemberTiers().catch((err: unknown) => showToast(errorMessage(err, 'Could not load the tiers.'), 'error'));
  }, []);

  // Search as the administrator types, a moment after the last key.
  useEffect(() => {
    const t = setTimeout(() => void filterMembers({ q }), members.$state.get().loaded ? 250 : 0);
    return () => clearTimeout(t);
  }, [q]);

  const tierName = (id: string | null) => (id ? (tiers?.find((t) => t.id === id)?.name ?? id) : '—');
  const filtered = filters.status !== '' || filters.tier !== '' || filters.q.trim() !== '';

  return (
    <>
      <PageHeader
        title="Members"
        description={
          state.loaded && !state.error
            ? `${state.total.toLocaleString('en-US')} ${state.total === 1 ? 'member' : 'members'}${filtered ? ' found' : ''}`
            : undefined
        }
        actions={
          <>
            {state.items.length > 0 && <RefreshButton loading={state.loading} onClick={() => void members.load()} />}
            <MemberTransfer />
            <Link to="/admin/settings#tiers" className={secondaryButton}>
              Tiers
            </Link>
          </>
        }
      />
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="members-search" className="mb-1 block text-sm font-medium text-gray-700 dark:text-gray-200">
            Search by email
          </label>
          <input
            id="members-search"
            type="search"
            className={inputClass}
            placeholder="name@example.com"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="members-status" className="mb-1 block text-sm font-medium text-gray-700 dark:text-gray-200">
            Status
          </label>
          <select
            id="members-status"
            className={inputClass}
            value={filters.status}
            onChange={(e) => void filterMembers({ status: e.target.value as MemberStatus | '' })}
          >
            <option value="">All statuses</option>
            {MEMBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="members-tier" className="mb-1 block text-sm font-medium text-gray-700 dark:text-gray-200">
            Tier
          </label>
          <select
            id="members-tier"
            className={inputClass}
            value={filters.tier}
            onChange={(e) => void filterMembers({ tier: e.target.value })}
          >
            <option value="">All tiers</option>
            {(tiers ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.active ? t.name : `${t.name} (archived)`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TableCard
        label="Members"
        loading={state.loading}
        error={state.error}
        isEmpty={state.items.length === 0}
        emptyMessage={filtered ? 'No members match these filters.' : 'No members yet: readers appear here once they sign up.'}
        onRetry={() => void members.load()}
        refreshable
        columns={[
          { label: 'Member' },
          { label: 'Status' },
          { label: 'Tier' },
          { label: 'Cadence' },
          { label: 'Since' },
          { label: 'Actions', hidden: true, align: 'right' },
        ]}
        paging={{ label: 'Member list pages', state, perPage: members.perPage, onPage: (offset) => void members.load(offset) }}
      >
        {state.items.map((m) => (
          <tr key={m.userId} className="hover:bg-gray-50 dark:hover:bg-gray-800/40">
            <td className={tdClass}>
              <span className="font-medium text-gray-900 dark:text-white">{m.email}</span>
              {m.name && (
                <>
                  <br />
                  <span className="text-xs">{m.name}</span>
                </>
              )}
            </td>
            <td className={tdClass}>{STATUS_LABELS[m.status]}</td>
            <td className={tdClass}>{m.status === 'free' ? '—' : tierName(m.tierId)}</td>
            <td className={tdClass}>{m.cadence ? CADENCE_LABELS[m.cadence] : '—'}</td>
            <td className={`${tdClass} whitespace-nowrap`}>
              {m.since ? <time dateTime={m.since}>{formatDay(m.since)}</time> : '—'}
            </td>
            <td className={`${tdClass} text-right`}>{tiers && <CompControl row={m} tiers={tiers} />}</td>
          </tr>
        ))}
      </TableCard>
    </>
  );
}
