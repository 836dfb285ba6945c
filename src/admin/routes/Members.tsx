import { useStore } from '@nanostores/react';
import { Gift, Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/browser/api';
import { MEMBER_STATUSES, type MemberStatus } from '@/shared/members';
import type { MemberRow, Tier } from '@/shared/types';
import { showToast } from '@/stores/toasts';
import { PageHeader } from '../components/PageHeader';
import { RefreshButton } from '../components/RefreshButton';
import { TableCard } from '../components/TableCard';
import { inputClass, secondaryButton, tdClass } from '../components/ui';
import { formatDay } from '../lib/dates';
import { $memberFilters, $memberTiers, compMember, filterMembers, loadMemberTiers, members } from '../stores/members';

const STATUS_LABELS: Record<MemberStatus, string> = { free: 'Free', paid: 'Paid', comped: 'Comped' };
const CADENCE_LABELS = { month: 'Monthly', year: 'Yearly' } as const;

/** Comp a tier to a member, or take a comp back; a paying member's refusal is the API's sentence. */
function CompControl({ row, tiers }: { row: MemberRow; tiers: Tier[] }) {
  const [tierId, setTierId] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(comped: string | null) {
    setBusy(true);
    try {
      await compMember(row, comped);
      const tier = tiers.find((t) => t.id === comped);
      showToast(comped ? `${row.email} now has ${tier?.name ?? 'the tier'} free.` : `Comp removed from ${row.email}.`, 'success');
      setTierId('');
    } catch (err) {
      showToast(errorMessage(err, 'Could not change the comp.'), 'error');
    } finally {
      setBusy(false);
    }
  }

  if (row.status === 'comped')
    return (
      <button
        type="button"
        className={`${secondaryButton} !px-3 !py-1.5 text-xs`}
        aria-label={`Remove comp from ${row.email}`}
        disabled={busy}
        onClick={() => void run(null)}
      >
        <Undo2 aria-hidden="true" className="h-3.5 w-3.5" />
        Remove comp
      </button>
    );
  const active = tiers.filter((t) => t.active);
  if (active.length === 0) return null;
  const selectId = `comp-${row.userId}`;
  return (
    <div className="flex justify-end gap-2">
      <label htmlFor={selectId} className="sr-only">
        {`Tier to comp for ${row.email}`}
      </label>
      <select
        id={selectId}
        className={`${inputClass} !w-auto !py-1.5 text-xs`}
        value={tierId}
        onChange={(e) => setTierId(e.target.value)}
      >
        <option value="">Choose a tier</option>
        {active.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={`${secondaryButton} !px-3 !py-1.5 text-xs`}
        aria-label={`Comp ${row.email}`}
        disabled={busy || !tierId}
        onClick={() => void run(tierId)}
      >
        <Gift aria-hidden="true" className="h-3.5 w-3.5" />
        Comp
      </button>
    </div>
  );
}

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
