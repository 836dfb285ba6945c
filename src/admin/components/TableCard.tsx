import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from './States';
import { cardClass, tableClass } from './ui';

interface Props {
  /** Names the table for assistive technology. */
  label: string;
  loading: boolean;
  error: string | null;
  emptyMessage: string;
  isEmpty: boolean;
  onRetry: () => void;
  /** Offer Refresh in the empty state. */
  refreshable?: boolean;
  head: ReactNode;
  children: ReactNode;
}

/** A data table in a card, with its loading, error and empty states. */
export function TableCard({ label, loading, error, emptyMessage, isEmpty, onRetry, refreshable = false, head, children }: Props) {
  let body: ReactNode;
  if (loading && isEmpty) body = <LoadingState />;
  else if (error) body = <ErrorState message={error} onRetry={onRetry} />;
  else if (isEmpty) body = <EmptyState message={emptyMessage} onRefresh={refreshable ? onRetry : undefined} />;
  else
    body = (
      <div className="overflow-x-auto">
        <table className={tableClass} aria-label={label} aria-busy={loading}>
          <thead className="bg-gray-50 dark:bg-gray-950/40">{head}</thead>
          <tbody className="divide-y divide-gray-100 dark:divide-gray-800">{children}</tbody>
        </table>
      </div>
    );
  return <div className={`${cardClass} overflow-hidden`}>{body}</div>;
}
