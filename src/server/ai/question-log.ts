/**
 * The log of questions nobody answered (Ask the archive and Ask the Article), for editors' Reader
 * questions. Only the masked text is kept: email addresses and phone numbers a reader typed are
 * replaced before anything is stored, and days past the 90 kept are deleted by the every-minute job.
 */
import { randomUUID } from 'node:crypto';
import { AI_LIMITS } from '@/shared/limits';
import { addQuestion, deleteQuestionDay, questionsOfDays, type StoredQuestion } from '../repos/reader-questions';
import { encodeVector } from '../repos/ask-index';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
/** Seven or more digits with the separators phone numbers are written with. */
const PHONE = /\+?\(?\d[\d\s().\-/]{5,}\d/g;
const YEAR_RANGE = /^\d{4}\s*[-/]\s*\d{4}$/;

export function maskPersonal(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(PHONE, (m) => ((m.match(/\d/g)?.length ?? 0) >= 7 && !YEAR_RANGE.test(m.trim()) ? '[phone]' : m));
}

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** Keeps an unanswered question; a failure is logged, never shown to the reader. */
export async function logUnanswered(text: string, source: StoredQuestion['source'], vector?: Float32Array): Promise<void> {
  const at = Date.now();
  try {
    await addQuestion(dayOf(at), `${at}-${randomUUID()}`, {
      text: maskPersonal(text.trim()),
      at: new Date(at).toISOString(),
      source,
      ...(vector ? { vector: encodeVector(vector) } : {}),
    });
  } catch (err) {
    console.error('Could not keep an unanswered question', err);
  }
}

/** The UTC days from `from` to `to`, within the kept 90 days. */
export function keptDays(from: string | undefined, to: string | undefined, now = Date.now()): string[] {
  const oldest = now - (AI_LIMITS.questionDays - 1) * DAY_MS;
  const start = Math.max(from ? Date.parse(from) : oldest, Date.parse(dayOf(oldest)));
  const end = Math.min(to ? Date.parse(to) : now, now);
  const days: string[] = [];
  for (let t = Date.parse(dayOf(start)); t <= end; t += DAY_MS) days.push(dayOf(t));
  return days;
}

export const readQuestions = (from?: string, to?: string) => questionsOfDays(keptDays(from, to));

/** Deletes the days just past the kept 90 (a week of them, so a job that missed a few days catches up). */
export async function forgetOldQuestions(now = Date.now()): Promise<number> {
  let deleted = 0;
  for (let d = AI_LIMITS.questionDays; d < AI_LIMITS.questionDays + 7; d++)
    deleted += await deleteQuestionDay(dayOf(now - d * DAY_MS));
  return deleted;
}
