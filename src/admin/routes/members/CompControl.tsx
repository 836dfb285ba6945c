import { Gift, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/browser/api';
import type { MemberRow, Tier } from '@/shared/types';
import { showToast } from '@/stores/toasts';
import { inputClass, secondaryButton } from '../../components/ui';
import { compMember } from '../../stores/members';

/** Comp a tier to a member, or take a comp back; a paying member's refusal is the API's sentence. */
export function CompControl({ row, tiers }: { row: MemberRow; tiers: Tier[] }) {
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
