import { ShieldCheck } from 'lucide-react';
import { primaryButton } from './ui';

/** What staff without a second factor see while the site requires one: the way to add it. */
export function TwoFactorRequired() {
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <ShieldCheck aria-hidden="true" className="h-10 w-10 text-indigo-600" />
      <h1 className="text-2xl font-bold text-gray-900 dark:text-white">Two-factor authentication required</h1>
      <p className="text-gray-600 dark:text-gray-400">
        This publication asks every staff member to sign in with a second factor. Add a passkey or an authenticator app to your
        account, then come back.
      </p>
      <a href="/account#security" className={primaryButton}>
        Set up two-factor authentication
      </a>
    </main>
  );
}
