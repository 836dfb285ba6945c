import { AlertTriangle, Trash2 } from 'lucide-react';
import { Dialog } from './Dialog';
import { dangerButton, secondaryButton, warningButton } from './ui';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  type?: 'danger' | 'warning';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  type = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  const Icon = type === 'danger' ? Trash2 : AlertTriangle;
  return (
    <Dialog open={open} title={title} onClose={() => !busy && onCancel()}>
      {({ descriptionId }) => (
        <>
          <div className="mt-3 flex gap-3">
            <span
              aria-hidden="true"
              className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${type === 'danger' ? 'bg-red-100 text-red-600 dark:bg-red-950 dark:text-red-400' : 'bg-amber-100 text-amber-600 dark:bg-amber-950 dark:text-amber-400'}`}
            >
              <Icon className="h-5 w-5" />
            </span>
            <p id={descriptionId} className="text-sm text-gray-600 dark:text-gray-300">
              {message}
            </p>
          </div>
          <div className="mt-6 flex justify-end gap-3">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog moves focus into itself when it opens (WAI-ARIA dialog pattern) */}
            <button type="button" className={secondaryButton} onClick={onCancel} disabled={busy} autoFocus>
              Cancel
            </button>
            <button
              type="button"
              className={type === 'danger' ? dangerButton : warningButton}
              onClick={onConfirm}
              disabled={busy}
            >
              {busy ? 'Working...' : confirmLabel}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
