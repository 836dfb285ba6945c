import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useHydrated } from './ui';

interface Props {
  title: string;
  subtitle: string;
  icon: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A panel whose header button shows or hides its body; the body is only rendered while open. */
export default function Collapsible({ title, subtitle, icon, open, onToggle, children }: Props) {
  const bodyId = useId();
  const subtitleId = useId();
  const hydrated = useHydrated();
  return (
    <section className="card overflow-hidden">
      {/* The button is named by the title alone and stretched over the header; the subtitle sits
          outside it as its description, so the visible label and the accessible name agree. */}
      <div className="relative flex items-center gap-3 px-5 py-4 transition-colors hover:bg-zinc-50 has-focus-visible:ring-2 has-focus-visible:ring-accent-500 has-focus-visible:ring-inset dark:hover:bg-zinc-800/60">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700 dark:bg-accent-800/40 dark:text-accent-200"
        >
          {icon}
        </span>
        <div className="flex-1">
          <h3 className="m-0">
            <button
              type="button"
              aria-expanded={open}
              disabled={!hydrated}
              aria-controls={bodyId}
              aria-describedby={subtitleId}
              onClick={onToggle}
              className="block w-full text-left text-base font-semibold text-zinc-900 after:absolute after:inset-0 focus:outline-none dark:text-white"
            >
              {title}
            </button>
          </h3>
          <span id={subtitleId} className="block text-sm font-normal text-zinc-600 dark:text-zinc-400">
            {subtitle}
          </span>
        </div>
        <ChevronDown aria-hidden="true" className={`size-5 text-zinc-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </div>
      <div id={bodyId} hidden={!open} className="border-t border-zinc-200 px-5 py-4 dark:border-zinc-800">
        {open && children}
      </div>
    </section>
  );
}
