/** Account creation. Success signs the reader in, toasts the verification code and goes home. */
import { useState, type SubmitEvent } from 'react';
import { signupOrigin } from '@/browser/signup-origin';
import { navigate } from 'astro:transitions/client';
import { api, errorMessage } from '@/browser/api';
import { writePending } from './pending-verification';
import type { AuthResult } from '@/shared/types';
import { signIn } from '@/stores/auth';
import { showToast } from '@/stores/toasts';
import { field, useLiveForm } from '@/browser/live-form';
import { Spinner, inputClass, labelClass, primaryButton } from '@/browser/ui';
import { AuthCard, OrDivider, REDIRECT_DELAY_MS } from './AuthCard';
import { NewAccountFields } from './NewAccountFields';
import GoogleButton from './GoogleButton';
import { codeToast } from './verification-toast';
import { LIMITS } from '@/shared/limits';
import { VALIDATION } from '@/shared/messages';

export default function SignupForm({ siteTitle }: { siteTitle: string }) {
  const formRef = useLiveForm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setError('');
    const value = (name: string) => field(e.currentTarget, name);
    const form = {
      name: value('name').trim(),
      email: value('email').trim(),
      password: value('password'),
      confirm: value('confirm'),
    };
    if (form.password.length < LIMITS.passwordMin) return setError(VALIDATION.passwordTooShort);
    if (form.password !== form.confirm) return setError('Passwords do not match.');
    setBusy(true);
    try {
      const { email } = form;
      const { data } = await api.post<AuthResult>('/auth/register', {
        name: form.name,
        email,
        password: form.password,
        from: signupOrigin(),
      });
      signIn(data.token, data.user);
      const message = `Account created successfully! Welcome to ${siteTitle}.`;
      setSuccess(message);
      showToast(message, 'success');
      // As the spec says, signing up lands on the home page; the code is toasted now and again on
      // /verify-email, which the account menu links to until the address is verified.
      if (!data.user.isVerified) {
        writePending({ email, code: data.verificationCode, ...(data.mailError ? { unsent: true } : {}) });
        if (data.mailError) showToast(data.mailError, 'error');
        else codeToast('sent', email, data.verificationCode);
      }
      setTimeout(() => void navigate('/'), REDIRECT_DELAY_MS);
    } catch (err) {
      setError(errorMessage(err, 'Registration failed. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Create your account" subtitle="Join the community of readers and writers." error={error} success={success}>
      <form ref={formRef} onSubmit={submit} data-island-form="" noValidate className="space-y-4">
        <NewAccountFields prefix="signup">
          <div>
            <label htmlFor="signup-email" className={labelClass}>
              Email
            </label>
            <input
              id="signup-email"
              type="email"
              required
              autoComplete="email"
              maxLength={LIMITS.email}
              name="email"
              className={inputClass}
            />
          </div>
        </NewAccountFields>
        <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
          {busy && !success && <Spinner />}
          Create Account
        </button>
      </form>
      <OrDivider />
      <GoogleButton
        label="Sign up with Google"
        failure="Google sign-up failed. Please try again."
        disabled={busy}
        onBusy={setBusy}
        onError={setError}
      />
      <p className="text-center text-sm text-zinc-600 dark:text-zinc-400">
        Already have an account?{' '}
        <a href="/login" className="font-semibold text-accent-700 hover:underline dark:text-accent-300">
          Sign in
        </a>
      </p>
    </AuthCard>
  );
}
