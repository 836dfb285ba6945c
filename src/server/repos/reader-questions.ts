/**
 * Questions the archive or an article could not answer, kept as text only (no user, IP or email)
 * for 90 days: one key per question under its UTC day (`reader-questions/<day>/<ms>-<uuid>`), so
 * concurrent readers never share a key and a day is dropped by its folder.
 */
import { deleteKey, getMany, listKeys, setJSON } from '../storage/store';

export interface StoredQuestion {
  text: string;
  at: string;
  source: 'archive' | 'article';
  /** The question's unit vector (base64 Float32Array), when it was embedded. */
  vector?: string;
}

const PREFIX = 'reader-questions/';
const dayKey = (day: string) => `${PREFIX}${day}/`;

export const addQuestion = (day: string, id: string, q: StoredQuestion) => setJSON(`${dayKey(day)}${id}`, q);

/** One listing of every kept question, not one per day: a request's store calls stay few. */
export async function questionsOfDays(days: string[]): Promise<StoredQuestion[]> {
  const wanted = new Set(days);
  const keys = (await listKeys(PREFIX)).filter((k) => wanted.has(k.slice(PREFIX.length).split('/')[0]!));
  return getMany<StoredQuestion>(keys);
}

export async function deleteQuestionDay(day: string): Promise<number> {
  const keys = await listKeys(dayKey(day));
  for (const k of keys) await deleteKey(k);
  return keys.length;
}
