import { useState, type SubmitEvent } from 'react';
import { ApiError } from '@/browser/api';
import { DEFAULT_SNIPPET_ICON, SNIPPET_ICONS } from '@/shared/snippets';
import type { Snippet } from '@/shared/types';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { inputClass, primaryButton, secondaryButton } from '../../components/ui';
import { validSnippet, type SnippetDraft } from '../../lib/snippets';
import { saveSnippet } from '../../stores/snippets';
import { showToast } from '@/stores/toasts';
import { iconLabel, SNIPPET_ICON_COMPONENTS } from './icons';

const EMPTY: SnippetDraft = { name: '', description: '', icon: DEFAULT_SNIPPET_ICON, content: '' };

interface Props {
  open: boolean;
  /** The snippet being edited; null to create one. */
  snippet: Snippet | null;
  onClose: () => void;
}

/** Starts from `snippet` when mounted: the list mounts a fresh one for each opening. */
export function SnippetModal({ open, snippet, onClose }: Props) {
  const [draft, setDraft] = useState<SnippetDraft>(() =>
    snippet ? { name: snippet.name, description: snippet.description, icon: snippet.icon, content: snippet.content } : EMPTY,
  );
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const set = (field: keyof SnippetDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    if (saving) return;
    const valid = validSnippet(draft);
    if (!valid) {
      setError('Please fill in all required fields.');
      return;
    }
    setSaving(true);
    try {
      await saveSnippet(valid, snippet?.id);
      showToast(snippet ? 'Snippet updated successfully!' : 'Snippet created successfully!', 'success');
      onClose();
    } catch (err) {
      // The server refused (its reason stays in the form), or it could not be reached at all.
      const refused = err instanceof ApiError && err.status > 0;
      if (refused && err.errors?.length) setError(err.message);
      showToast(refused ? 'Failed to save snippet. Please try again.' : 'An error occurred while saving the snippet.', 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} title={snippet ? 'Edit Snippet' : 'New Snippet'} onClose={onClose} className="max-w-2xl">
      {({ descriptionId }) => (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <p id={descriptionId} className="text-sm text-gray-500 dark:text-gray-400">
            A reusable block of HTML you can insert into any post.
          </p>
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
              {error}
            </p>
          )}
          <Field id="snippet-name" label="Name" required>
            <input
              id="snippet-name"
              className={inputClass}
              value={draft.name}
              onChange={(e) => set('name')(e.target.value)}
              maxLength={100}
            />
          </Field>
          <Field id="snippet-description" label="Description">
            <input
              id="snippet-description"
              className={inputClass}
              value={draft.description}
              onChange={(e) => set('description')(e.target.value)}
              maxLength={300}
            />
          </Field>
          <fieldset>
            <legend className="text-sm font-medium text-gray-700 dark:text-gray-200">Icon</legend>
            <div
              role="radiogroup"
              aria-label="Icon"
              className="mt-2 grid grid-cols-8 gap-2 sm:grid-cols-[repeat(15,minmax(0,1fr))]"
            >
              {SNIPPET_ICONS.map((name) => {
                const Icon = SNIPPET_ICON_COMPONENTS[name];
                const selected = draft.icon === name;
                return (
                  <button
                    key={name}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    aria-label={iconLabel(name)}
                    title={iconLabel(name)}
                    onClick={() => set('icon')(name)}
                    className={`flex h-9 w-9 items-center justify-center rounded-lg border transition focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${selected ? 'border-indigo-500 bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300' : 'border-gray-200 text-gray-500 hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800'}`}
                  >
                    <Icon aria-hidden="true" className="h-4 w-4" />
                  </button>
                );
              })}
            </div>
          </fieldset>
          <Field id="snippet-content" label="Content (HTML)" required>
            <textarea
              id="snippet-content"
              className={`${inputClass} min-h-40 font-mono text-xs`}
              value={draft.content}
              onChange={(e) => set('content')(e.target.value)}
              spellCheck={false}
            />
          </Field>
          <div className="flex justify-end gap-3 pt-2">
            <button type="button" className={secondaryButton} onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className={primaryButton} disabled={saving} aria-busy={saving}>
              {snippet ? 'Update Snippet' : 'Create Snippet'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
