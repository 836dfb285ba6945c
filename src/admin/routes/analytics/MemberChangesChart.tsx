import type { MemberChangeDay } from '@/shared/types';
import { ChartFrame, perDay } from '../../components/ChartFrame';

/** Signups and cancellations per day, within the Members card. */
export function MemberChangesChart({ days }: { days: MemberChangeDay[] }) {
  return (
    <ChartFrame
      id="member-changes-title"
      title="Signups and cancellations per day"
      kind="bar"
      data={days}
      {...perDay}
      series={[
        { key: 'signups', name: 'Signups', color: '#10b981' },
        { key: 'cancellations', name: 'Cancellations', color: '#f43f5e' },
      ]}
      legend
      height="h-56"
    />
  );
}
