/**
 * Unsaved work kept in this browser, one entry per document, so a reload, a closed tab or a crash
 * loses nothing: the editor offers it back the next time that document is opened.
 */
import { DRAFT_PREFIX } from '@/browser/storage';

export interface DraftBackup<T> {
  savedAt: string;
  /** The server version the changes were made on, to tell the author when it has moved on since. */
  baseEtag: string | null;
  data: T;
}

const key = (doc: string) => `${DRAFT_PREFIX}:${doc}`;

export function readBackup<T>(doc: string): DraftBackup<T> | null {
  try {
    const raw = localStorage.getItem(key(doc));
    return raw ? (JSON.parse(raw) as DraftBackup<T>) : null;
  } catch {
    return null;
  }
}

export function writeBackup<T>(doc: string, data: T, baseEtag: string | null): DraftBackup<T> {
  const backup = { savedAt: new Date().toISOString(), baseEtag, data };
  try {
    localStorage.setItem(key(doc), JSON.stringify(backup));
  } catch {
    // A full or blocked storage only loses the safety copy; the editor keeps working.
  }
  return backup;
}

export function clearBackup(doc: string): void {
  try {
    localStorage.removeItem(key(doc));
  } catch {
    // Nothing to clear.
  }
}
