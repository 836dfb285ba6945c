/**
 * Account → Security → Passkeys: add one (named), see them, remove one. A passkey signs in by
 * itself. Adding or removing one asks for the password again when the sign-in is over 5 minutes old.
 */
import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import type { PasskeyInfo } from '@/shared/types';
import { api, ApiError, errorMessage } from '@/browser/api';
import { Notice, inputClass, labelClass, outlineButton } from '@/browser/ui';
import { ReauthForm } from './ReauthForm';
import { cancelled, passkeysSupported, registerPasskey } from './passkey-ceremony';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** `onChanged`: a passkey was added or removed, and with it the account's other sessions ended. */
export function PasskeysPanel({ onChanged }: { onChanged: () => void }) {
  const [passkeys, setPasskeys] = useState<PasskeyInfo[] | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const [retry, setRetry] = useState<(() => Promise<void>) | null>(null);

  const load = useCallback(() => api.get<PasskeyInfo[]>('/auth/passkeys').then((r) => setPasskeys(r.data)), []);
  useEffect(() => {
    load().catch((e) => setError(errorMessage(e, 'Could not load your passkeys.')));
  }, [load]);

  async function change(action: () => Promise<string>) {
    setBusy(true);
    setError('');
    setDone('');
    try {
      setDone(await action());
      await load();
      onChanged();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'REAUTH_REQUIRED') setRetry(() => () => change(action));
      else if (!cancelled(e)) setError(errorMessage(e, 'That did not work. Please try again.'));
    }
    setBusy(false);
  }

  function add(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get('name') ?? '').trim() || 'Passkey';
    void change(async () => {
      await registerPasskey(name);
      return 'Passkey added.';
    });
  }

  const remove = (p: PasskeyInfo) =>
    change(async () => {
      await api.del(`/auth/passkeys/${encodeURIComponent(p.id)}`);
      return 'Passkey removed.';
    });

  return (
    <div className="mt-6">
      <h3 className="font-semibold text-zinc-900 dark:text-white">Passkeys</h3>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        A passkey signs you in by itself, with your fingerprint, face or device PIN, and cannot be phished.
      </p>
      {error && <Notice tone="error">{error}</Notice>}
      {done && <Notice tone="success">{done}</Notice>}
      {retry ? (
        <ReauthForm
          onCancel={() => setRetry(null)}
          onConfirmed={() => {
            setRetry(null);
            void retry();
          }}
        />
      ) : (
        <>
          {passkeys && passkeys.length > 0 && (
            <ul aria-label="Passkeys" className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
              {passkeys.map((p) => (
                <li key={p.id} aria-label={p.name} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-medium text-zinc-900 dark:text-white">{p.name}</p>
                    <p className="text-sm text-zinc-600 dark:text-zinc-400">
                      Added {when(p.createdAt)} · {p.lastUsedAt ? `last used ${when(p.lastUsedAt)}` : 'not used yet'}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={outlineButton}
                    disabled={busy}
                    onClick={() => void remove(p)}
                    aria-label={`Remove passkey ${p.name}`}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          {passkeysSupported() ? (
            <form onSubmit={add} noValidate className="mt-3 flex flex-wrap items-end gap-3" aria-label="Add a passkey">
              <div className="min-w-48 flex-1">
                <label htmlFor="passkey-name" className={labelClass}>
                  Passkey name
                </label>
                <input id="passkey-name" name="name" maxLength={60} placeholder="e.g. My laptop" className={inputClass} />
              </div>
              <button type="submit" className={outlineButton} disabled={busy}>
                Add a passkey
              </button>
            </form>
          ) : (
            <p className="mt-3 text-sm text-zinc-500">This browser cannot use passkeys.</p>
          )}
        </>
      )}
    </div>
  );
}
