import type { AnalyticsTotals } from '@/shared/types';
import { cardClass } from '../../components/ui';
import { duration } from '../../lib/analytics-range';

/** The four headline figures of a range. */
export function FigureCards({ totals }: { totals: AnalyticsTotals | null }) {
  const cards: [string, string | null][] = [
    ['Visitors', totals && totals.visitors.toLocaleString('en-US')],
    ['Pageviews', totals && totals.pageviews.toLocaleString('en-US')],
    ['Visit duration', totals && duration(totals.avgVisitSeconds)],
    ['Bounce rate', totals && `${totals.bounceRate}%`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className={`${cardClass} p-5`}>
          <dt className="text-sm font-medium text-gray-500 dark:text-gray-400">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-gray-900 dark:text-white">
            {value ?? <span className="text-gray-300 dark:text-gray-600">…</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
