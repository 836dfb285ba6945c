/**
 * The minutes the job has not folded yet, answered from their raw events: a report adds them to
 * their day's working record exactly as the fold will, so an event counts as soon as it is stored
 * and counts once after the fold (the record lists the minutes it holds; those are skipped).
 */
import type { DaySummary, RawEvent } from '@/shared/records';
import { now } from '../clock';
import { eventsByMinute, getCursor, getDayState } from '../repos/analytics';
import { dayAndHour, minuteOf, minuteStart } from './analytics-days';
import { emptyDay, foldMinutes, summarize } from './analytics-rollup';

const MINUTE = 60_000;
/** How far back a report looks for unfolded minutes; older ones are a backlog the job is taking. */
const LIVE_MINUTES = 10;

export interface Live {
  /** The first day that may still gain events: a month ending before it is closed and folded. */
  openFrom: string;
  /** Days with unfolded events, as they will read once folded. */
  days: Map<string, DaySummary>;
}

export async function liveDays(range: { from: string; to: string }, timeZone: string): Promise<Live> {
  const at = now();
  const cursor = await getCursor();
  const firstUnfolded = cursor ? minuteStart(cursor) + MINUTE : 0;
  const openFrom = cursor ? dayAndHour(firstUnfolded, timeZone).day : range.from;
  const minutes: string[] = [];
  for (let t = Math.max(firstUnfolded, minuteStart(minuteOf(at - LIVE_MINUTES * MINUTE))); t <= at; t += MINUTE)
    minutes.push(minuteOf(t));
  const byDay = new Map<string, [minute: string, events: RawEvent[]][]>();
  for (const [minute, events] of await eventsByMinute(minutes)) {
    // A minute belongs to the day it starts in, as the fold files it.
    const { day } = dayAndHour(minuteStart(minute), timeZone);
    if (day < range.from || day > range.to) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), [minute, events]]);
  }
  const hourOf = (ms: number) => dayAndHour(ms, timeZone).hour;
  const days = new Map<string, DaySummary>();
  for (const [day, pending] of byDay) {
    const state = (await getDayState(day)) ?? emptyDay(day);
    const fresh = pending.filter(([minute]) => !state.minutes.includes(minute));
    if (fresh.length) days.set(day, summarize(foldMinutes(state, fresh, hourOf)));
  }
  return { openFrom, days };
}
