import { Archive, ArchiveRestore, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '@/browser/api';
import type { Tier, TierInput } from '@/shared/types';
import { showToast } from '@/stores/toasts';
import { tiersApi } from '../../api/members';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EmptyState, ErrorState, LoadingState } from '../../components/States';
import { secondaryButton, tableClass, tdClass, thClass } from '../../components/ui';
import { formatPrice } from '@/shared/money';
import { Section } from './Section';
import { TierForm } from './TierForm';

const withoutId = ({ id: _id, createdAt: _c, updatedAt: _u, ...input }: Tier): TierInput => input;

/** Settings → Tiers: the paid tiers, active and archived; add, edit, archive, restore, and delete while nobody has one. */
export function TiersSettings() {
  const [tiers, setTiers] = useState<Tier[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [editing, setEditing] = useState<Tier | null>(null);
  const [deleting, setDeleting] = useState<Tier | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);
  /** A tier the API would not delete because people have it: its message, and Archive offered instead. */
  const [refused, setRefused] = useState<{ tier: Tier; message: string } | null>(null);

  const fetchTiers = () =>
    tiersApi
      .all()
      .then(setTiers)
      .catch((err: unknown) => setLoadError(errorMessage(err, 'Could not load the tiers.')));
  const load = () => {
    setLoadError('');
    void fetchTiers();
  };
  useEffect(() => void fetchTiers(), []);

  const saved = () => {
    setEditing(null);
    load();
  };

  async function setActive(t: Tier, active: boolean) {
    try {
      await tiersApi.update(t.id, { ...withoutId(t), active });
      showToast(active ? `Tier "${t.name}" restored.` : `Tier "${t.name}" archived.`, 'success');
      setRefused(null);
      load();
    } catch (err) {
      showToast(errorMessage(err, 'Could not change the tier.'), 'error');
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    const t = deleting;
    setBusyDelete(true);
    try {
      await tiersApi.remove(t.id);
      showToast(`Tier "${t.name}" deleted.`, 'success');
      if (editing?.id === t.id) setEditing(null);
      load();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'TIER_HAS_MEMBERS') setRefused({ tier: t, message: err.message });
      else showToast(errorMessage(err, 'Could not delete the tier.'), 'error');
    } finally {
      setBusyDelete(false);
      setDeleting(null);
    }
  }

  let list;
  if (loadError) list = <ErrorState message={loadError} onRetry={load} />;
  else if (!tiers) list = <LoadingState label="Loading tiers..." />;
  else if (tiers.length === 0) list = <EmptyState message="No tiers yet: add one below to start taking payments." />;
  else
    list = (
      <div className="relative overflow-x-auto">
        <table className={tableClass} aria-label="Tiers">
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Name
              </th>
              <th scope="col" className={thClass}>
                Monthly
              </th>
              <th scope="col" className={thClass}>
                Yearly
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
            {tiers.map((t) => (
              <tr key={t.id}>
                <td className={`${tdClass} font-medium text-gray-900 dark:text-white`}>{t.name}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatPrice(t.monthlyPrice, t.currency)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatPrice(t.yearlyPrice, t.currency)}</td>
                <td className={tdClass}>{t.active ? 'Active' : 'Archived'}</td>
                <td className={`${tdClass} text-right`}>
                  <div className="flex flex-wrap justify-end gap-2">
                    <button
                      type="button"
                      className={`${secondaryButton} !px-3 !py-1.5 text-xs`}
                      aria-label={`Edit ${t.name}`}
                      onClick={() => setEditing(t)}
                    >
                      <Pencil aria-hidden="true" className="h-3.5 w-3.5" /> Edit
                    </button>
                    <button
                      type="button"
                      className={`${secondaryButton} !px-3 !py-1.5 text-xs`}
                      aria-label={`${t.active ? 'Archive' : 'Restore'} ${t.name}`}
                      onClick={() => void setActive(t, !t.active)}
                    >
                      {t.active ? (
                        <Archive aria-hidden="true" className="h-3.5 w-3.5" />
                      ) : (
                        <ArchiveRestore aria-hidden="true" className="h-3.5 w-3.5" />
                      )}
                      {t.active ? 'Archive' : 'Restore'}
                    </button>
                    <button
                      type="button"
                      className={`${secondaryButton} !px-3 !py-1.5 text-xs`}
                      aria-label={`Delete ${t.name}`}
                      onClick={() => {
                        setRefused(null);
                        setDeleting(t);
                      }}
                    >
                      <Trash2 aria-hidden="true" className="h-3.5 w-3.5" /> Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div id="tiers">
      <Section title="Tiers" description="What paid members can subscribe to, and at what price.">
        {list}
        {refused && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
          >
            <span>{refused.message}</span>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => void setActive(refused.tier, false)}
              disabled={!refused.tier.active}
            >
              <Archive aria-hidden="true" className="h-4 w-4" /> Archive {refused.tier.name}
            </button>
          </div>
        )}
        <TierForm key={editing?.id ?? 'new'} editing={editing} onSaved={saved} onCancel={() => setEditing(null)} />
      </Section>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete tier"
        message={deleting ? `Are you sure you want to delete "${deleting.name}"? This action cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={busyDelete}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
