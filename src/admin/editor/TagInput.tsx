import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { Tag } from '@/shared/types';
import { inputClass } from '../components/ui';
import { addTags } from '../lib/tags';

interface Props {
  id: string;
  value: Tag[];
  known: Tag[];
  onChange: (tags: Tag[]) => void;
}

/** Tags typed as text: Enter or a comma adds them; known ones are suggested. */
export function TagInput({ id, value, known, onChange }: Props) {
  const [text, setText] = useState('');

  function commit(raw: string) {
    onChange(addTags(value, raw, known));
    setText('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      commit(text);
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div className="space-y-2">
      {value.length > 0 && (
        <ul aria-label="Selected tags" className="flex flex-wrap gap-2">
          {value.map((t) => (
            <li
              key={t.id}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pl-3 pr-1 text-xs font-medium text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
            >
              {t.name}
              <button
                type="button"
                aria-label={`Remove tag ${t.name}`}
                onClick={() => onChange(value.filter((x) => x.id !== t.id))}
                className="rounded-full p-0.5 hover:bg-indigo-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:hover:bg-indigo-900"
              >
                <X aria-hidden="true" className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className={inputClass}
        value={text}
        list={`${id}-known`}
        onChange={(e) => {
          if (e.target.value.includes(',')) commit(e.target.value);
          else setText(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() && commit(text)}
        placeholder="Add a tag and press Enter"
        aria-describedby={`${id}-hint`}
      />
      <datalist id={`${id}-known`}>
        {known.map((t) => (
          <option key={t.id} value={t.name} />
        ))}
      </datalist>
    </div>
  );
}
