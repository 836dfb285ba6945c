/** Days and hours in the site's time zone, UTC minutes for raw events, and report ranges. */
import { ANALYTICS_LIMITS } from '@/shared/analytics';
import { BadRequest } from '../errors';

const partsCache = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    partsCache.set(timeZone, f);
  }
  return f;
}

/** The day (`YYYY-MM-DD`) and hour (0–23) of a moment in `timeZone`. */
export function dayAndHour(ms: number, timeZone: string): { day: string; hour: number } {
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(ms)
      .map((x) => [x.type, x.value]),
  );
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) % 24 };
}

/** The UTC minute a moment falls in, as `YYYYMMDDHHmm` (sorts as time does). */
export const minuteOf = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace(/[-T:]/g, '');

export const minuteStart = (minute: string): number =>
  Date.UTC(+minute.slice(0, 4), +minute.slice(4, 6) - 1, +minute.slice(6, 8), +minute.slice(8, 10), +minute.slice(10, 12));

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number): string => new Date(dayMs(day) + n * 86_400_000).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

function addMonths(day: string, n: number): string {
  const d = new Date(dayMs(day));
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

const isRealDay = (day: string) => !Number.isNaN(dayMs(day)) && new Date(dayMs(day)).toISOString().startsWith(day);

/** `from`/`to` with their defaults (the last 30 days); an impossible or reversed day is a 400. */
function checkedDays(q: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = q.to ?? today;
  const from = q.from ?? addDays(to, -29);
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (!isRealDay(day)) throw BadRequest(`${field} is not a date`, [{ field, msg: 'Must be a real date as YYYY-MM-DD' }]);
  if (from > to) throw BadRequest('from must not be after to', [{ field: 'from', msg: 'Must not be after to' }]);
  return { from, to };
}

/** The report's days: the last 30 by default; reversed, impossible or longer than 25 months is a 400. */
export function reportRange(q: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const { from, to } = checkedDays(q, today);
  if (from < addMonths(to, -ANALYTICS_LIMITS.maxRangeMonths))
    throw BadRequest(`The range may cover at most ${ANALYTICS_LIMITS.maxRangeMonths} months`, [
      { field: 'from', msg: `At most ${ANALYTICS_LIMITS.maxRangeMonths} months before to` },
    ]);
  return { from, to };
}

/** Like `reportRange`, for a range of at most `maxDays` days, both ends included. */
export function dayRange(q: { from?: string; to?: string }, today: string, maxDays: number): { from: string; to: string } {
  const { from, to } = checkedDays(q, today);
  if (from < addDays(to, 1 - maxDays))
    throw BadRequest(`The range may cover at most ${maxDays} days`, [
      { field: 'from', msg: `At most ${maxDays} days before to` },
    ]);
  return { from, to };
}
