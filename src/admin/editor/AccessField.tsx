/** **Access** on the post editor: who may read past the Public preview divider (DESIGN.md, Post access). */
import { useEffect, useState } from 'react';
import type { PostVisibility } from '@/shared/members';
import type { Tier } from '@/shared/types';
import { Field } from '../components/Field';
import { inputClass } from '../components/ui';
import { tiersApi } from '../api/members';
import type { PostForm } from './post-form';

const OPTIONS: { value: PostVisibility; label: string }[] = [
  { value: 'public', label: 'Public' },
  { value: 'members', label: 'Members only' },
  { value: 'paid', label: 'Paid members' },
  { value: 'tiers', label: 'Specific tiers' },
];

interface Props {
  visibility: PostForm['visibility'];
  tiers: string[];
  onChange: (visibility: PostForm['visibility'], tiers: string[]) => void;
}

export function AccessField({ visibility, tiers, onChange }: Props) {
  const [known, setKnown] = useState<Tier[]>([]);
  useEffect(() => {
    tiersApi.all().then(setKnown, () => setKnown([]));
  }, []);
  const value = visibility ?? 'public';
  return (
    <Field
      id="post-access"
      label="Access"
      hint={
        value === 'public' ? 'Everyone reads all of it.' : 'Readers without access see the part above the Public preview divider.'
      }
    >
      <select
        id="post-access"
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value as PostVisibility, e.target.value === 'tiers' ? tiers : [])}
      >
        {OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {value === 'tiers' && (
        <fieldset className="mt-2 space-y-1">
          <legend className="sr-only">Tiers</legend>
          {known.length === 0 && <p className="text-sm text-gray-500">No tiers yet: add them in Settings → Tiers.</p>}
          {known.map((t) => (
            <label key={t.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={tiers.includes(t.id)}
                onChange={(e) => onChange('tiers', e.target.checked ? [...tiers, t.id] : tiers.filter((id) => id !== t.id))}
              />
              {t.name}
            </label>
          ))}
        </fieldset>
      )}
    </Field>
  );
}
