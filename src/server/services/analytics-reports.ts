/**
 * The staff's reports, read from the daily summaries (and, for realtime, the last minutes' raw
 * events). Visitors are counted per day, so a range's visitors are its days' visitors summed.
 * Authors and contributors see their own posts only: their totals are their posts' figures summed.
 */
import { ANALYTICS_LIMITS } from '@/shared/analytics';
import { seesEveryPost, writerOf } from '@/shared/post-rights';
import type { DaySummary, PostIndexEntry, TrafficCounts, UserRecord } from '@/shared/records';
import type { AnalyticsDay, AnalyticsOverview, AnalyticsRealtime, AnalyticsTotals, PostAnalytics } from '@/shared/types';
import { now } from '../clock';
import { Forbidden, NotFound } from '../errors';
import { eventsOf, getSummaries } from '../repos/analytics';
import { readIndex } from '../repos/posts';
import { signupsOnPost } from '../repos/signup-origins';
import { dayAndHour, daysBetween, minuteOf, reportRange } from './analytics-days';
import { newsletterFigures } from './analytics-newsletter';
import { getSettings } from './settings';

export interface RangeQuery {
  from?: string;
  to?: string;
  limit: number;
}

const zero = (): TrafficCounts => ({ visitors: 0, visits: 0, pageviews: 0, bounces: 0, durationMs: 0 });
function add(into: TrafficCounts, c: TrafficCounts): void {
  into.visitors += c.visitors;
  into.visits += c.visits;
  into.pageviews += c.pageviews;
  into.bounces += c.bounces;
  into.durationMs += c.durationMs;
}
const totalsOf = (c: TrafficCounts): AnalyticsTotals => ({
  visitors: c.visitors,
  visits: c.visits,
  pageviews: c.pageviews,
  bounceRate: c.visits ? Math.round((c.bounces / c.visits) * 100) : 0,
  avgVisitSeconds: c.visits ? Math.round(c.durationMs / c.visits / 1000) : 0,
});

function ranked<K extends string>(counts: Map<string, number>, key: K, limit: number) {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([name, visitors]) => ({ [key]: name, visitors }) as { [P in K]: string } & { visitors: number });
}
function sum(into: Map<string, number>, counts: Record<string, number>): void {
  for (const [k, n] of Object.entries(counts)) into.set(k, (into.get(k) ?? 0) + n);
}

/** Who may see which posts: everything (null), or the ids of the viewer's own posts. */
async function scopeOf(user: UserRecord, posts: PostIndexEntry[]): Promise<Set<string> | null> {
  const writer = writerOf(user);
  if (seesEveryPost(writer)) return null;
  return new Set(posts.filter((p) => writer?.authorId && p.authorId === writer.authorId).map((p) => p.id));
}

interface Loaded {
  from: string;
  to: string;
  timezone: string;
  days: string[];
  byDay: Map<string, DaySummary>;
}
async function load(q: { from?: string; to?: string }): Promise<Loaded> {
  const { timezone } = await getSettings();
  const { from, to } = reportRange(q, dayAndHour(now(), timezone).day);
  const days = daysBetween(from, to);
  const byDay = new Map((await getSummaries(days)).map((s) => [s.day, s]));
  return { from, to, timezone, days, byDay };
}

/** The day's counts as the viewer may see them. */
function countsOf(s: DaySummary | undefined, scope: Set<string> | null): TrafficCounts {
  const c = zero();
  if (!s) return c;
  if (!scope) return s.totals;
  for (const [postId, p] of Object.entries(s.posts)) if (scope.has(postId)) add(c, p);
  return c;
}

export async function overview(user: UserRecord, q: RangeQuery): Promise<AnalyticsOverview & { visitsByDay: number[] }> {
  const [l, index] = await Promise.all([load(q), readIndex()]);
  const scope = await scopeOf(user, index);
  const total = zero();
  const series: AnalyticsDay[] = [];
  const visitsByDay: number[] = [];
  const posts = new Map<string, { visitors: number; pageviews: number }>();
  const sources = new Map<string, number>();
  const countries = new Map<string, number>();
  const devices = new Map<string, number>();
  const browsers = new Map<string, number>();
  for (const day of l.days) {
    const s = l.byDay.get(day);
    const c = countsOf(s, scope);
    add(total, c);
    series.push({ date: day, visitors: c.visitors, pageviews: c.pageviews });
    visitsByDay.push(c.visits);
    if (!s) continue;
    for (const [postId, p] of Object.entries(s.posts)) {
      if (scope && !scope.has(postId)) continue;
      const row = posts.get(postId) ?? { visitors: 0, pageviews: 0 };
      row.visitors += p.visitors;
      row.pageviews += p.pageviews;
      posts.set(postId, row);
      if (scope) sum(sources, p.sources);
    }
    // Countries, devices and browsers are kept per day, not per post: shown to those who see every post.
    if (!scope) {
      sum(sources, s.sources);
      sum(countries, s.countries);
      sum(devices, s.devices);
      sum(browsers, s.browsers);
    }
  }
  const titles = new Map(index.map((p) => [p.id, p.title]));
  return {
    from: l.from,
    to: l.to,
    timezone: l.timezone,
    totals: totalsOf(total),
    series,
    visitsByDay,
    posts: [...posts]
      .sort((a, b) => b[1].visitors - a[1].visitors || b[1].pageviews - a[1].pageviews || a[0].localeCompare(b[0]))
      .slice(0, q.limit)
      .map(([postId, p]) => ({ postId, title: titles.get(postId) ?? '', ...p })),
    sources: ranked(sources, 'source', q.limit),
    countries: ranked(countries, 'country', q.limit),
    devices: ranked(devices, 'device', q.limit),
    browsers: ranked(browsers, 'browser', q.limit),
  };
}

/** One row per day for `GET /api/analytics/export.csv`. */
export async function exportCsv(user: UserRecord, q: RangeQuery): Promise<string> {
  const o = await overview(user, q);
  const rows = o.series.map((d, i) => `${d.date},${d.visitors},${o.visitsByDay[i]},${d.pageviews}`);
  return ['date,visitors,visits,pageviews', ...rows].join('\n') + '\n';
}

/** Visitors of the last five minutes, from the raw events not yet folded. */
export async function realtime(user: UserRecord): Promise<AnalyticsRealtime> {
  const at = now();
  const since = at - ANALYTICS_LIMITS.realtimeMs;
  const minutes: string[] = [];
  for (let t = since; t <= at + 60_000; t += 60_000) if (minuteOf(t) <= minuteOf(at)) minutes.push(minuteOf(t));
  const [events, index] = await Promise.all([Promise.all([...new Set(minutes)].map(eventsOf)), readIndex()]);
  const scope = await scopeOf(user, index);
  const visitors = new Set<string>();
  const pages = new Map<string, Set<string>>();
  for (const e of events.flat()) {
    if (e.at < since || e.at > at) continue;
    if (scope && !(e.postId && scope.has(e.postId))) continue;
    visitors.add(e.visitor);
    if (!pages.has(e.path)) pages.set(e.path, new Set());
    pages.get(e.path)!.add(e.visitor);
  }
  return {
    visitors: visitors.size,
    pages: [...pages]
      .map(([path, v]) => ({ path, visitors: v.size }))
      .sort((a, b) => b.visitors - a.visitors || a.path.localeCompare(b.path))
      .slice(0, ANALYTICS_LIMITS.listRows),
  };
}

export async function postReport(user: UserRecord, postId: string, q: RangeQuery): Promise<PostAnalytics> {
  const [l, index] = await Promise.all([load(q), readIndex()]);
  const post = index.find((p) => p.id === postId);
  if (!post) throw NotFound('Post');
  const scope = await scopeOf(user, index);
  if (scope && !scope.has(postId)) throw Forbidden('You can see the figures of your own posts only', 'OWN_POSTS_ONLY');
  const total = zero();
  const series: AnalyticsDay[] = [];
  const sources = new Map<string, number>();
  for (const day of l.days) {
    const p = l.byDay.get(day)?.posts[postId];
    if (p) {
      add(total, p);
      sum(sources, p.sources);
    }
    series.push({ date: day, visitors: p?.visitors ?? 0, pageviews: p?.pageviews ?? 0 });
  }
  const newsletter = await newsletterFigures(postId);
  return {
    postId,
    title: post.title,
    from: l.from,
    to: l.to,
    timezone: l.timezone,
    totals: totalsOf(total),
    series,
    sources: ranked(sources, 'source', q.limit),
    signups: await signupsOnPost(postId),
    ...(newsletter ? { newsletter } : {}),
  };
}
