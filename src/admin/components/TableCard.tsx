import type { ReactNode } from 'react';
import type { PagedState } from '../stores/list';
import { Pager } from './Pager';
import { EmptyState, ErrorState, LoadingState } from './States';
import { cardClass, tableClass, thClass } from './ui';

export interface Column {
  label: string;
  /** Read by assistive technology only (an actions column). */
  hidden?: boolean;
  align?: 'right';
}

/** A server-paged list: the pager under the table, named for assistive technology. */
export interface TablePaging {
  label: string;
  state: PagedState<unknown>;
  perPage: number;
  onPage: (offset: number) => void;
}

interface Props {
  /** Names the table for assistive technology. */
  label: string;
  columns: Column[];
  loading: boolean;
  error: string | null;
  emptyMessage: string;
  isEmpty: boolean;
  onRetry: () => void;
  /** Offer Refresh in the empty state. */
  refreshable?: boolean;
  paging?: TablePaging;
  /** One `<tr>` per item. */
  children: ReactNode;
}

/** Every admin list: a data table in a card, with its loading, error and empty states and, when paged on the server, its pager. */
export function TableCard({
  label,
  columns,
  loading,
  error,
  emptyMessage,
  isEmpty,
  onRetry,
  refreshable = false,
  paging,
  children,
}: Props) {
  let body: ReactNode;
  if (loading && isEmpty) body = <LoadingState />;
  else if (error) body = <ErrorState message={error} onRetry={onRetry} />;
  else if (isEmpty) body = <EmptyState message={emptyMessage} onRefresh={refreshable ? onRetry : undefined} />;
  else
    body = (
      <div className="relative overflow-x-auto">
        <table className={tableClass} aria-label={label} aria-busy={loading}>
          <thead className="bg-gray-50 dark:bg-gray-950/40">
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.align === 'right' ? `${thClass} text-right` : thClass}>
                  {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100 dark:divide-gray-800">{children}</tbody>
        </table>
      </div>
    );
  return (
    <>
      <div className={`${cardClass} overflow-hidden`}>{body}</div>
      {paging && <Pager label={paging.label} state={paging.state} perPage={paging.perPage} onPage={paging.onPage} />}
    </>
  );
}
