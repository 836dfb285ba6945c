/**
 * The every-minute job's part: fold each closed minute's raw events into its day, exactly once.
 * Runs may overlap: each goes through the minutes in order and a day's record lists the minutes it
 * holds, written with an ETag precondition, so a minute another run already folded is skipped and
 * two writers of one day retry on the newer record instead of overwriting it.
 */
import { now } from '../clock';
import {
  advanceCursor,
  deleteDayState,
  deleteMinute,
  deleteMonthSummary,
  deleteRawDay,
  deleteSalt,
  deleteSummary,
  eventsByMinute,
  getCursor,
  saltDays,
  storedDays,
  storedMinutes,
  storedMonths,
  storedRawDays,
  updateDayState,
  updateSummary,
} from '../repos/analytics';
import { addDays, dayAndHour, minuteOf, minuteStart } from './analytics-days';
import { buildMissingMonths, firstDayOf, monthOf, rebuildMonth } from './analytics-months';
import { emptyDay, foldMinutes, summarize } from './analytics-rollup';
import { getSettings } from './settings';

const MINUTE = 60_000;
/** A minute is folded once it has been over this long, so a write still arriving lands before. */
const SETTLE_MS = 2_000;
/** Past this many minutes behind, list the stored minutes rather than step through empty ones. */
const STEP_LIMIT = 120;
/** A run stops starting new days after this long, well inside a scheduled function's 30 s. */
const FOLD_BUDGET_MS = 20_000;
/**
 * Days folded at once: a backlog's time is spent waiting on reads of single events, so several
 * days' reads in flight keep the store busy while one day is being added up.
 */
const DAYS_IN_FLIGHT = 4;

/** The closed minutes after the cursor, and the last closed minute (where the cursor may move to). */
async function minutesToFold(at: number): Promise<{ minutes: string[]; lastClosed: string; cursor: string | null }> {
  const lastClosed = minuteOf(at - MINUTE - SETTLE_MS);
  const cursor = await getCursor();
  if (cursor && minuteStart(lastClosed) - minuteStart(cursor) <= STEP_LIMIT * MINUTE) {
    const minutes: string[] = [];
    for (let t = minuteStart(cursor) + MINUTE; t <= minuteStart(lastClosed); t += MINUTE) minutes.push(minuteOf(t));
    return { minutes, lastClosed, cursor };
  }
  const minutes = (await storedMinutes(cursor?.slice(0, 8))).filter((m) => (!cursor || m > cursor) && m <= lastClosed);
  return { minutes, lastClosed, cursor };
}

/** Consecutive runs of minutes that fall on one day of the site's zone, in order. */
function byDay(minutes: string[], timeZone: string): { day: string; minutes: string[] }[] {
  const days: { day: string; minutes: string[] }[] = [];
  for (const minute of minutes) {
    const { day } = dayAndHour(minuteStart(minute), timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.minutes.push(minute);
    else days.push({ day, minutes: [minute] });
  }
  return days;
}

/**
 * Folds a day's minutes with one conditional write of its state and one of its summary, however
 * many minutes a backlog holds; answers how many minutes it added.
 */
async function foldDay(day: string, minutes: string[], timeZone: string): Promise<number> {
  const events = await eventsByMinute(minutes);
  if (events.size === 0) return 0;
  const hourOf = (ms: number) => dayAndHour(ms, timeZone).hour;
  let added = 0;
  const state = await updateDayState(day, (cur) => {
    // A retried write runs this again on the newer record: count afresh each time.
    const base = cur ?? emptyDay(day);
    const fresh = [...events].filter(([minute]) => !base.minutes.includes(minute));
    added = fresh.length;
    return added ? foldMinutes(base, fresh, hourOf) : base;
  });
  const summary = summarize(state);
  await updateSummary(day, (cur) => (cur && cur.minutes >= summary.minutes ? cur : summary));
  return added;
}

/**
 * Folds every closed minute not folded yet, several days at once, and answers how many minutes this
 * run added. A backlog past `budgetMs` is left for the next run: no new day is started once it is
 * spent, and the cursor moves only over the days this run finished, all of them in order.
 */
export async function foldAnalytics({ budgetMs = FOLD_BUDGET_MS } = {}): Promise<number> {
  const started = Date.now();
  const { timezone } = await getSettings();
  const at = now();
  const { minutes, lastClosed, cursor } = await minutesToFold(at);
  const days = byDay(minutes, timezone);
  let next = 0;
  let folded = 0;
  const worker = async () => {
    // The first day always starts, so a run makes progress however little time it is given.
    while (next < days.length && (next === 0 || Date.now() - started < budgetMs)) {
      const { day, minutes: dayMinutes } = days[next++]!;
      const added = await foldDay(day, dayMinutes, timezone);
      folded += added; // after the await: `folded += await …` would add to a stale total
    }
  };
  await Promise.all(Array.from({ length: DAYS_IN_FLIGHT }, worker));
  // Closed months this run wrote days of get their rollup again before the cursor passes them, and
  // so does the month the cursor was in when that month has just closed.
  const thisMonth = monthOf(dayAndHour(at, timezone).day);
  const touched = new Set(days.slice(0, next).map((d) => monthOf(d.day)));
  if (cursor) touched.add(monthOf(dayAndHour(minuteStart(cursor), timezone).day));
  await Promise.all([...touched].filter((m) => m < thisMonth).map(rebuildMonth));
  if (next < days.length) {
    // Everything before the first day not started is folded; minutes not listed between had no events.
    await advanceCursor(minuteOf(minuteStart(days[next]!.minutes[0]!) - MINUTE));
    return folded;
  }
  // Every closed minute up to here is folded (those listed) or had no events (the rest).
  await advanceCursor(lastClosed);
  return folded;
}

const DAY = 86_400_000;
export const RETENTION = { rawDays: 30, rollupMonths: 25, saltHours: 48 } as const;

/**
 * Raw events 30 days after their minute was folded, day and month records after 25 months (the working state
 * once its day is two days old: nothing can join a day after its salt is gone), salts after 48 h.
 */
export async function pruneAnalytics(): Promise<void> {
  const at = now();
  const { timezone } = await getSettings();
  const today = dayAndHour(at, timezone).day;
  const cursor = await getCursor();
  const rawCutoff = minuteOf(at - RETENTION.rawDays * DAY);
  if (cursor) {
    // Whole UTC days at once where they are past the cutoff and folded; minutes on the cutoff's day.
    const done = (minute: string) => minute < rawCutoff && minute <= cursor;
    for (const utcDay of await storedRawDays()) {
      if (done(`${utcDay}2359`)) await deleteRawDay(utcDay);
      else if (done(`${utcDay}0000`))
        for (const m of await storedMinutes(utcDay)) if (m.startsWith(utcDay) && done(m)) await deleteMinute(m);
    }
  }
  // A salt is made at the start of its day: 48 h after that it is two days old.
  for (const day of await saltDays()) if (day < addDays(today, -1)) await deleteSalt(day);
  const oldest = new Date(at);
  oldest.setUTCMonth(oldest.getUTCMonth() - RETENTION.rollupMonths);
  const keepFrom = oldest.toISOString().slice(0, 10);
  const { summaries, states } = await storedDays();
  for (const day of summaries) if (day < keepFrom) await deleteSummary(day);
  for (const day of states) if (day < addDays(today, -2)) await deleteDayState(day);
  // A month goes with its first day, as a range that no longer holds it whole reads its days.
  for (const month of await storedMonths()) if (firstDayOf(month) < keepFrom) await deleteMonthSummary(month);
  await buildMissingMonths(today);
}
