import type { MonthCount } from '../../lib/dates';
import { ChartFrame } from '../../components/ChartFrame';

/** Posts published in each of the last months; `null` while the dashboard loads. */
export function PostsChart({ months }: { months: MonthCount[] | null }) {
  return (
    <ChartFrame
      id="posts-chart-title"
      title="Posts per Month"
      card
      className="xl:col-span-2"
      kind="bar"
      data={months}
      xKey="label"
      rows={{ heading: 'Month', label: (m) => `${m.label} ${m.year}`, key: (m) => m.key }}
      series={[{ key: 'count', name: 'Posts', color: '#6366f1' }]}
      tooltip={{
        cursor: { fill: 'rgba(99,102,241,0.08)' },
        formatter: (value) => [value, 'Posts'],
        labelFormatter: (label, payload) => `${label} ${payload?.[0]?.payload?.year ?? ''}`,
      }}
      bar={{ radius: [6, 6, 0, 0], maxBarSize: 48 }}
    />
  );
}
