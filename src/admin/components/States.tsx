import { Inbox, Loader2, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { secondaryButton } from './ui';

export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-gray-500 dark:text-gray-400">
      <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" />
      {label}
    </div>
  );
}

export function EmptyState({ message, onRefresh, children }: { message: string; onRefresh?: () => void; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <Inbox aria-hidden="true" className="h-10 w-10 text-gray-300 dark:text-gray-600" />
      <p className="text-sm text-gray-500 dark:text-gray-400">{message}</p>
      {onRefresh && (
        <button type="button" className={secondaryButton} onClick={onRefresh}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Refresh
        </button>
      )}
      {children}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <p className="text-sm text-red-600 dark:text-red-400">{message}</p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Try again
      </button>
    </div>
  );
}
