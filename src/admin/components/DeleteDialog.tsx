import type { ConfirmedDelete } from '../lib/use-confirmed-delete';
import { ConfirmDialog } from './ConfirmDialog';

/** The spec's wording for deleting a named record. */
export const cannotBeUndone = (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`;

interface Props<T> {
  del: ConfirmedDelete<T>;
  title: string;
  message: (item: T) => string;
  confirmLabel?: string;
}

/** The confirmation for a list's delete flow, open while an item waits for it. */
export function DeleteDialog<T>({ del, title, message, confirmLabel }: Props<T>) {
  return (
    <ConfirmDialog
      open={del.pending !== null}
      title={title}
      message={del.pending === null ? '' : message(del.pending)}
      confirmLabel={confirmLabel}
      busy={del.busy}
      onConfirm={del.confirm}
      onCancel={del.cancel}
    />
  );
}
