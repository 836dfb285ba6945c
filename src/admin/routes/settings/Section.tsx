import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cardClass } from '../../components/ui';

/** A settings group whose body folds away under its heading. */
export function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const descriptionId = useId();
  return (
    <section className={cardClass}>
      <div className="px-5 py-4">
        <h2>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            aria-describedby={descriptionId}
            onClick={() => setOpen((v) => !v)}
            className="flex w-full items-center justify-between gap-4 rounded-md text-left text-base font-semibold text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-white"
          >
            {title}
            <ChevronDown
              aria-hidden="true"
              className={`h-5 w-5 shrink-0 text-gray-400 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </button>
        </h2>
        <p id={descriptionId} className="mt-0.5 text-sm text-gray-500 dark:text-gray-400">
          {description}
        </p>
      </div>
      <div id={bodyId} hidden={!open} className="space-y-5 border-t border-gray-100 px-5 py-5 dark:border-gray-800">
        {children}
      </div>
    </section>
  );
}
