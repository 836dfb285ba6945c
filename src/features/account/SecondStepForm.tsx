/** The second step of a sign-in: a code from the authenticator app, or a backup code. */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { api, ApiError, errorMessage } from '@/browser/api';
import type { AuthResult, MfaChallenge } from '@/shared/types';
import { Spinner, inputClass, labelClass, outlineButton, primaryButton } from '@/browser/ui';

interface Props {
  challenge: MfaChallenge;
  onSignedIn: (result: AuthResult, message?: string) => void;
  /** Back to the password: the challenge ended (5 minutes, or 5 wrong codes; the message says so) or the person chose to. */
  onRestart: (message: string) => void;
  busyOutside?: boolean;
}

export function SecondStepForm({ challenge, onSignedIn, onRestart, busyOutside = false }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const byEmail = challenge.methods.includes('email');
  // The step replaces the password form: the code field takes the focus the submit button had.
  useEffect(() => input.current?.focus(), []);

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const code = String(new FormData(e.currentTarget).get('code') ?? '').trim();
    if (!code) return setError('Enter the code from your authenticator app.');
    setBusy(true);
    setError('');
    try {
      const res = await api.post<AuthResult>('/auth/login/2fa', { challenge: challenge.challenge, code });
      onSignedIn(res.data, res.message);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === 'CHALLENGE_EXPIRED') return onRestart(err.message);
      setError(errorMessage(err, 'That did not work. Please try again.'));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="second-step-title">
      <h2 id="second-step-title" className="text-lg font-semibold text-zinc-900 dark:text-white">
        {byEmail ? 'Confirm this device' : 'Two-factor authentication'}
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {byEmail
          ? 'This browser is new to your account. We emailed you a 6-digit code: enter it to sign in. The code works for 10 minutes.'
          : 'Enter the 6-digit code from your authenticator app, or one of your backup codes.'}
      </p>
      <div>
        <label htmlFor="second-step-code" className={labelClass}>
          {byEmail ? 'Code from the email' : 'Authentication code'}
        </label>
        <input
          ref={input}
          id="second-step-code"
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          required
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'second-step-error' : undefined}
          className={inputClass}
        />
        {error && (
          <p id="second-step-error" role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
      <button type="submit" disabled={busy || busyOutside} className={`${primaryButton} w-full`}>
        {busy && <Spinner />}
        Verify
      </button>
      <button type="button" className={`${outlineButton} w-full`} onClick={() => onRestart('')} disabled={busy}>
        Use another account
      </button>
    </form>
  );
}
