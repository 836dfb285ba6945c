import { History } from 'lucide-react';

interface Props {
  savedAt: string;
  /** The document was saved on the site after these changes were made. */
  stale: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back changes this browser kept from an earlier visit that were never saved to the site. */
export function RestoreBanner({ savedAt, stale, onRestore, onDiscard }: Props) {
  return (
    <div
      role="region"
      aria-label="Unsaved changes found"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <History aria-hidden="true" className="h-4 w-4 shrink-0" />
      <p className="flex-1">
        Unsaved changes from {new Date(savedAt).toLocaleString()} were kept in this browser.
        {stale && ' This was saved on the site since then; restoring replaces that version when you save.'}
      </p>
      <button
        type="button"
        onClick={onDiscard}
        className="rounded-md px-3 py-1.5 font-medium hover:bg-amber-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500 dark:hover:bg-amber-900"
      >
        Discard
      </button>
      <button
        type="button"
        onClick={onRestore}
        className="rounded-md bg-amber-600 px-3 py-1.5 font-medium text-white hover:bg-amber-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
      >
        Restore
      </button>
    </div>
  );
}
