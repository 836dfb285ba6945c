/**
 * Folding raw events into a day: visits (30 minutes without a pageview end one), visitors, hours;
 * then the day's summary, which holds counts only. Pure, so a retried conditional write can run it
 * again on the newer record.
 */
import { ANALYTICS_LIMITS } from '@/shared/analytics';
import type { DayState, DaySummary, RawEvent, TrafficCounts } from '@/shared/records';

export const emptyDay = (day: string): DayState => ({
  day,
  minutes: [],
  visitors: {},
  visits: [],
  hours: Array.from({ length: 24 }, () => ({ pageviews: 0, visitors: [] })),
});

/**
 * The day with these minutes' events added, minutes in time order; `hourOf` places an event in the
 * site's zone.
 */
export function foldMinutes(
  state: DayState,
  minutes: Iterable<[minute: string, events: RawEvent[]]>,
  hourOf: (at: number) => number,
): DayState {
  const next = structuredClone(state);
  for (const [minute, events] of minutes) {
    next.minutes.push(minute);
    for (const e of [...events].sort((a, b) => a.at - b.at)) addEvent(next, e, hourOf);
  }
  return next;
}

function addEvent(next: DayState, e: RawEvent, hourOf: (at: number) => number): void {
  const seen = next.visitors[e.visitor];
  const open = seen && e.at - seen.last <= ANALYTICS_LIMITS.visitGapMs ? next.visits[seen.visit] : undefined;
  if (e.type === 'engage') {
    if (open) open.end = Math.max(open.end, e.at);
    return;
  }
  const hour = next.hours[hourOf(e.at)]!;
  hour.pageviews++;
  if (!hour.visitors.includes(e.visitor)) hour.visitors.push(e.visitor);
  let visit = open;
  let index = seen?.visit ?? -1;
  if (!visit) {
    visit = { visitor: e.visitor, start: e.at, end: e.at, pageviews: 0, source: e.source, posts: {} };
    if (e.utm?.campaign) visit.campaign = e.utm.campaign;
    index = next.visits.push(visit) - 1;
  }
  visit.pageviews++;
  visit.end = Math.max(visit.end, e.at);
  if (e.postId) visit.posts[e.postId] = (visit.posts[e.postId] ?? 0) + 1;
  next.visitors[e.visitor] = {
    country: seen?.country ?? e.country,
    device: seen?.device ?? e.device,
    browser: seen?.browser ?? e.browser,
    os: seen?.os ?? e.os,
    last: e.at,
    visit: index,
  };
}

const zero = (): TrafficCounts => ({ visitors: 0, visits: 0, pageviews: 0, bounces: 0, durationMs: 0 });

/** Distinct visitors per value. */
function tally(pairs: Iterable<[value: string, visitor: string]>): Record<string, number> {
  const sets = new Map<string, Set<string>>();
  for (const [value, visitor] of pairs) {
    if (!sets.has(value)) sets.set(value, new Set());
    sets.get(value)!.add(visitor);
  }
  return Object.fromEntries([...sets].map(([k, s]) => [k, s.size]));
}

export function summarize(state: DayState): DaySummary {
  const visitors = Object.entries(state.visitors);
  const totals = zero();
  totals.visitors = visitors.length;
  const posts: DaySummary['posts'] = {};
  const postVisitors = new Map<string, Set<string>>();
  const postSources = new Map<string, [source: string, visitor: string][]>();
  for (const v of state.visits) {
    const duration = v.end - v.start;
    const bounce = v.pageviews === 1 ? 1 : 0;
    totals.visits++;
    totals.pageviews += v.pageviews;
    totals.bounces += bounce;
    totals.durationMs += duration;
    for (const [postId, pageviews] of Object.entries(v.posts)) {
      const p = (posts[postId] ??= { ...zero(), sources: {} });
      p.visits++;
      p.pageviews += pageviews;
      p.bounces += bounce;
      p.durationMs += duration;
      if (!postVisitors.has(postId)) postVisitors.set(postId, new Set());
      postVisitors.get(postId)!.add(v.visitor);
      if (!postSources.has(postId)) postSources.set(postId, []);
      postSources.get(postId)!.push([v.source, v.visitor]);
    }
  }
  for (const [postId, set] of postVisitors) posts[postId]!.visitors = set.size;
  for (const [postId, pairs] of postSources) posts[postId]!.sources = tally(pairs);
  return {
    day: state.day,
    minutes: state.minutes.length,
    totals,
    hours: state.hours.map((h) => ({ pageviews: h.pageviews, visitors: h.visitors.length })),
    posts,
    sources: tally(state.visits.map((v) => [v.source, v.visitor])),
    campaigns: tally(state.visits.filter((v) => v.campaign).map((v) => [v.campaign!, v.visitor])),
    countries: tally(visitors.map(([id, v]) => [v.country, id])),
    devices: tally(visitors.map(([id, v]) => [v.device, id])),
    browsers: tally(visitors.map(([id, v]) => [v.browser, id])),
    os: tally(visitors.map(([id, v]) => [v.os, id])),
  };
}
