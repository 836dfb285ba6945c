/** Small pieces the AI islands share: the inline error, the spinner status line and rotating loader messages. */
import { useEffect, useState, type ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';

export function ErrorText({ children, id }: { children: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
      {children}
    </p>
  );
}

export function Working({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-accent-600 dark:text-accent-400" />
      <span>{children}</span>
    </p>
  );
}

export { useHydrated } from '@/browser/use-hydrated';

/** Cycles through `messages` every `ms` while `active`. */
export function useRotatingMessage(messages: readonly string[], ms: number, active: boolean): string {
  const [i, setI] = useState(0);
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => setI((n) => (n + 1) % messages.length), ms);
    return () => {
      clearInterval(t);
      setI(0);
    };
  }, [active, messages, ms]);
  return messages[i] ?? '';
}

export const fieldClass =
  'w-full rounded-xl border border-zinc-300 bg-white px-4 py-3 text-base text-zinc-900 placeholder:text-zinc-500 focus:border-accent-500 focus:outline-none focus:ring-2 focus:ring-accent-500/30 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500';
