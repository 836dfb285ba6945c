import type { AnalyticsDay } from '@/shared/types';
import { ChartFrame, perDay } from '../../components/ChartFrame';

/** Visitors and pageviews per day. */
export function TrafficChart({ series }: { series: AnalyticsDay[] }) {
  return (
    <ChartFrame
      id="traffic-chart-title"
      title="Visitors and pageviews per day"
      card
      kind="line"
      data={series}
      {...perDay}
      series={[
        { key: 'visitors', name: 'Visitors', color: '#6366f1' },
        { key: 'pageviews', name: 'Pageviews', color: '#10b981' },
      ]}
      legend
    />
  );
}
