import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/browser/api';
import { aiErrorMessage } from './client';

/** The spec clears the AI tools' input hints after this long. */
export const HINT_CLEAR_MS = 3000;

/** True for a refusal of the author's input (a hint), as opposed to a failed call. */
const isHint = (err: unknown) => err instanceof ApiError && err.status === 400;

/**
 * One AI tool's inline message: input hints clear themselves after 3 s; a failed call stays until
 * the next try, so the author can read it.
 */
export function useNotice() {
  const [notice, setNotice] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setNotice('');
  }, []);
  const hint = useCallback((message: string) => {
    clearTimeout(timer.current);
    setNotice(message);
    timer.current = setTimeout(() => setNotice(''), HINT_CLEAR_MS);
  }, []);
  /** Shows what went wrong: the input hint, or `fallback` unless the server's reason is meant for the author. */
  const fail = useCallback(
    (err: unknown, fallback: string) => {
      const message = aiErrorMessage(err, fallback);
      if (isHint(err)) hint(message);
      else {
        clearTimeout(timer.current);
        setNotice(message);
      }
    },
    [hint],
  );
  return { notice, clear, hint, fail };
}

/** One AI tool's call: busy while it runs, and its failure shown through the tool's notice. */
export function useAiTask() {
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  const { clear, fail } = notice;
  const run = useCallback(
    async (work: () => Promise<void>, fallback: string | ((err: unknown) => string)) => {
      clear();
      setBusy(true);
      try {
        await work();
      } catch (err) {
        fail(err, typeof fallback === 'function' ? fallback(err) : fallback);
      } finally {
        setBusy(false);
      }
    },
    [clear, fail],
  );
  return { ...notice, busy, run };
}

/** The inline message under a tool, read out when it appears. */
export function Notice({ id, text }: { id: string; text: string }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="px-4 pt-2 text-xs text-red-600 dark:text-red-400">
      {text}
    </p>
  );
}
