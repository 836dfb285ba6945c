/**
 * Account → Security: passkeys, two-factor authentication, the password, and where the account is signed in, with Sign out
 * per session and Sign out everywhere else. Ending a session here ends it on the server: its token stops working at once.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import type { SessionInfo } from '@/shared/types';
import { api, errorMessage } from '@/browser/api';
import { Notice, outlineButton } from '@/browser/ui';
import { $auth, signOut } from '@/stores/auth';
import { sessionLine } from './session-line';
import { TwoFactorPanel } from './TwoFactorPanel';
import { PasskeysPanel } from './PasskeysPanel';
import { PasswordPanel } from './PasswordPanel';

export default function AccountSessions() {
  const auth = useStore($auth);
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () =>
      api.get<SessionInfo[]>('/auth/sessions').then(
        (r) => setSessions(r.data),
        (e) => setError(errorMessage(e, 'Could not load your sessions.')),
      ),
    [],
  );
  useEffect(() => {
    if (auth.status === 'signedIn') void load();
  }, [auth.status, load]);
  if (auth.status !== 'signedIn') return null;

  async function end(session: SessionInfo | 'others') {
    if (session !== 'others' && session.current) return signOut();
    setBusy(true);
    setError('');
    setDone('');
    try {
      await api.del(session === 'others' ? '/auth/sessions?others=1' : `/auth/sessions/${encodeURIComponent(session.id)}`);
      setDone(session === 'others' ? 'Signed out everywhere else.' : 'That session is signed out.');
      await load();
    } catch (e) {
      setError(errorMessage(e, 'That did not work. Please try again.'));
    }
    setBusy(false);
  }

  const others = (sessions ?? []).filter((s) => !s.current).length;
  return (
    <section id="security" aria-labelledby="security-title" className="card p-6 sm:p-8">
      <h2 id="security-title" className="section-title">
        Security
      </h2>
      <PasskeysPanel onChanged={() => void load()} />
      <TwoFactorPanel onChanged={() => void load()} />
      <PasswordPanel onChanged={() => void load()} />
      <h3 className="mt-6 font-semibold text-zinc-900 dark:text-white">Where you are signed in</h3>
      {error && <Notice tone="error">{error}</Notice>}
      {done && <Notice tone="success">{done}</Notice>}
      {!sessions ? (
        <p className="mt-3 text-sm text-zinc-500">Loading your sessions...</p>
      ) : (
        <ul aria-label="Sessions" className="mt-3 divide-y divide-zinc-200 dark:divide-zinc-800">
          {sessions.map((s) => (
            <li key={s.id} aria-label={s.device} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-zinc-900 dark:text-white">
                  {s.device}
                  {s.current && (
                    <span className="ml-2 text-sm font-normal text-emerald-700 dark:text-emerald-400">This browser</span>
                  )}
                </p>
                <p className="text-sm text-zinc-600 dark:text-zinc-400">{sessionLine(s)}</p>
              </div>
              <button type="button" className={outlineButton} disabled={busy} onClick={() => void end(s)}>
                Sign out
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={`${outlineButton} mt-4`}
        disabled={busy || others === 0}
        onClick={() => void end('others')}
      >
        Sign out everywhere else
      </button>
    </section>
  );
}
