import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  /** alertdialog for confirmations that interrupt; dialog for forms. */
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  children: (ids: { titleId: string; descriptionId: string }) => ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and gives focus back to
 * whatever opened it.
 */
export function Dialog({ open, title, role = 'dialog', onClose, children, className = 'max-w-md' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${className} rounded-xl border border-gray-200 bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-gray-950/50 backdrop:backdrop-blur-sm dark:border-gray-800 dark:bg-gray-900 dark:text-gray-100`}
    >
      {open && (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children({ titleId, descriptionId })}
        </div>
      )}
    </dialog>
  );
}
