/**
 * Analytics records: one key per raw event, filed under the UTC day and minute it arrived in
 * (`raw/YYYYMMDD/HHmm/<id>`), so the job folds a closed minute by listing one folder and a backlog
 * by listing a day; per day, the fold's working state (which minutes it holds, per-visitor visits)
 * and the summary the reports read; per closed month, its days added up; the daily salts.
 */
import type { DaySummary, DayState, MonthSummary, RawEvent } from '@/shared/records';
import {
  createJSON,
  deleteKey,
  getEach,
  getJSON,
  getJSONWithEtag,
  getMany,
  listFolders,
  listKeys,
  updateJSON,
} from '../storage/store';

/** A UTC minute is `YYYYMMDDHHmm`: its first eight digits name its day's folder. */
const utcDayOf = (minute: string) => minute.slice(0, 8);

export const analyticsKeys = {
  raw: 'analytics/raw/',
  rawDay: (utcDay: string) => `analytics/raw/${utcDay}/`,
  minute: (minute: string) => `analytics/raw/${utcDayOf(minute)}/${minute.slice(8)}/`,
  event: (minute: string, id: string) => `analytics/raw/${utcDayOf(minute)}/${minute.slice(8)}/${id}`,
  salt: (day: string) => `analytics/salts/${day}`,
  salts: 'analytics/salts/',
  state: (day: string) => `analytics/day-state/${day}`,
  states: 'analytics/day-state/',
  summary: (day: string) => `analytics/day/${day}`,
  summaries: 'analytics/day/',
  month: (month: string) => `analytics/month/${month}`,
  months: 'analytics/month/',
  cursor: 'analytics/fold-cursor',
};

/** The minute a raw event's key is filed under. */
function minuteOfKey(key: string): string {
  const [day = '', hhmm = ''] = key.slice(analyticsKeys.raw.length).split('/');
  return day + hhmm;
}
const lastSegment = (folder: string) => folder.replace(/\/$/, '').split('/').at(-1)!;

export const saveEvent = (minute: string, id: string, event: RawEvent) => createJSON(analyticsKeys.event(minute, id), event);

export async function eventsOf(minute: string): Promise<RawEvent[]> {
  return getMany<RawEvent>(await listKeys(analyticsKeys.minute(minute)));
}

/** Past this many minutes of one UTC day, one listing of the whole day beats a listing per minute. */
const LIST_DAY_FROM = 60;

/** The keys of these minutes' events, listing a UTC day at once where many of its minutes are asked. */
async function eventKeys(minutes: string[]): Promise<string[]> {
  const byUtcDay = new Map<string, string[]>();
  for (const m of minutes) byUtcDay.set(utcDayOf(m), [...(byUtcDay.get(utcDayOf(m)) ?? []), m]);
  const keys: string[] = [];
  for (const [utcDay, wanted] of byUtcDay) {
    if (wanted.length > LIST_DAY_FROM) {
      const set = new Set(wanted);
      keys.push(...(await listKeys(analyticsKeys.rawDay(utcDay))).filter((k) => set.has(minuteOfKey(k))));
    } else {
      for (const batch of await Promise.all(wanted.map((m) => listKeys(analyticsKeys.minute(m))))) keys.push(...batch);
    }
  }
  return keys;
}

/** The events of these minutes, by minute in time order; minutes without events are left out. */
export async function eventsByMinute(minutes: string[]): Promise<Map<string, RawEvent[]>> {
  const keys = await eventKeys(minutes);
  const events = await getEach<RawEvent>(keys, 48);
  const out = new Map<string, RawEvent[]>();
  for (const minute of [...new Set(keys.map(minuteOfKey))].sort()) out.set(minute, []);
  keys.forEach((k, i) => {
    const e = events[i];
    if (e) out.get(minuteOfKey(k))!.push(e);
  });
  return out;
}

/** UTC days (`YYYYMMDD`) that still have raw events, oldest first. */
export const storedRawDays = async () => (await listFolders(analyticsKeys.raw)).map(lastSegment).sort();

/** Minutes that still have raw events, oldest first; from `fromDay` on when given. */
export async function storedMinutes(fromDay = ''): Promise<string[]> {
  const days = (await storedRawDays()).filter((d) => d >= fromDay);
  const perDay = await Promise.all(
    days.map(async (d) => (await listFolders(analyticsKeys.rawDay(d))).map((f) => d + lastSegment(f))),
  );
  return perDay.flat().sort();
}

export async function deleteMinute(minute: string): Promise<void> {
  for (const key of await listKeys(analyticsKeys.minute(minute))) await deleteKey(key);
}

export async function deleteRawDay(utcDay: string): Promise<void> {
  for (const key of await listKeys(analyticsKeys.rawDay(utcDay))) await deleteKey(key);
}

/** The day's salt: the first writer's random value wins, so every server hashes a day alike. */
export async function saltOf(day: string, fresh: string): Promise<string> {
  if (await createJSON(analyticsKeys.salt(day), { salt: fresh })) return fresh;
  return (await getJSON<{ salt: string }>(analyticsKeys.salt(day)))?.salt ?? fresh;
}

export const saltDays = async () => (await listKeys(analyticsKeys.salts)).map((k) => k.slice(analyticsKeys.salts.length));
export const deleteSalt = (day: string) => deleteKey(analyticsKeys.salt(day));

export const getDayState = (day: string) => getJSON<DayState>(analyticsKeys.state(day));
export const updateDayState = (day: string, fn: (cur: DayState | null) => DayState) => updateJSON(analyticsKeys.state(day), fn);

export const getSummaries = (days: string[]) => getMany<DaySummary>(days.map(analyticsKeys.summary));
export const getSummary = (day: string) => getJSONWithEtag<DaySummary>(analyticsKeys.summary(day));
export const updateSummary = (day: string, fn: (cur: DaySummary | null) => DaySummary) =>
  updateJSON(analyticsKeys.summary(day), fn);

/** Days with a summary or a working state, for retention. */
export async function storedDays(): Promise<{ summaries: string[]; states: string[] }> {
  const [s, t] = await Promise.all([listKeys(analyticsKeys.summaries), listKeys(analyticsKeys.states)]);
  return {
    summaries: s.map((k) => k.slice(analyticsKeys.summaries.length)),
    states: t.map((k) => k.slice(analyticsKeys.states.length)),
  };
}
export const deleteSummary = (day: string) => deleteKey(analyticsKeys.summary(day));

export const getMonthSummaries = (months: string[]) => getMany<MonthSummary>(months.map(analyticsKeys.month));
export const updateMonthSummary = (month: string, fn: (cur: MonthSummary | null) => MonthSummary) =>
  updateJSON(analyticsKeys.month(month), fn);
export const storedMonths = async () => (await listKeys(analyticsKeys.months)).map((k) => k.slice(analyticsKeys.months.length));
export const deleteMonthSummary = (month: string) => deleteKey(analyticsKeys.month(month));
export const deleteDayState = (day: string) => deleteKey(analyticsKeys.state(day));

/** The last minute every run before has folded (`YYYYMMDDHHmm`), or null before the first fold. */
export const getCursor = async () => (await getJSON<{ minute: string }>(analyticsKeys.cursor))?.minute ?? null;
/** Moves the cursor forward, never back; a run that loses the race to a newer cursor leaves it. */
export async function advanceCursor(minute: string): Promise<void> {
  const cur = await getCursor();
  if (cur && cur >= minute) return;
  await updateJSON<{ minute: string }>(analyticsKeys.cursor, (c) => (c && c.minute >= minute ? c : { minute }));
}
