/**
 * Monthly rollups: a closed month's daily summaries added up, for readers of every post. Built by
 * the fold after it writes a day of a closed month, and hourly for closed months that have none.
 * A build only replaces one whose days it holds at least as many minutes of; when neither holds
 * more of every day (two runs read the days at different moments), it reads the days again.
 */
import type { DaySummary, MonthSummary } from '@/shared/records';
import { getSummaries, getMonthSummaries, storedDays, storedMonths, updateMonthSummary } from '../repos/analytics';
import { daysBetween } from './analytics-days';

const sum = (into: Record<string, number>, counts: Record<string, number>) => {
  for (const [k, n] of Object.entries(counts)) into[k] = (into[k] ?? 0) + n;
};

export const monthOf = (day: string) => day.slice(0, 7);
export const firstDayOf = (month: string) => `${month}-01`;
/** The last day of a `YYYY-MM` month. */
export const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** The month's rollup from its days' summaries. Pure. */
export function buildMonth(month: string, summaries: DaySummary[]): MonthSummary {
  const out: MonthSummary = {
    month,
    dayMinutes: {},
    series: {},
    totals: { visitors: 0, visits: 0, pageviews: 0, bounces: 0, durationMs: 0 },
    posts: {},
    sources: {},
    countries: {},
    devices: {},
    browsers: {},
  };
  for (const s of summaries) {
    out.dayMinutes[s.day] = s.minutes;
    out.series[s.day] = { visitors: s.totals.visitors, visits: s.totals.visits, pageviews: s.totals.pageviews };
    for (const k of ['visitors', 'visits', 'pageviews', 'bounces', 'durationMs'] as const) out.totals[k] += s.totals[k];
    for (const [postId, p] of Object.entries(s.posts)) {
      const row = (out.posts[postId] ??= { visitors: 0, pageviews: 0 });
      row.visitors += p.visitors;
      row.pageviews += p.pageviews;
    }
    sum(out.sources, s.sources);
    sum(out.countries, s.countries);
    sum(out.devices, s.devices);
    sum(out.browsers, s.browsers);
  }
  return out;
}

/** -1: `a` holds fewer minutes of some day than `b` and no more of any; 1 the reverse; 0 equal; NaN mixed. */
function compare(a: MonthSummary, b: MonthSummary): number {
  let less = false;
  let more = false;
  for (const day of new Set([...Object.keys(a.dayMinutes), ...Object.keys(b.dayMinutes)])) {
    const x = a.dayMinutes[day] ?? 0;
    const y = b.dayMinutes[day] ?? 0;
    if (x < y) less = true;
    if (x > y) more = true;
  }
  return less && more ? NaN : less ? -1 : more ? 1 : 0;
}

/** Builds the month from its days as stored now, keeping a newer build another run wrote. */
export async function rebuildMonth(month: string): Promise<void> {
  const days = daysBetween(firstDayOf(month), lastDayOf(month));
  for (let attempt = 0; attempt < 5; attempt++) {
    const built = buildMonth(month, await getSummaries(days));
    let mixed = false;
    await updateMonthSummary(month, (cur) => {
      const order = cur ? compare(built, cur) : 1;
      mixed = Number.isNaN(order);
      return order >= 0 ? built : cur!;
    });
    if (!mixed) return;
  }
}

/** Closed months (before `today`'s) with day summaries but no rollup yet: the month turned quietly. */
export async function buildMissingMonths(today: string): Promise<void> {
  const [{ summaries }, months] = await Promise.all([storedDays(), storedMonths()]);
  const have = new Set(months);
  const closed = new Set(summaries.map(monthOf).filter((m) => m < monthOf(today) && !have.has(m)));
  for (const month of closed) await rebuildMonth(month);
}

/**
 * The months of `days` that a report may read whole from their rollups: every day of the month in
 * the range, the month over before `openFrom` (the first day that may still gain events), and
 * built. Answers those rollups; the rest of the days are read one by one.
 */
export async function wholeMonths(days: string[], openFrom: string): Promise<MonthSummary[]> {
  if (days.length < 28) return [];
  const first = days[0]!;
  const last = days.at(-1)!;
  const candidates = [...new Set(days.map(monthOf))].filter(
    (m) => firstDayOf(m) >= first && lastDayOf(m) <= last && lastDayOf(m) < openFrom,
  );
  return candidates.length ? getMonthSummaries(candidates) : [];
}
