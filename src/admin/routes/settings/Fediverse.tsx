import { useStore } from '@nanostores/react';
import { Copy, Save } from 'lucide-react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { errorMessage } from '@/browser/api';
import { showToast } from '@/stores/toasts';
import { Field } from '../../components/Field';
import { Switch } from '../../components/Switch';
import { inputClass, primaryButton, secondaryButton } from '../../components/ui';
import { $fediverse, loadFediverse, saveFediverse } from '../../stores/fediverse';
import { Section } from './Section';

/** Settings → Fediverse: whether the publication can be followed from Mastodon and the like, and as whom. */
export function FediverseSettings() {
  const settings = useStore($fediverse);
  const [enabled, setEnabled] = useState(false);
  const [handle, setHandle] = useState('blog');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    loadFediverse()
      .then((loaded) => {
        setEnabled(loaded.enabled);
        setHandle(loaded.handle);
      })
      .catch((err: unknown) => showToast(errorMessage(err, 'Could not load the fediverse settings.'), 'error'));
  }, []);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      await saveFediverse(enabled, handle);
      showToast('Fediverse settings saved.', 'success');
    } catch (err) {
      showToast(errorMessage(err, 'Could not save the fediverse settings.'), 'error');
    } finally {
      setSaving(false);
    }
  }

  async function copy() {
    if (!settings) return;
    await navigator.clipboard.writeText(settings.account).catch(() => undefined);
    showToast(`Copied ${settings.account}`, 'success');
  }

  return (
    <form onSubmit={submit} noValidate>
      <Section title="Fediverse" description="Let people follow the publication from Mastodon and the rest of the fediverse.">
        <div className="flex items-center justify-between gap-4">
          <div>
            <p className="text-sm font-medium text-gray-700 dark:text-gray-200">Federate</p>
            <p className="text-sm text-gray-500 dark:text-gray-400">
              Published posts go to followers; their replies arrive as comments awaiting moderation.
            </p>
          </div>
          <Switch label="Federate on the fediverse" checked={enabled} onChange={setEnabled} />
        </div>
        <Field id="fediverse-handle" label="Handle" hint="Frozen once someone follows the publication.">
          <input
            id="fediverse-handle"
            className={inputClass}
            value={handle}
            onChange={(e) => setHandle(e.target.value)}
            aria-describedby="fediverse-handle-hint"
          />
        </Field>
        {settings && (
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm text-gray-700 dark:text-gray-200">
              Account: <code data-testid="fediverse-account">{settings.account}</code>
            </span>
            <button type="button" className={secondaryButton} onClick={() => void copy()}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              Copy handle
            </button>
          </div>
        )}
        <div className="flex justify-end">
          <button type="submit" className={primaryButton} disabled={saving}>
            <Save aria-hidden="true" className="h-4 w-4" />
            {saving ? 'Saving...' : 'Save fediverse settings'}
          </button>
        </div>
      </Section>
    </form>
  );
}
