/** Frame of the sign-in pages: heading, subtitle, the form's error or confirmation, body and the "or" divider. */
import type { ReactNode } from 'react';
import { Notice } from '@/browser/ui';

interface Props {
  title: string;
  subtitle: ReactNode;
  error?: string | null;
  success?: string | null;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, error, success, children }: Props) {
  return (
    <div className="card mx-auto w-full max-w-md p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-zinc-900 dark:text-white">{title}</h1>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{subtitle}</p>
      <div className="mt-6 space-y-5">
        {error && <Notice tone="error">{error}</Notice>}
        {success && <Notice tone="success">{success}</Notice>}
        {children}
      </div>
    </div>
  );
}

export function OrDivider() {
  return (
    <div
      className="flex items-center gap-3 text-xs font-medium tracking-wider text-zinc-500 uppercase dark:text-zinc-400"
      aria-hidden="true"
    >
      <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
      or
      <span className="h-px flex-1 bg-zinc-200 dark:bg-zinc-800" />
    </div>
  );
}

/** Pause before leaving so the confirmation can be read. */
export const REDIRECT_DELAY_MS = 1000;
