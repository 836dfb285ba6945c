/** Date helpers for the admin screens (local time, as the admin reads it). */

export interface MonthCount {
  key: string;
  label: string;
  year: number;
  count: number;
}

const monthKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;

/** First day of the month, `months` months before `now`'s month. */
export function monthStart(now: Date, monthsBack: number): Date {
  return new Date(now.getFullYear(), now.getMonth() - monthsBack, 1);
}

/** Posts per month for the `months` months ending with the current one, counted by published date. */
export function postsPerMonth(dates: string[], now: Date, months = 6): MonthCount[] {
  const buckets: MonthCount[] = [];
  for (let back = months - 1; back >= 0; back--) {
    const d = monthStart(now, back);
    buckets.push({ key: monthKey(d), label: d.toLocaleString('en-US', { month: 'short' }), year: d.getFullYear(), count: 0 });
  }
  const byKey = new Map(buckets.map((b) => [b.key, b]));
  for (const iso of dates) {
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) continue;
    const bucket = byKey.get(monthKey(d));
    if (bucket) bucket.count++;
  }
  return buckets;
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago", "yesterday", "just now". */
export function timeAgo(iso: string, now: Date = new Date()): string {
  let value = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Number.isNaN(value)) return '';
  if (Math.abs(value) < 45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return '';
}

/** Local date and time, e.g. "6/3/2025, 2:15:00 PM". */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString();
}

/** Local date, e.g. "Jun 3, 2025". */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
