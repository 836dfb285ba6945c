/** The password again, before a change to how the account signs in (valid 5 minutes). */
import { useState, type SubmitEvent } from 'react';
import { api, errorMessage } from '@/browser/api';
import { inputClass, labelClass, outlineButton, primaryButton } from '@/browser/ui';

export function ReauthForm({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    setBusy(true);
    setError('');
    try {
      await api.post('/auth/reauth', { password });
      onConfirmed();
    } catch (err) {
      setError(errorMessage(err, 'That did not work. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label="Confirm your password">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">Confirm it is you: enter your password again.</p>
      <div>
        <label htmlFor="reauth-password" className={labelClass}>
          Password
        </label>
        <input
          id="reauth-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={inputClass}
        />
        {error && (
          <p role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          Confirm
        </button>
        <button type="button" className={outlineButton} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
