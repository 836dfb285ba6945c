/**
 * Optimistic concurrency for documents edited in the admin: GET answers an ETag of the stored
 * record, and a PUT that sends it back as If-Match is refused when someone saved in between.
 */
import { createHash } from 'node:crypto';
import { HttpError } from '../errors';

export const etagOf = (record: unknown): string =>
  `"${createHash('sha1').update(JSON.stringify(record)).digest('base64url').slice(0, 22)}"`;

/** The If-Match value sent by the caller, or undefined when none was sent (the save then proceeds). */
export function ifMatch(req: Request): string | undefined {
  const value = req.headers.get('if-match')?.trim();
  return value ? value : undefined;
}

export const EditConflict = () => new HttpError(412, 'This was changed by someone else since you opened it.', 'EDIT_CONFLICT');

/** Throws 412 EDIT_CONFLICT when `expected` is given and no longer names the stored record. */
export function assertFresh(expected: string | undefined, current: unknown): void {
  if (expected === undefined || expected === '*') return;
  const tags = expected.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (!tags.includes(etagOf(current))) throw EditConflict();
}
