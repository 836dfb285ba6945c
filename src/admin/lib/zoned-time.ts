/**
 * Times in the site's time zone (Site Settings), whatever zone the admin's computer is in: the
 * editor shows and takes them there, the API stores UTC.
 */
import { TZDate } from '@date-fns/tz';

const pad = (n: number) => String(n).padStart(2, '0');

/** The `datetime-local` value ("2030-03-01T09:00") of an instant, as a clock in `zone` shows it. */
export function toZonedInput(iso: string, zone: string): string {
  const d = new TZDate(Date.parse(iso), zone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant (ISO, UTC) a `datetime-local` value names in `zone`; null when it names none. */
export function fromZonedInput(value: string, zone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const at = new TZDate(y, mo - 1, d, h, mi, zone);
  return Number.isNaN(at.getTime()) ? null : new Date(at.getTime()).toISOString();
}

/** "Mar 1, 2030, 9:00 AM" on a clock in `zone`. */
export function formatInZone(iso: string, zone: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(t);
}

/** The zone's short name at that instant ("GMT+1", "EST", "UTC"), to show beside a time. */
export function zoneLabel(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(Date.parse(iso));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}
