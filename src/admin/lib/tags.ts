import type { Tag } from '@/shared/types';

/**
 * Adds the names typed into the tag field (comma-separated) to the current tags: blanks are
 * ignored, duplicates compared case-insensitively, an existing tag is reused by name and a new one
 * gets a temporary id `new-{timestamp}` until the server creates it.
 */
export function addTags(current: Tag[], typed: string, known: Tag[], now = Date.now()): Tag[] {
  const next = [...current];
  const has = (name: string) => next.some((t) => t.name.toLowerCase() === name.toLowerCase());
  for (const raw of typed.split(',')) {
    const name = raw.trim();
    if (!name || has(name)) continue;
    const existing = known.find((t) => t.name.toLowerCase() === name.toLowerCase());
    next.push(existing ? { id: existing.id, name: existing.name } : { id: `new-${now + next.length}`, name });
  }
  return next;
}

/** Tags as the API takes them: known ones by id and name, new ones by name. */
export const tagsForSave = (tags: Tag[]): (Tag | string)[] => tags.map((t) => (t.id.startsWith('new-') ? t.name : t));
