/**
 * Analytics records: one key per raw event, filed under the UTC minute it arrived in, so the job
 * folds a closed minute by listing one folder; per day, the fold's working state (which minutes it
 * holds, per-visitor visits) and the summary the reports read; the daily salts.
 */
import type { DaySummary, DayState, RawEvent } from '@/shared/records';
import { createJSON, deleteKey, getJSON, getJSONWithEtag, getMany, listFolders, listKeys, updateJSON } from '../storage/store';

export const analyticsKeys = {
  raw: 'analytics/raw/',
  minute: (minute: string) => `analytics/raw/${minute}/`,
  event: (minute: string, id: string) => `analytics/raw/${minute}/${id}`,
  salt: (day: string) => `analytics/salts/${day}`,
  salts: 'analytics/salts/',
  state: (day: string) => `analytics/day-state/${day}`,
  states: 'analytics/day-state/',
  summary: (day: string) => `analytics/day/${day}`,
  summaries: 'analytics/day/',
  cursor: 'analytics/fold-cursor',
};

export const saveEvent = (minute: string, id: string, event: RawEvent) => createJSON(analyticsKeys.event(minute, id), event);

export async function eventsOf(minute: string): Promise<RawEvent[]> {
  return getMany<RawEvent>(await listKeys(analyticsKeys.minute(minute)));
}

/** Minutes that still have raw events, oldest first. */
export async function storedMinutes(): Promise<string[]> {
  const folders = await listFolders(analyticsKeys.raw);
  return folders.map((f) => f.replace(/\/$/, '').split('/').at(-1)!).sort();
}

export async function deleteMinute(minute: string): Promise<void> {
  for (const key of await listKeys(analyticsKeys.minute(minute))) await deleteKey(key);
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
export const deleteDayState = (day: string) => deleteKey(analyticsKeys.state(day));

/** The last minute every run before has folded (`YYYYMMDDHHmm`), or null before the first fold. */
export const getCursor = async () => (await getJSON<{ minute: string }>(analyticsKeys.cursor))?.minute ?? null;
/** Moves the cursor forward, never back; a run that loses the race to a newer cursor leaves it. */
export async function advanceCursor(minute: string): Promise<void> {
  const cur = await getCursor();
  if (cur && cur >= minute) return;
  await updateJSON<{ minute: string }>(analyticsKeys.cursor, (c) => (c && c.minute >= minute ? c : { minute }));
}
