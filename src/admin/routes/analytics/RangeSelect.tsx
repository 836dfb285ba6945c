import { ANALYTICS_RANGES } from '@/shared/analytics';
import { inputClass } from '../../components/ui';

/** Last 7 days, Last 30 days or Last 12 months, by the number of days. */
export function RangeSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-gray-700 dark:text-gray-200">
      Range
      <select className={`${inputClass} w-auto`} value={days} onChange={(e) => onChange(Number(e.target.value))}>
        {ANALYTICS_RANGES.map((r) => (
          <option key={r.days} value={r.days}>
            {r.label}
          </option>
        ))}
      </select>
    </label>
  );
}
