import { useEffect, useId, useLayoutEffect, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ToolbarButton } from './ToolbarButton';

interface Props {
  label: string;
  Icon: LucideIcon;
  open: boolean;
  active?: boolean;
  onOpenChange: (open: boolean) => void;
  /** `menu` for a list of choices, `dialog` for a small form. */
  kind?: 'menu' | 'dialog';
  children: ReactNode;
}

/**
 * A toolbar button with a panel under it. Opening focuses the panel's first control; Escape or a
 * click elsewhere closes it and gives focus back to the button.
 */
export function Popover({ label, Icon, open, active, onOpenChange, kind = 'dialog', children }: Props) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const change = useRef(onOpenChange);
  useLayoutEffect(() => {
    change.current = onOpenChange;
  });

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('input:not([type=file]):not([type=radio]), [role=menuitem], button')?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) change.current(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches Escape from the button and the panel inside; the div is not a control
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          e.stopPropagation();
          onOpenChange(false);
          button.current?.focus();
        }
      }}
    >
      <ToolbarButton
        ref={button}
        label={label}
        Icon={Icon}
        active={active || open}
        aria-haspopup={kind}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => onOpenChange(!open)}
      />
      {open && (
        <div
          ref={panel}
          id={id}
          role={kind}
          aria-label={label}
          className="absolute left-0 top-full z-30 mt-1 w-72 rounded-lg border border-gray-200 bg-white p-3 text-sm shadow-xl dark:border-gray-700 dark:bg-gray-900"
        >
          {children}
        </div>
      )}
    </div>
  );
}

export const popoverInput =
  'w-full rounded-md border border-gray-300 bg-white px-2.5 py-1.5 text-sm text-gray-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100';
export const popoverButton =
  'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  onValue: (value: string) => void;
  /** Enter applies the popover instead of reaching the form around the editor. */
  onEnter: () => void;
}

/** A labelled input of a toolbar popover. */
export function PopoverField({ id, label, onValue, onEnter, ...input }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-gray-600 dark:text-gray-300">
        {label}
      </label>
      <input
        id={id}
        className={popoverInput}
        onChange={(e) => onValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onEnter();
          }
        }}
        {...input}
      />
    </div>
  );
}
