/**
 * The page an invitation link opens: the invited person sets their name and password, is signed in
 * with the role they were invited to, and lands in the admin.
 */
import { useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { api, errorMessage } from '@/browser/api';
import { field, useLiveForm } from '@/browser/live-form';
import { Spinner, primaryButton } from '@/browser/ui';
import { LIMITS } from '@/shared/limits';
import { MESSAGES, VALIDATION } from '@/shared/messages';
import type { AuthResult } from '@/shared/types';
import { signIn } from '@/stores/auth';
import { showToast } from '@/stores/toasts';
import { AuthCard, REDIRECT_DELAY_MS } from './AuthCard';
import { NewAccountFields } from './NewAccountFields';

// The page is prebuilt: the token arrives in the address, read only in the browser.
const tokenInAddress = () => new URLSearchParams(window.location.search).get('token') ?? '';
const noChanges = () => () => {};

export default function AcceptInviteForm({ siteTitle }: { siteTitle: string }) {
  const formRef = useLiveForm();
  const token = useSyncExternalStore(noChanges, tokenInAddress, () => null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy || !token) return;
    setError('');
    const name = field(e.currentTarget, 'name').trim();
    const password = field(e.currentTarget, 'password');
    if (!name) return setError('Name is required.');
    if (password.length < LIMITS.passwordMin) return setError(VALIDATION.passwordTooShort);
    if (password !== field(e.currentTarget, 'confirm')) return setError('Passwords do not match.');
    setBusy(true);
    try {
      const { data } = await api.post<AuthResult>('/invites/accept', { token, name, password });
      signIn(data.token, data.user);
      const message = `Welcome to ${siteTitle}, ${data.user.name}!`;
      setSuccess(message);
      showToast(message, 'success');
      setTimeout(() => window.location.assign('/admin'), REDIRECT_DELAY_MS);
    } catch (err) {
      setError(errorMessage(err, 'The invitation could not be accepted. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Accept your invitation"
      subtitle={`Set your name and a password to join ${siteTitle}.`}
      error={error || (token === '' ? MESSAGES.inviteInvalid : '')}
      success={success}
    >
      <form ref={formRef} onSubmit={submit} data-island-form="" noValidate className="space-y-4">
        <NewAccountFields prefix="invite" />
        <button type="submit" disabled={busy || !token} className={`${primaryButton} w-full`}>
          {busy && !success && <Spinner />}
          Accept Invitation
        </button>
      </form>
    </AuthCard>
  );
}
