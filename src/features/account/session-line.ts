import type { SessionInfo } from '@/shared/types';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const HOW: Record<SessionInfo['method'], string> = {
  password: 'with a password',
  google: 'with Google',
  registration: 'on sign-up',
  invite: 'from an invitation',
  totp: 'with a password and an authenticator code',
  'backup-code': 'with a password and a backup code',
  'email-code': 'with a password and a code by email',
  passkey: 'with a passkey',
};

/** "Signed in Nov 29, 2026, 5:52 AM with a password · last active … · from 192.0.2.0/24" */
export const sessionLine = (s: SessionInfo): string =>
  [`Signed in ${when(s.createdAt)} ${HOW[s.method]}`, `last active ${when(s.lastSeenAt)}`, `from ${s.ip}`].join(' · ');
