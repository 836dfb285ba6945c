import { useState } from 'react';
import { Link } from 'react-router';
import { analyticsApi } from '../api/analytics';
import { PageHeader } from '../components/PageHeader';
import { countryName, deviceName } from '../lib/analytics-range';
import { useCan } from '../lib/use-can';
import { FigureTable } from './analytics/FigureTable';
import { MembersSection } from './analytics/MembersSection';
import { RangeSelect } from './analytics/RangeSelect';
import { RealtimeLine } from './analytics/RealtimeLine';
import { ReportBody } from './analytics/ReportBody';
import { useReport } from './analytics/useReport';

const linkClass = 'font-medium text-indigo-600 hover:underline dark:text-indigo-400';

/** What is read and where readers come from, without cookies and without knowing who anyone is. */
export function Analytics() {
  const [days, setDays] = useState(30);
  const { data, error, retry } = useReport(days, analyticsApi.overview, 'Failed to load analytics.');
  // Revenue is for administrators only: other roles neither see nor fetch it.
  const administers = useCan()('site.admin');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics"
        description="Visitors are counted per day without cookies; bots and Global Privacy Control browsers are left out."
        actions={
          <>
            <RealtimeLine />
            <RangeSelect days={days} onChange={setDays} />
          </>
        }
      />
      <ReportBody data={data} error={error} retry={retry}>
        {(data) => (
          <>
            <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
              <FigureTable
                title="Top posts"
                nameLabel="Post"
                columns={['Visitors', 'Pageviews']}
                rows={data.posts.map((p) => ({
                  key: p.postId,
                  name: (
                    <Link to={`/admin/analytics/posts/${encodeURIComponent(p.postId)}`} className={linkClass}>
                      {p.title || p.postId}
                    </Link>
                  ),
                  figures: [p.visitors, p.pageviews],
                }))}
              />
              <FigureTable
                title="Sources"
                nameLabel="Source"
                columns={['Visitors']}
                rows={data.sources.map((s) => ({ key: s.source, name: s.source, figures: [s.visitors] }))}
              />
              <FigureTable
                title="Countries"
                nameLabel="Country"
                columns={['Visitors']}
                rows={data.countries.map((c) => ({ key: c.country, name: countryName(c.country), figures: [c.visitors] }))}
              />
              <FigureTable
                title="Devices"
                nameLabel="Device"
                columns={['Visitors']}
                rows={data.devices.map((d) => ({ key: d.device, name: deviceName(d.device), figures: [d.visitors] }))}
              />
            </div>
          </>
        )}
      </ReportBody>
      {administers && <MembersSection days={days} />}
    </div>
  );
}
