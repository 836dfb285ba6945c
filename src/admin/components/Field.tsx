import type { ReactNode } from 'react';

/** A labelled form control with an optional hint. */
export function Field({
  id,
  label,
  hint,
  required,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      {/* The asterisk stays outside the label, so the field's accessible name is the label alone. */}
      <div className="flex text-sm font-medium">
        <label htmlFor={id} className="block text-gray-700 dark:text-gray-200">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-500">
            *
          </span>
        )}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-500 dark:text-gray-400">
          {hint}
        </p>
      )}
    </div>
  );
}
