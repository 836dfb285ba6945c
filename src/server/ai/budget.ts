/**
 * The site-wide daily allowance of reader AI calls (`AI_DAILY_BUDGET`, calls per UTC day). Each call
 * is its own key, so concurrent readers never overwrite each other's count; at most a few racing
 * calls can slip past the limit, which is fine for a cost guard.
 */
import { randomUUID } from 'node:crypto';
import { countCalls, deleteCallsOf, recordCall } from '../repos/ai-budget';
import { AiBusy } from './provider-errors';

const DEFAULT_DAILY_BUDGET = 1_000;

export function dailyBudget(): number {
  const n = Number(process.env.AI_DAILY_BUDGET);
  return Number.isFinite(n) && n >= 0 && process.env.AI_DAILY_BUDGET?.trim() ? Math.floor(n) : DEFAULT_DAILY_BUDGET;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const secondsToMidnight = (ms: number) =>
  Math.ceil((Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth(), new Date(ms).getUTCDate() + 1) - ms) / 1000);

export async function callsToday(now = Date.now()): Promise<number> {
  return countCalls(dayOf(now));
}

/** Takes `calls` from today's budget, or answers 503 AI_BUSY until midnight UTC when it is spent. */
export async function spendBudget(calls = 1): Promise<void> {
  const now = Date.now();
  const day = dayOf(now);
  if ((await callsToday(now)) + calls > dailyBudget()) {
    console.warn(`AI daily budget of ${dailyBudget()} calls is spent for ${day}.`);
    throw AiBusy(secondsToMidnight(now));
  }
  await Promise.all(Array.from({ length: calls }, () => recordCall(day, `${now}-${randomUUID()}`)));
  if (Math.random() < 0.02) void sweep(now);
}

/** Forgets the counts of the week before yesterday. */
async function sweep(now: number): Promise<void> {
  for (let d = 2; d <= 8; d++) {
    await deleteCallsOf(dayOf(now - d * 86_400_000));
  }
}
