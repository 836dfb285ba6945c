import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/browser/api';
import type { DayRange } from '../../api/analytics';
import { lastDays } from '../../lib/analytics-range';
import { $settings } from '../../stores/settings';

/** Loads a report for the chosen number of days, again whenever the range changes or `retry` is called. */
export function useReport<T>(days: number, load: (range: DayRange) => Promise<T>, failure: string) {
  const timeZone = useStore($settings)?.timezone ?? 'UTC';
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load(lastDays(days, timeZone))
      .then((d) => {
        if (!live) return;
        setData(d);
        setError(null);
      })
      .catch((err) => live && setError(errorMessage(err, failure)));
    return () => {
      live = false;
    };
    // `load` and `failure` are fixed per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [days, timeZone, attempt]);
  const retry = () => {
    setError(null);
    setData(null);
    setAttempt((n) => n + 1);
  };
  return { data, error, retry };
}
