import type { ReactNode } from 'react';

export interface FilterTab<T extends string> {
  value: T;
  label: ReactNode;
}

/** A row of tabs that filter the list in the panel `panelId` (`{panelId}-tab-{value}` labels it). */
export function FilterTabs<T extends string>(props: {
  label: string;
  panelId: string;
  tabs: FilterTab<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="tablist"
      aria-label={props.label}
      className="mb-4 inline-flex max-w-full flex-wrap rounded-lg bg-gray-100 p-1 dark:bg-gray-800"
    >
      {props.tabs.map((f) => (
        <button
          key={f.value}
          type="button"
          role="tab"
          id={`${props.panelId}-tab-${f.value}`}
          aria-selected={props.value === f.value}
          aria-controls={props.panelId}
          onClick={() => props.onChange(f.value)}
          className={`rounded-md px-4 py-1.5 text-sm font-medium transition focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${props.value === f.value ? 'bg-white text-gray-900 shadow-sm dark:bg-gray-950 dark:text-white' : 'text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white'}`}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}
