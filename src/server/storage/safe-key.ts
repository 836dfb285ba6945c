/**
 * Keys are built from ids that may come from a request body. A key with an empty, `.` or `..`
 * segment, a control or bidi character, or more bytes than Blobs allows names no record: reads
 * find nothing and writes are refused, so an odd id can neither reach another key nor fail as a 500.
 */
import { HttpError } from '../errors';

const KEY_MAX_BYTES = 600;
// Control characters, bidi marks and backslashes.
const UNSAFE_CHAR = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069\\]/u;

/** `prefix` allows the trailing slash of a folder to list. */
export function isSafeKey(key: string, prefix = false): boolean {
  if (!key || Buffer.byteLength(key) > KEY_MAX_BYTES || UNSAFE_CHAR.test(key)) return false;
  const segments = key.split('/');
  if (prefix && segments.at(-1) === '') segments.pop();
  return segments.every((s) => s !== '' && s !== '.' && s !== '..');
}

/** The key itself, or a 400 when a write names no record. */
export function writableKey(key: string): string {
  if (!isSafeKey(key)) throw new HttpError(400, 'That id is not valid.', 'INVALID_ID');
  return key;
}
