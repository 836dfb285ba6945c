import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PagedState } from '../stores/list';
import { secondaryButton } from './ui';

/** "Showing 1–20 of 57" with Previous and Next, shown only when the list has more than one page. */
export function Pager<T>({
  label,
  state,
  perPage,
  onPage,
}: {
  label: string;
  state: PagedState<T>;
  perPage: number;
  onPage: (offset: number) => void;
}) {
  if (state.total <= perPage) return null;
  const from = state.total === 0 ? 0 : state.offset + 1;
  const to = state.offset + state.items.length;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between text-sm text-gray-600 dark:text-gray-400">
      <p>
        Showing {from}–{to} of {state.total}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={state.offset === 0 || state.loading}
          onClick={() => onPage(Math.max(0, state.offset - perPage))}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          Previous
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={to >= state.total || state.loading}
          onClick={() => onPage(state.offset + perPage)}
        >
          Next
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </nav>
  );
}
