/** Shared look of the public islands' form controls. */
import type { ReactNode } from 'react';

export const inputClass =
  'block w-full scroll-mt-24 rounded-xl border border-zinc-300 bg-white px-4 py-2.5 text-zinc-900 placeholder:text-zinc-500 focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none disabled:cursor-not-allowed disabled:bg-zinc-100 disabled:text-zinc-500 aria-[invalid=true]:border-red-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white dark:focus:ring-accent-800 dark:disabled:bg-zinc-800';
export const labelClass = 'mb-1.5 block text-sm font-medium text-zinc-800 dark:text-zinc-200';
export const primaryButton = 'btn btn-primary disabled:cursor-not-allowed disabled:opacity-60';
export const outlineButton = 'btn btn-outline disabled:cursor-not-allowed disabled:opacity-60';

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity=".25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** An error (role=alert) or a confirmation (role=status) shown in the form itself. */
export function Notice({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const look = {
    error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
    success:
      'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
    info: 'border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-200',
  }[tone];
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl border px-4 py-3 text-sm ${look}`}>
      {children}
    </p>
  );
}

export const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
