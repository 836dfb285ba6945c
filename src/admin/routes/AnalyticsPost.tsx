import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { NewsletterFigures } from '@/shared/types';
import { analyticsApi } from '../api/analytics';
import { PageHeader } from '../components/PageHeader';
import { cardClass } from '../components/ui';
import { FigureTable } from './analytics/FigureTable';
import { RangeSelect } from './analytics/RangeSelect';
import { ReportBody } from './analytics/ReportBody';
import { useReport } from './analytics/useReport';

function Newsletter({ n }: { n: NewsletterFigures }) {
  const rows: [string, string][] = [
    ['Recipients', n.recipients.toLocaleString('en-US')],
    ['Accepted', n.accepted.toLocaleString('en-US')],
    ['Bounced', n.bounced.toLocaleString('en-US')],
    ['Opens', `${n.opens.toLocaleString('en-US')} (${n.openRate}%)`],
    ['Machine opens', n.machineOpens.toLocaleString('en-US')],
    ['Clicks', `${n.clicks.toLocaleString('en-US')} (${n.clickRate}%)`],
    ['Unsubscribes', `${n.unsubscribes.toLocaleString('en-US')} (${n.unsubscribeRate}%)`],
  ];
  return (
    <section aria-labelledby="post-newsletter" className={`${cardClass} p-5`}>
      <h2 id="post-newsletter" className="text-base font-semibold text-gray-900 dark:text-white">
        Newsletter
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-gray-500 dark:text-gray-400">{label}</dt>
            <dd className="font-semibold text-gray-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One post's readers, sources and newsletter. */
export function AnalyticsPost() {
  const { id = '' } = useParams();
  const [days, setDays] = useState(30);
  const { data, error, retry } = useReport(days, (r) => analyticsApi.post(id, r), 'Failed to load the post’s analytics.');
  return (
    <div className="space-y-6">
      <Link to="/admin/analytics" className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">
        Back to Analytics
      </Link>
      <PageHeader
        title={data ? data.title : 'Post analytics'}
        description="Analytics of this post"
        actions={<RangeSelect days={days} onChange={setDays} />}
      />
      <ReportBody data={data} error={error} retry={retry}>
        {(data) => (
          <>
            <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
              <FigureTable
                title="Sources"
                nameLabel="Source"
                columns={['Visitors']}
                rows={data.sources.map((s) => ({ key: s.source, name: s.source, figures: [s.visitors] }))}
              />
              <section aria-labelledby="post-signups" className={`${cardClass} p-5`}>
                <h2 id="post-signups" className="text-base font-semibold text-gray-900 dark:text-white">
                  Signups
                </h2>
                <p className="mt-2 text-2xl font-bold text-gray-900 dark:text-white">{data.signups.toLocaleString('en-US')}</p>
              </section>
            </div>
            {data.newsletter && <Newsletter n={data.newsletter} />}
          </>
        )}
      </ReportBody>
    </div>
  );
}
