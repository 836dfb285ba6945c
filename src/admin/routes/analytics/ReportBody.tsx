import type { ReactNode } from 'react';
import type { AnalyticsDay, AnalyticsTotals } from '@/shared/types';
import { ErrorState, LoadingState } from '../../components/States';
import { FigureCards } from './FigureCards';
import { TrafficChart } from './TrafficChart';

interface Report {
  totals: AnalyticsTotals;
  series: AnalyticsDay[];
}

/** A report's states: its error with Retry, loading, then the cards and the chart above what the screen adds. */
export function ReportBody<T extends Report>({
  data,
  error,
  retry,
  children,
}: {
  data: T | null;
  error: string | null;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (error) return <ErrorState message={error} onRetry={retry} />;
  if (!data) return <LoadingState label="Loading analytics..." />;
  return (
    <>
      <FigureCards totals={data.totals} />
      <TrafficChart series={data.series} />
      {children(data)}
    </>
  );
}
