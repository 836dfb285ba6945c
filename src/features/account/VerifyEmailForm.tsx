/** Six-digit email verification with a 30 s resend countdown. */
import { useEffect, useRef, useState, type ClipboardEvent, type SubmitEvent, type KeyboardEvent } from 'react';
import { navigate } from 'astro:transitions/client';
import { api, errorMessage } from '@/browser/api';
import { clearPending, readPending, writePending } from './pending-verification';
import type { User } from '@/shared/types';
import { VALIDATION } from '@/shared/messages';
import { authReady, setUser } from '@/stores/auth';
import { showToast } from '@/stores/toasts';
import { useLiveForm } from '@/browser/live-form';
import { Spinner, outlineButton, primaryButton } from '@/browser/ui';
import { AuthCard, REDIRECT_DELAY_MS } from './AuthCard';
import { codeToast } from './verification-toast';

export const CODE_LENGTH = 6;
export const RESEND_SECONDS = 30;
const EMPTY = Array<string>(CODE_LENGTH).fill('');

/**
 * Seconds until the code may be resent, counted from a deadline rather than by chained one-second
 * timers, which a background tab slows down and would leave the countdown behind the clock.
 */
function useCountdown(): [number, () => void] {
  const [deadline, setDeadline] = useState(() => Date.now() + RESEND_SECONDS * 1000);
  const [left, setLeft] = useState(RESEND_SECONDS);
  useEffect(() => {
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [deadline]);
  const restart = () => {
    setDeadline(Date.now() + RESEND_SECONDS * 1000);
    setLeft(RESEND_SECONDS);
  };
  return [left, restart];
}

export default function VerifyEmailForm({ siteTitle }: { siteTitle: string }) {
  const [email, setEmail] = useState<string | null>(null);
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [left, restartCountdown] = useCountdown();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // Digits typed before the island was live are taken from the boxes.
  const form = useLiveForm(() => setDigits(boxes.current.map((b) => b?.value.replace(/\D/g, '').slice(-1) ?? '')));

  useEffect(() => {
    void authReady().then(({ user }) => {
      if (user?.isVerified) {
        clearPending();
        return void navigate('/login', { history: 'replace' });
      }
      const pending = readPending();
      if (!user || (pending && pending.email.toLowerCase() !== user.email.toLowerCase()))
        return void navigate('/login', { history: 'replace' });
      setEmail(user.email);
      if (pending && !pending.unsent) codeToast('sent', user.email, pending.code);
      boxes.current[0]?.focus();
    });
  }, []);

  function fill(next: string[], focus: number) {
    setDigits(next);
    setError('');
    boxes.current[Math.min(focus, CODE_LENGTH - 1)]?.focus();
  }

  function onInput(i: number, raw: string) {
    const typed = raw.replace(/\D/g, '');
    if (typed.length === CODE_LENGTH) return fill(typed.split(''), CODE_LENGTH - 1);
    const next = [...digits];
    next[i] = typed.slice(-1);
    fill(next, next[i] ? i + 1 : i);
  }

  function onKeyDown(i: number, e: KeyboardEvent<HTMLInputElement>) {
    // Typing the digit a box already holds changes nothing, so the move forward happens here.
    if (/^\d$/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      const next = [...digits];
      next[i] = e.key;
      return fill(next, i + 1);
    }
    if (e.key === 'Backspace' && !digits[i] && i > 0) {
      e.preventDefault();
      boxes.current[i - 1]?.focus();
    }
  }

  function onPaste(e: ClipboardEvent<HTMLInputElement>) {
    e.preventDefault();
    const text = e.clipboardData.getData('text').trim();
    if (new RegExp(`^\\d{${CODE_LENGTH}}$`).test(text)) fill(text.split(''), CODE_LENGTH - 1);
  }

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    // The boxes, not state: a submit replayed as the island goes live precedes the state update.
    const code = boxes.current.map((b) => b?.value ?? '').join('');
    if (code.length !== CODE_LENGTH) return setError(VALIDATION.codeIncomplete);
    setBusy(true);
    setError('');
    try {
      const { data } = await api.post<User>('/auth/verify-email', { code });
      setUser(data);
      clearPending();
      const message = `Verification successful! Welcome to ${siteTitle}.`;
      setSuccess(message);
      showToast(message, 'success');
      setTimeout(() => void navigate('/'), REDIRECT_DELAY_MS);
    } catch (err) {
      setError(errorMessage(err, 'Verification failed. Please try again.'));
      setBusy(false);
    }
  }

  async function resend() {
    if (!email || resending) return;
    setResending(true);
    try {
      const { data } = await api.post<{ sent: boolean; verificationCode?: string }>('/auth/verify-email/resend');
      writePending({ email, code: data.verificationCode });
      codeToast('resent', email, data.verificationCode);
      restartCountdown();
    } catch (err) {
      showToast(errorMessage(err, 'Could not resend the code. Please try again.'), 'error');
    } finally {
      setResending(false);
    }
  }

  return (
    <AuthCard
      title="Verify your email"
      subtitle={
        email ? (
          <>
            Enter the 6-digit code we sent to <strong className="text-zinc-900 dark:text-white">{email}</strong>.
          </>
        ) : (
          'Enter the 6-digit code we sent to your email.'
        )
      }
      error={error}
      success={success}
    >
      <form ref={form} onSubmit={submit} data-island-form="" noValidate className="space-y-5">
        <fieldset>
          <legend className="sr-only">Verification code</legend>
          <div className="flex justify-between gap-2">
            {digits.map((d, i) => (
              <input
                key={i}
                ref={(el) => {
                  boxes.current[i] = el;
                }}
                value={d}
                onChange={(e) => onInput(i, e.target.value)}
                onKeyDown={(e) => onKeyDown(i, e)}
                onPaste={onPaste}
                onFocus={(e) => e.target.select()}
                inputMode="numeric"
                autoComplete={i === 0 ? 'one-time-code' : 'off'}
                aria-label={`Digit ${i + 1} of ${CODE_LENGTH}`}
                className="size-12 rounded-xl border border-zinc-300 bg-white text-center text-xl font-semibold text-zinc-900 focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none sm:size-14 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white"
              />
            ))}
          </div>
        </fieldset>
        <button type="submit" disabled={busy || !email} className={`${primaryButton} w-full`}>
          {busy && !success && <Spinner />}
          Verify Account
        </button>
      </form>
      <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-zinc-600 dark:text-zinc-400">
        <span>Didn&apos;t get a code?</span>
        <button
          type="button"
          onClick={resend}
          disabled={left > 0 || resending || !email}
          className={`${outlineButton} px-4 py-1.5`}
        >
          Resend Code
        </button>
        {left > 0 && <span className="tabular-nums">Resend in {left}s</span>}
      </div>
    </AuthCard>
  );
}
