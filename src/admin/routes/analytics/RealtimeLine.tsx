import { useEffect, useState } from 'react';
import { analyticsApi } from '../../api/analytics';

const EVERY_MS = 30_000;

/** "N visitors now": visitors of the last five minutes, asked again every 30 seconds. */
export function RealtimeLine() {
  const [visitors, setVisitors] = useState<number | null>(null);
  useEffect(() => {
    const ask = () =>
      analyticsApi
        .realtime()
        .then((r) => setVisitors(r.visitors))
        .catch(() => undefined);
    void ask();
    const timer = setInterval(ask, EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-gray-700 dark:text-gray-200">
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-500" />
      {visitors === null ? 'Counting visitors now…' : `${visitors.toLocaleString('en-US')} visitors now`}
    </p>
  );
}
