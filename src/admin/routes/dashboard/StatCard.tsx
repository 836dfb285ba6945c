import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cardClass } from '../../components/ui';

const TONES = {
  indigo: 'bg-indigo-100 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300',
  emerald: 'bg-emerald-100 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-300',
  amber: 'bg-amber-100 text-amber-600 dark:bg-amber-950 dark:text-amber-300',
  rose: 'bg-rose-100 text-rose-600 dark:bg-rose-950 dark:text-rose-300',
  violet: 'bg-violet-100 text-violet-600 dark:bg-violet-950 dark:text-violet-300',
} as const;

export function StatCard({
  label,
  value,
  Icon,
  tone,
  to,
}: {
  label: string;
  /** A count, or text already formatted (money); null while loading. */
  value: number | string | null;
  Icon: LucideIcon;
  tone: keyof typeof TONES;
  /** Where the card leads (the list behind the figure). */
  to?: string;
}) {
  const body = (
    <>
      <span aria-hidden="true" className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${TONES[tone]}`}>
        <Icon className="h-6 w-6" />
      </span>
      <dl className="min-w-0">
        <dt className="text-sm font-medium text-gray-500 dark:text-gray-400">{label}</dt>
        <dd className="text-2xl font-bold break-words text-gray-900 dark:text-white">
          {value === null ? (
            <span className="text-gray-300 dark:text-gray-600">…</span>
          ) : typeof value === 'number' ? (
            value.toLocaleString('en-US')
          ) : (
            value
          )}
        </dd>
      </dl>
    </>
  );
  const frame = `${cardClass} flex items-center gap-4 p-5`;
  return to ? (
    <Link
      to={to}
      className={`${frame} hover:ring-2 hover:ring-indigo-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500`}
    >
      {body}
    </Link>
  ) : (
    <div className={frame}>{body}</div>
  );
}
