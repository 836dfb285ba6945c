import { Archive, ArchiveRestore, Pencil, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { ApiError, errorMessage } from '@/browser/api';
import type { Tier, TierInput } from '@/shared/types';
import { showToast } from '@/stores/toasts';
import { tiersApi } from '../../api/members';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { EmptyState, ErrorState, LoadingState } from '../../components/States';
import { inputClass, primaryButton, secondaryButton, tableClass, tdClass, thClass } from '../../components/ui';
import { formatPrice } from '@/shared/money';
import { fromMinor, toMinor } from '../../lib/money';
import { Section } from './Section';

interface Draft {
  name: string;
  description: string;
  monthly: string;
  yearly: string;
  currency: string;
  benefits: string;
}

const EMPTY: Draft = { name: '', description: '', monthly: '', yearly: '', currency: 'usd', benefits: '' };

const draftOf = (t: Tier): Draft => ({
  name: t.name,
  description: t.description,
  monthly: fromMinor(t.monthlyPrice),
  yearly: fromMinor(t.yearlyPrice),
  currency: t.currency,
  benefits: t.benefits.join('\n'),
});

const inputOf = (d: Draft, active: boolean): TierInput => ({
  name: d.name.trim(),
  description: d.description.trim(),
  monthlyPrice: toMinor(d.monthly),
  yearlyPrice: toMinor(d.yearly),
  currency: d.currency.trim().toLowerCase(),
  benefits: d.benefits
    .split('\n')
    .map((b) => b.trim())
    .filter(Boolean),
  active,
});

const withoutId = ({ id: _id, createdAt: _c, updatedAt: _u, ...input }: Tier): TierInput => input;

/** Settings → Tiers: the paid tiers, active and archived; add, edit, archive, restore, and delete while nobody has one. */
export function TiersSettings() {
  const [tiers, setTiers] = useState<Tier[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [editing, setEditing] = useState<Tier | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
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

  const set = (field: keyof Draft) => (value: string) => {
    setDraft({ ...draft, [field]: value });
    setFormError('');
  };

  function startEdit(t: Tier) {
    setEditing(t);
    setDraft(draftOf(t));
    setFormError('');
  }

  function reset() {
    setEditing(null);
    setDraft(EMPTY);
    setFormError('');
  }

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      const input = inputOf(draft, editing?.active ?? true);
      const saved = editing ? await tiersApi.update(editing.id, input) : await tiersApi.create(input);
      showToast(editing ? `Tier "${saved.name}" saved.` : `Tier "${saved.name}" added.`, 'success');
      reset();
      load();
    } catch (err) {
      setFormError(errorMessage(err, 'Could not save the tier.', { fields: true }));
    } finally {
      setSaving(false);
    }
  }

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
      if (editing?.id === t.id) reset();
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
      <div className="overflow-x-auto">
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
                      onClick={() => startEdit(t)}
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

  const text = (field: keyof Draft, label: string, opts: { hint?: string; inputMode?: 'decimal' } = {}) => (
    <Field id={`tier-${field}`} label={label} hint={opts.hint} required={field !== 'description'}>
      <input
        id={`tier-${field}`}
        className={inputClass}
        inputMode={opts.inputMode}
        value={draft[field]}
        onChange={(e) => set(field)(e.target.value)}
        aria-describedby={opts.hint ? `tier-${field}-hint` : undefined}
      />
    </Field>
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
        <form onSubmit={submit} noValidate aria-labelledby="tier-form-heading" className="space-y-4">
          <h3 id="tier-form-heading" className="text-sm font-semibold text-gray-900 dark:text-white">
            {editing ? `Edit ${editing.name}` : 'Add a tier'}
          </h3>
          {text('name', 'Tier name')}
          <Field id="tier-description" label="Tier description">
            <textarea
              id="tier-description"
              className={`${inputClass} min-h-16`}
              value={draft.description}
              onChange={(e) => set('description')(e.target.value)}
            />
          </Field>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {text('monthly', 'Monthly price', { inputMode: 'decimal', hint: 'e.g. 5.00' })}
            {text('yearly', 'Yearly price', { inputMode: 'decimal', hint: 'e.g. 50.00' })}
            {text('currency', 'Currency', { hint: 'ISO code, e.g. usd or eur' })}
          </div>
          <Field id="tier-benefits" label="Benefits" hint="One per line.">
            <textarea
              id="tier-benefits"
              className={`${inputClass} min-h-20`}
              value={draft.benefits}
              onChange={(e) => set('benefits')(e.target.value)}
              aria-describedby="tier-benefits-hint"
            />
          </Field>
          {formError && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {formError}
            </p>
          )}
          <div className="flex justify-end gap-2">
            {editing && (
              <button type="button" className={secondaryButton} onClick={reset}>
                Cancel
              </button>
            )}
            <button type="submit" className={primaryButton} disabled={saving}>
              {editing ? <Save aria-hidden="true" className="h-4 w-4" /> : <Plus aria-hidden="true" className="h-4 w-4" />}
              {saving ? 'Saving...' : editing ? 'Save tier' : 'Add tier'}
            </button>
          </div>
        </form>
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
