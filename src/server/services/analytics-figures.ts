/**
 * What the reports share: a range's day summaries (with the unfolded minutes added, and closed
 * months from their rollups when asked), who may see which posts, and adding counts up.
 * Visitors are counted per day, so a range's visitors are its days' visitors summed.
 */
import { seesEveryPost, writerOf } from '@/shared/post-rights';
import type { DaySummary, MonthSummary, PostIndexEntry, TrafficCounts, UserRecord } from '@/shared/records';
import type { AnalyticsTotals } from '@/shared/types';
import { now } from '../clock';
import { getSummaries } from '../repos/analytics';
import { dayAndHour, daysBetween, reportRange } from './analytics-days';
import { liveDays } from './analytics-live';
import { firstDayOf, lastDayOf, wholeMonths } from './analytics-months';
import { getSettings } from './settings';

export interface RangeQuery {
  from?: string;
  to?: string;
  limit: number;
}

export const zero = (): TrafficCounts => ({ visitors: 0, visits: 0, pageviews: 0, bounces: 0, durationMs: 0 });
export function add(into: TrafficCounts, c: TrafficCounts): void {
  into.visitors += c.visitors;
  into.visits += c.visits;
  into.pageviews += c.pageviews;
  into.bounces += c.bounces;
  into.durationMs += c.durationMs;
}
export const totalsOf = (c: TrafficCounts): AnalyticsTotals => ({
  visitors: c.visitors,
  visits: c.visits,
  pageviews: c.pageviews,
  bounceRate: c.visits ? Math.round((c.bounces / c.visits) * 100) : 0,
  avgVisitSeconds: c.visits ? Math.round(c.durationMs / c.visits / 1000) : 0,
});

export function ranked<K extends string>(counts: Map<string, number>, key: K, limit: number) {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([name, visitors]) => ({ [key]: name, visitors }) as { [P in K]: string } & { visitors: number });
}
export function sum(into: Map<string, number>, counts: Record<string, number>): void {
  for (const [k, n] of Object.entries(counts)) into.set(k, (into.get(k) ?? 0) + n);
}

/** Who may see which posts: everything (null), or the ids of the viewer's own posts. */
export function scopeOf(user: UserRecord, posts: PostIndexEntry[]): Set<string> | null {
  const writer = writerOf(user);
  if (seesEveryPost(writer)) return null;
  return new Set(posts.filter((p) => writer?.authorId && p.authorId === writer.authorId).map((p) => p.id));
}

export interface Loaded {
  from: string;
  to: string;
  timezone: string;
  days: string[];
  /** Summaries of the days not covered by `months`. */
  byDay: Map<string, DaySummary>;
  /** Closed months of the range read whole from their rollups (only when asked for). */
  months: MonthSummary[];
}

export async function load(q: { from?: string; to?: string }, { months = false } = {}): Promise<Loaded> {
  const { timezone } = await getSettings();
  const { from, to } = reportRange(q, dayAndHour(now(), timezone).day);
  const days = daysBetween(from, to);
  const live = await liveDays({ from, to }, timezone);
  const monthly = months ? await wholeMonths(days, live.openFrom) : [];
  const covered = new Set(monthly.flatMap((m) => daysBetween(firstDayOf(m.month), lastDayOf(m.month))));
  const daily = days.filter((d) => !covered.has(d) && !live.days.has(d));
  const byDay = new Map((await getSummaries(daily)).map((s) => [s.day, s]));
  for (const [day, s] of live.days) byDay.set(day, s);
  return { from, to, timezone, days, byDay, months: monthly };
}
