/** Email and password sign-in, plus Google. Success stores the session and goes to `?returnTo=`, else home. */
import { useEffect, useState, type SubmitEvent } from 'react';
import { navigate } from 'astro:transitions/client';
import { api, errorMessage } from '@/browser/api';
import type { AuthResult, LoginResult, MfaChallenge } from '@/shared/types';
import { signIn } from '@/stores/auth';
import { showToast } from '@/stores/toasts';
import { field, useLiveForm } from '@/browser/live-form';
import { Spinner, inputClass, labelClass, outlineButton, primaryButton } from '@/browser/ui';
import { AuthCard, OrDivider, REDIRECT_DELAY_MS } from './AuthCard';
import GoogleButton from './GoogleButton';
import { LIMITS } from '@/shared/limits';
import { MESSAGES, VALIDATION } from '@/shared/messages';
import { returnToOf } from '@/shared/return-path';
import { SecondStepForm } from './SecondStepForm';
import { cancelled, signInWithPasskey } from './passkey-ceremony';
import { KeyRound } from 'lucide-react';
import { useHydrated } from '@/browser/use-hydrated';
import { isChallenge, takeChallenge } from './sign-in-challenge';

export default function LoginForm() {
  const [passwordLength, setPasswordLength] = useState(0);
  const form = useLiveForm((f) => setPasswordLength(field(f, 'password').length));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    // The URL is known only in the browser, after hydration. A Google sign-in that needs its second
    // step comes back here with the challenge kept for this tab.
    /* eslint-disable react-hooks/set-state-in-effect */
    if (query.get('error') === 'oauth_failed') setError('Google sign-in failed. Please try again.');
    if (query.get('step') === 'code') setChallenge(takeChallenge());
    /* eslint-enable react-hooks/set-state-in-effect */
  }, []);

  async function passkey() {
    setBusy(true);
    setError('');
    try {
      const { result, message } = await signInWithPasskey();
      signedIn(result, message);
    } catch (err) {
      if (!cancelled(err)) setError(errorMessage(err, 'Passkey sign-in failed. Please try again.'));
      setBusy(false);
    }
  }

  function signedIn(result: AuthResult, message?: string) {
    signIn(result.token, result.user);
    showToast(message || MESSAGES.loginSuccessful, 'success');
    setSuccess('Login successful! Welcome back.');
    const next = returnToOf(location.search) ?? '/';
    setTimeout(() => void navigate(next), REDIRECT_DELAY_MS);
  }

  const short = passwordLength > 0 && passwordLength < LIMITS.passwordMin;

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setError('');
    const email = field(e.currentTarget, 'email').trim();
    const password = field(e.currentTarget, 'password');
    if (password.length < LIMITS.passwordMin) {
      setError(VALIDATION.passwordNeeded);
      return;
    }
    setBusy(true);
    try {
      const res = await api.post<LoginResult>('/auth/login', { email, password });
      if (isChallenge(res.data)) {
        setChallenge(res.data);
        setBusy(false);
      } else signedIn(res.data, res.message);
    } catch (err) {
      setError(errorMessage(err, 'Login failed. Please try again.'));
      setBusy(false);
    }
  }

  const passwordStep = (
    <>
      <form ref={form} onSubmit={submit} data-island-form="" noValidate className="space-y-4">
        <div>
          <label htmlFor="login-email" className={labelClass}>
            Email
          </label>
          <input id="login-email" name="email" type="email" required autoComplete="email" className={inputClass} />
        </div>
        <div>
          <label htmlFor="login-password" className={labelClass}>
            Password
          </label>
          <input
            id="login-password"
            type="password"
            required
            autoComplete="current-password"
            name="password"
            onChange={(e) => setPasswordLength(e.target.value.length)}
            aria-invalid={short}
            aria-describedby={short ? 'login-password-hint' : undefined}
            className={inputClass}
          />
          {short && (
            <p id="login-password-hint" className="mt-1.5 text-xs text-red-700 dark:text-red-300">
              {VALIDATION.passwordHint}
            </p>
          )}
        </div>
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
          {busy && !success && <Spinner />}
          Sign In
        </button>
      </form>
      <OrDivider />
      <button type="button" className={`${outlineButton} w-full`} disabled={busy || !hydrated} onClick={() => void passkey()}>
        <KeyRound aria-hidden="true" className="size-4" />
        Use a passkey
      </button>
      <GoogleButton
        label="Continue with Google"
        failure="Google sign-in failed. Please try again."
        disabled={busy}
        onBusy={setBusy}
        onError={setError}
      />
      <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
        Don&apos;t have an account?{' '}
        <a href="/signup" className="font-semibold text-accent-700 hover:underline dark:text-accent-300">
          Sign up
        </a>
      </p>
    </>
  );

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to like, save and join the conversation." error={error} success={success}>
      {challenge ? (
        <SecondStepForm
          challenge={challenge}
          busyOutside={Boolean(success)}
          onSignedIn={signedIn}
          onRestart={(message) => {
            setChallenge(null);
            setError(message);
          }}
        />
      ) : (
        passwordStep
      )}
    </AuthCard>
  );
}
