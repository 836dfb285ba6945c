/**
 * What a record id can look like: slugs, UUIDs, time-ordered ids and image keys (`{uuid}.png`).
 * Anything else (too long, slashes, NUL, control or bidi marks, quotes) names no record, so the API
 * answers 404 without asking the store.
 */
export const ID_MAX_LENGTH = 120;
const RECORD_ID = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._-]{0,${ID_MAX_LENGTH - 1}}$`);

export const isRecordId = (id: string): boolean => RECORD_ID.test(id);
