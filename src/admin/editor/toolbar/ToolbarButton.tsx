import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  Icon: LucideIcon;
  active?: boolean;
}

/** An icon button named by `label`; `active` marks a toggle that is on. */
export const ToolbarButton = forwardRef<HTMLButtonElement, Props>(function ToolbarButton(
  { label, Icon, active, className = '', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      // Keeps the editor focused with its selection, so a toggle applies to what the author was typing.
      onMouseDown={(e) => e.preventDefault()}
      className={`rounded-md p-2 text-gray-600 transition hover:bg-white hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-40 dark:text-gray-300 dark:hover:bg-gray-700 dark:hover:text-white ${active ? 'bg-white text-indigo-700 shadow-sm dark:bg-gray-700 dark:text-indigo-300' : ''} ${className}`}
      {...rest}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
    </button>
  );
});
