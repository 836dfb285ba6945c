import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: (ids: { titleId: string; descriptionId: string }) => ReactNode;
  className?: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and gives focus back to
 * whatever opened it. It lives directly under <body> so that, while it is open, everything else
 * can be hidden from assistive technology (not every tool treats the inert page as hidden).
 */
export function Dialog({ open, title, onClose, children, className = 'max-w-md' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
    if (!open) return;
    const behind = [...document.body.children].filter((c) => c !== el && !c.hasAttribute('aria-hidden'));
    for (const c of behind) c.setAttribute('aria-hidden', 'true');
    return () => behind.forEach((c) => c.removeAttribute('aria-hidden'));
  }, [open]);

  return createPortal(
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop is the pointer's way to close; Escape is the keyboard's
    <dialog
      ref={ref}
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
    </dialog>,
    document.body,
  );
}
