/**
 * A post's report, and realtime (the last minutes' raw events). Authors and contributors see their
 * own posts only. The overview and its CSV are in analytics-overview.ts.
 */
import { ANALYTICS_LIMITS } from '@/shared/analytics';
import type { UserRecord } from '@/shared/records';
import type { AnalyticsDay, AnalyticsRealtime, PostAnalytics } from '@/shared/types';
import { now } from '../clock';
import { Forbidden, NotFound } from '../errors';
import { eventsOf } from '../repos/analytics';
import { readIndex } from '../repos/posts';
import { signupsOnPost } from '../repos/signup-origins';
import { minuteOf } from './analytics-days';
import { add, load, ranked, scopeOf, sum, totalsOf, zero, type RangeQuery } from './analytics-figures';
import { newsletterFigures } from './analytics-newsletter';

/** Visitors of the last five minutes, from the raw events not yet folded. */
export async function realtime(user: UserRecord): Promise<AnalyticsRealtime> {
  const at = now();
  const since = at - ANALYTICS_LIMITS.realtimeMs;
  const minutes: string[] = [];
  for (let t = since; t <= at + 60_000; t += 60_000) if (minuteOf(t) <= minuteOf(at)) minutes.push(minuteOf(t));
  const [events, index] = await Promise.all([Promise.all([...new Set(minutes)].map(eventsOf)), readIndex()]);
  const scope = scopeOf(user, index);
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
  const scope = scopeOf(user, index);
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
