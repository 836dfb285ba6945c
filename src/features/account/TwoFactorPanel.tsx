/**
 * Account → Security → Two-factor authentication: set up an authenticator app from a QR code (or
 * its key as text), confirm it with a code, keep the ten backup codes shown once; new codes or
 * turning it off later. Each change asks for the password again when the sign-in is over 5 minutes old.
 */
import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import type { TotpSetup, TwoFactorStatus } from '@/shared/types';
import { api, ApiError, errorMessage } from '@/browser/api';
import { Notice, inputClass, labelClass, outlineButton, primaryButton } from '@/browser/ui';
import { ReauthForm } from './ReauthForm';
import { qrDataUrl } from './totp-qr';

type Step =
  | { kind: 'idle' }
  | { kind: 'reauth'; retry: () => Promise<void> }
  | { kind: 'scan'; setup: TotpSetup; qr: string }
  | { kind: 'codes'; codes: string[] };

/** `onChanged`: a factor changed, and with it the account's other sessions ended. */
export function TwoFactorPanel({ onChanged }: { onChanged: () => void }) {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => api.get<TwoFactorStatus>('/auth/2fa').then((r) => setStatus(r.data)), []);
  useEffect(() => {
    load().catch((e) => setError(errorMessage(e, 'Could not load your two-factor settings.')));
  }, [load]);

  /** Runs a change; when the server asks for the password first, asks, then runs it again. */
  async function change(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    setDone('');
    try {
      await action();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'REAUTH_REQUIRED') setStep({ kind: 'reauth', retry: () => change(action) });
      else setError(errorMessage(e, 'That did not work. Please try again.'));
    }
    setBusy(false);
  }

  const startSetup = () =>
    change(async () => {
      const { data } = await api.post<TotpSetup>('/auth/2fa/totp/setup');
      setStep({ kind: 'scan', setup: data, qr: await qrDataUrl(data.otpauthUrl) });
    });

  async function confirm(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '').trim();
    await change(async () => {
      const { data } = await api.post<{ backupCodes: string[] }>('/auth/2fa/totp/confirm', { code });
      setStep({ kind: 'codes', codes: data.backupCodes });
      setDone('Two-factor authentication is on.');
      await load();
      onChanged();
    });
  }

  const renewCodes = () =>
    change(async () => {
      const { data } = await api.post<{ backupCodes: string[] }>('/auth/2fa/backup-codes');
      setStep({ kind: 'codes', codes: data.backupCodes });
      await load();
    });

  const turnOff = () =>
    change(async () => {
      await api.del('/auth/2fa/totp');
      setStep({ kind: 'idle' });
      setDone('Two-factor authentication is off.');
      await load();
      onChanged();
    });

  return (
    <div className="mt-4">
      <h3 className="font-semibold text-zinc-900 dark:text-white">Two-factor authentication</h3>
      {error && <Notice tone="error">{error}</Notice>}
      {done && <Notice tone="success">{done}</Notice>}
      {step.kind === 'reauth' ? (
        <ReauthForm
          onCancel={() => setStep({ kind: 'idle' })}
          onConfirmed={() => {
            setStep({ kind: 'idle' });
            void step.retry();
          }}
        />
      ) : step.kind === 'scan' ? (
        <form onSubmit={confirm} noValidate className="mt-3 space-y-3" aria-label="Set up an authenticator app">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Scan this QR code with your authenticator app, then enter the 6-digit code it shows.
          </p>
          <img
            src={step.qr}
            alt="QR code to scan with your authenticator app"
            width={192}
            height={192}
            className="rounded bg-white"
          />
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Can&apos;t scan it? Enter this key instead:{' '}
            <code aria-label="Setup key" className="break-all font-mono text-zinc-900 dark:text-white">
              {step.setup.secret}
            </code>
          </p>
          <div>
            <label htmlFor="totp-code" className={labelClass}>
              Code from the app
            </label>
            <input
              id="totp-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className={inputClass}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButton} disabled={busy}>
              Turn on
            </button>
            <button type="button" className={outlineButton} disabled={busy} onClick={() => setStep({ kind: 'idle' })}>
              Cancel
            </button>
          </div>
        </form>
      ) : step.kind === 'codes' ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Save these backup codes somewhere safe. Each one signs you in once if you lose your phone, and they will not be shown
            again.
          </p>
          <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-zinc-900 dark:text-white">
            {step.codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <button type="button" className={outlineButton} onClick={() => setStep({ kind: 'idle' })}>
            I have saved them
          </button>
        </div>
      ) : !status ? (
        <p className="mt-3 text-sm text-zinc-500">Loading...</p>
      ) : status.totp ? (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            On: signing in asks for a code from your authenticator app. Backup codes left: {status.backupCodesLeft}.
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={outlineButton} disabled={busy} onClick={() => void renewCodes()}>
              New backup codes
            </button>
            <button type="button" className={outlineButton} disabled={busy} onClick={() => void turnOff()}>
              Turn off two-factor authentication
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Off. Add a code from an authenticator app to your password, so a stolen password alone cannot sign in.
          </p>
          <button type="button" className={outlineButton} disabled={busy} onClick={() => void startSetup()}>
            Set up an authenticator app
          </button>
        </div>
      )}
    </div>
  );
}
