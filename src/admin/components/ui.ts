/** Shared class lists so every screen's controls look and behave alike. */
export const inputClass =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 disabled:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:disabled:bg-gray-800';

const button =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 dark:focus-visible:ring-offset-gray-900';
export const primaryButton = `${button} bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:ring-indigo-500`;
export const secondaryButton = `${button} border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 focus-visible:ring-indigo-500 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200 dark:hover:bg-gray-800`;
export const dangerButton = `${button} bg-red-600 text-white hover:bg-red-700 focus-visible:ring-red-500`;
export const warningButton = `${button} bg-amber-500 text-white hover:bg-amber-600 focus-visible:ring-amber-400`;

/** Small square icon button for table rows. */
export const iconButton =
  'inline-flex h-8 w-8 items-center justify-center rounded-md text-gray-500 transition hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-white';

export const cardClass = 'rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900';

export const tableClass = 'min-w-full divide-y divide-gray-200 text-sm dark:divide-gray-800';
export const thClass = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-gray-500 dark:text-gray-400';
export const tdClass = 'px-4 py-3 align-top text-gray-700 dark:text-gray-300';
