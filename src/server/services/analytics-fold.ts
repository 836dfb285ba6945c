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
  deleteSalt,
  deleteSummary,
  eventsOf,
  getCursor,
  saltDays,
  storedDays,
  storedMinutes,
  updateDayState,
  updateSummary,
} from '../repos/analytics';
import { addDays, dayAndHour, minuteOf, minuteStart } from './analytics-days';
import { emptyDay, foldInto, summarize } from './analytics-rollup';
import { getSettings } from './settings';

const MINUTE = 60_000;
/** A minute is folded once it has been over this long, so a write still arriving lands before. */
const SETTLE_MS = 2_000;
/** Past this many minutes behind, list the stored minutes rather than step through empty ones. */
const STEP_LIMIT = 120;

/** The closed minutes after the cursor, and the last closed minute (where the cursor may move to). */
async function minutesToFold(at: number): Promise<{ minutes: string[]; lastClosed: string }> {
  const lastClosed = minuteOf(at - MINUTE - SETTLE_MS);
  const cursor = await getCursor();
  if (cursor && minuteStart(lastClosed) - minuteStart(cursor) <= STEP_LIMIT * MINUTE) {
    const minutes: string[] = [];
    for (let t = minuteStart(cursor) + MINUTE; t <= minuteStart(lastClosed); t += MINUTE) minutes.push(minuteOf(t));
    return { minutes, lastClosed };
  }
  const minutes = (await storedMinutes()).filter((m) => (!cursor || m > cursor) && m <= lastClosed);
  return { minutes, lastClosed };
}

async function foldMinute(minute: string, timeZone: string): Promise<boolean> {
  const events = await eventsOf(minute);
  if (events.length === 0) return false;
  const { day } = dayAndHour(minuteStart(minute), timeZone);
  const hourOf = (ms: number) => dayAndHour(ms, timeZone).hour;
  let added = false;
  const state = await updateDayState(day, (cur) => {
    const base = cur ?? emptyDay(day);
    added = !base.minutes.includes(minute);
    return added ? foldInto(base, minute, events, hourOf) : base;
  });
  const summary = summarize(state);
  await updateSummary(day, (cur) => (cur && cur.minutes >= summary.minutes ? cur : summary));
  return added;
}

/** Folds every closed minute not folded yet; answers how many minutes this run added. */
export async function foldAnalytics(): Promise<number> {
  const { timezone } = await getSettings();
  const { minutes, lastClosed } = await minutesToFold(now());
  let folded = 0;
  for (const minute of minutes) if (await foldMinute(minute, timezone)) folded++;
  // Every closed minute up to here is folded (those listed) or had no events (the rest).
  await advanceCursor(lastClosed);
  return folded;
}

const DAY = 86_400_000;
export const RETENTION = { rawDays: 30, rollupMonths: 25, saltHours: 48 } as const;

/**
 * Raw events 30 days after their minute was folded, day records after 25 months (the working state
 * once its day is two days old: nothing can join a day after its salt is gone), salts after 48 h.
 */
export async function pruneAnalytics(): Promise<void> {
  const at = now();
  const { timezone } = await getSettings();
  const today = dayAndHour(at, timezone).day;
  const cursor = await getCursor();
  const rawCutoff = minuteOf(at - RETENTION.rawDays * DAY);
  for (const minute of await storedMinutes()) if (minute < rawCutoff && cursor && minute <= cursor) await deleteMinute(minute);
  // A salt is made at the start of its day: 48 h after that it is two days old.
  for (const day of await saltDays()) if (day < addDays(today, -1)) await deleteSalt(day);
  const oldest = new Date(at);
  oldest.setUTCMonth(oldest.getUTCMonth() - RETENTION.rollupMonths);
  const keepFrom = oldest.toISOString().slice(0, 10);
  const { summaries, states } = await storedDays();
  for (const day of summaries) if (day < keepFrom) await deleteSummary(day);
  for (const day of states) if (day < addDays(today, -2)) await deleteDayState(day);
}
