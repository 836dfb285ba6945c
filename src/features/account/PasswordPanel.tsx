/**
 * Account → Security → Password: a new password (or a first one, for an account that signs in with
 * Google). It asks for the current password first when the sign-in is over 5 minutes old, and ends
 * every other session of the account.
 */
import { useState, type SubmitEvent } from 'react';
import { api, ApiError, errorMessage } from '@/browser/api';
import { LIMITS } from '@/shared/limits';
import { VALIDATION } from '@/shared/messages';
import { Notice, inputClass, labelClass, outlineButton } from '@/browser/ui';
import { ReauthForm } from './ReauthForm';

export function PasswordPanel({ onChanged }: { onChanged: () => void }) {
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<string | null>(null);

  /** True once the password is changed. */
  async function save(newPassword: string): Promise<boolean> {
    setBusy(true);
    setError('');
    setDone('');
    try {
      await api.put('/auth/password', { newPassword });
      setDone('Your password is changed. Your other sessions are signed out.');
      setPending(null);
      setBusy(false);
      onChanged();
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.code === 'REAUTH_REQUIRED') setPending(newPassword);
      else setError(errorMessage(e, 'That did not work. Please try again.', { fields: true }));
      setBusy(false);
      return false;
    }
  }

  function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('newPassword') ?? '');
    if (password.length < LIMITS.passwordMin) return setError(VALIDATION.passwordNeeded);
    if (password !== String(data.get('confirm') ?? '')) return setError('Passwords do not match.');
    void save(password).then((changed) => changed && form.reset());
  }

  return (
    <div className="mt-6">
      <h3 className="font-semibold text-zinc-900 dark:text-white">Password</h3>
      {error && <Notice tone="error">{error}</Notice>}
      {done && <Notice tone="success">{done}</Notice>}
      {pending !== null ? (
        <ReauthForm onCancel={() => setPending(null)} onConfirmed={() => void save(pending)} />
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label="Change password">
          <div>
            <label htmlFor="new-password" className={labelClass}>
              New password
            </label>
            <input id="new-password" name="newPassword" type="password" autoComplete="new-password" className={inputClass} />
          </div>
          <div>
            <label htmlFor="confirm-new-password" className={labelClass}>
              Confirm new password
            </label>
            <input id="confirm-new-password" name="confirm" type="password" autoComplete="new-password" className={inputClass} />
          </div>
          <button type="submit" className={outlineButton} disabled={busy}>
            Change password
          </button>
        </form>
      )}
    </div>
  );
}
