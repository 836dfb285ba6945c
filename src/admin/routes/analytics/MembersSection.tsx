import type { MemberSummary } from '@/shared/types';
import { membersApi } from '../../api/members';
import { EmptyState, ErrorState, LoadingState } from '../../components/States';
import { cardClass } from '../../components/ui';
import { revenueText } from '../../lib/revenue';
import { MemberChangesChart } from './MemberChangesChart';
import { useReport } from './useReport';

const noneYet = (s: MemberSummary) =>
  s.paid === 0 && s.comped === 0 && s.days.every((d) => d.signups === 0 && d.cancellations === 0);

/** Paid members, monthly recurring revenue and the range's signups and cancellations (administrators). */
export function MembersSection({ days }: { days: number }) {
  const { data, error, retry } = useReport(days, membersApi.summary, 'Failed to load members.');
  const figures: [string, string][] = data
    ? [
        ['Paid members', data.paid.toLocaleString('en-US')],
        ['Monthly recurring revenue', revenueText(data.mrr)],
      ]
    : [];
  return (
    <section aria-labelledby="members-title" className={`${cardClass} min-w-0 p-5`}>
      <h2 id="members-title" className="text-base font-semibold text-gray-900 dark:text-white">
        Members
      </h2>
      {error ? (
        <ErrorState message={error} onRetry={retry} />
      ) : !data ? (
        <LoadingState label="Loading members..." />
      ) : noneYet(data) ? (
        <EmptyState message="No paid members yet. Signups, cancellations and revenue show here once readers subscribe." />
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {figures.map(([label, value]) => (
              <div key={label} className="min-w-0 rounded-lg bg-gray-50 p-4 dark:bg-gray-800/50">
                <dt className="text-sm font-medium text-gray-500 dark:text-gray-400">{label}</dt>
                <dd className="mt-1 text-2xl font-bold break-words text-gray-900 dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6">
            <MemberChangesChart days={data.days} />
          </div>
        </>
      )}
    </section>
  );
}
