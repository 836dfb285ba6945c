/**
 * The overview and its CSV: a range's totals, series and top lists. Authors and contributors see
 * their own posts only: their totals are their posts' figures summed, and countries, devices and
 * browsers (kept per day, not per post) stay empty for them. Readers of every post get closed
 * months from their rollups; the figures are the same as the days', added up.
 */
import type { DaySummary, MonthSummary, TrafficCounts, UserRecord } from '@/shared/records';
import type { AnalyticsOverview } from '@/shared/types';
import { readIndex } from '../repos/posts';
import { add, load, ranked, scopeOf, sum, totalsOf, zero, type RangeQuery } from './analytics-figures';

type DayRow = { visitors: number; visits: number; pageviews: number };

class Tally {
  total = zero();
  rows = new Map<string, DayRow>();
  posts = new Map<string, { visitors: number; pageviews: number }>();
  sources = new Map<string, number>();
  countries = new Map<string, number>();
  devices = new Map<string, number>();
  browsers = new Map<string, number>();

  post(postId: string, p: { visitors: number; pageviews: number }): void {
    const row = this.posts.get(postId) ?? { visitors: 0, pageviews: 0 };
    row.visitors += p.visitors;
    row.pageviews += p.pageviews;
    this.posts.set(postId, row);
  }

  /** Figures kept per day rather than per post. */
  perDay(s: DaySummary | MonthSummary): void {
    sum(this.sources, s.sources);
    sum(this.countries, s.countries);
    sum(this.devices, s.devices);
    sum(this.browsers, s.browsers);
  }

  day(date: string, s: DaySummary, scope: Set<string> | null): void {
    const c: TrafficCounts = scope ? zero() : s.totals;
    for (const [postId, p] of Object.entries(s.posts)) {
      if (scope && !scope.has(postId)) continue;
      this.post(postId, p);
      if (scope) {
        add(c, p);
        sum(this.sources, p.sources);
      }
    }
    add(this.total, c);
    this.rows.set(date, { visitors: c.visitors, visits: c.visits, pageviews: c.pageviews });
    if (!scope) this.perDay(s);
  }

  month(m: MonthSummary): void {
    add(this.total, m.totals);
    for (const [date, row] of Object.entries(m.series)) this.rows.set(date, row);
    for (const [postId, p] of Object.entries(m.posts)) this.post(postId, p);
    this.perDay(m);
  }
}

export async function overview(user: UserRecord, q: RangeQuery): Promise<AnalyticsOverview & { visitsByDay: number[] }> {
  const index = await readIndex();
  const scope = scopeOf(user, index);
  // Monthly rollups add up every post, so a reader of some posts only gets the days.
  const l = await load(q, { months: !scope });
  const t = new Tally();
  for (const m of l.months) t.month(m);
  for (const [date, s] of l.byDay) t.day(date, s, scope);
  const rows = l.days.map((date) => ({ date, ...(t.rows.get(date) ?? { visitors: 0, visits: 0, pageviews: 0 }) }));
  const titles = new Map(index.map((p) => [p.id, p.title]));
  return {
    from: l.from,
    to: l.to,
    timezone: l.timezone,
    totals: totalsOf(t.total),
    series: rows.map(({ date, visitors, pageviews }) => ({ date, visitors, pageviews })),
    visitsByDay: rows.map((r) => r.visits),
    posts: [...t.posts]
      .sort((a, b) => b[1].visitors - a[1].visitors || b[1].pageviews - a[1].pageviews || a[0].localeCompare(b[0]))
      .slice(0, q.limit)
      .map(([postId, p]) => ({ postId, title: titles.get(postId) ?? '', ...p })),
    sources: ranked(t.sources, 'source', q.limit),
    countries: ranked(t.countries, 'country', q.limit),
    devices: ranked(t.devices, 'device', q.limit),
    browsers: ranked(t.browsers, 'browser', q.limit),
  };
}

/** One row per day for `GET /api/analytics/export.csv`. */
export async function exportCsv(user: UserRecord, q: RangeQuery): Promise<string> {
  const o = await overview(user, q);
  const rows = o.series.map((d, i) => `${d.date},${d.visitors},${o.visitsByDay[i]},${d.pageviews}`);
  return ['date,visitors,visits,pageviews', ...rows].join('\n') + '\n';
}
