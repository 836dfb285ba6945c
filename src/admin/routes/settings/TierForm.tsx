import { Plus, Save } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { errorMessage } from '@/browser/api';
import type { Tier, TierInput } from '@/shared/types';
import { showToast } from '@/stores/toasts';
import { tiersApi } from '../../api/members';
import { Field } from '../../components/Field';
import { inputClass, primaryButton, secondaryButton } from '../../components/ui';
import { fromMinor, toMinor } from '../../lib/money';

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

/** Adds a tier, or edits `editing`: prices typed in major units, stored in minor units. */
export function TierForm({ editing, onSaved, onCancel }: { editing: Tier | null; onSaved: () => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  const set = (field: keyof Draft) => (value: string) => {
    setDraft({ ...draft, [field]: value });
    setFormError('');
  };

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      const input = inputOf(draft, editing?.active ?? true);
      const saved = editing ? await tiersApi.update(editing.id, input) : await tiersApi.create(input);
      showToast(editing ? `Tier "${saved.name}" saved.` : `Tier "${saved.name}" added.`, 'success');
      onSaved();
    } catch (err) {
      setFormError(errorMessage(err, 'Could not save the tier.', { fields: true }));
    } finally {
      setSaving(false);
    }
  }

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
          <button type="button" className={secondaryButton} onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className={primaryButton} disabled={saving}>
          {editing ? <Save aria-hidden="true" className="h-4 w-4" /> : <Plus aria-hidden="true" className="h-4 w-4" />}
          {saving ? 'Saving...' : editing ? 'Save tier' : 'Add tier'}
        </button>
      </div>
    </form>
  );
}
