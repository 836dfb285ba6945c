/**
 * Browser storage that never throws: private modes, quotas and server rendering all read as empty.
 * Unreadable JSON is removed so a corrupt entry cannot break every later page.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch (err) {
    console.warn(`Could not store ${key}`, err);
  }
}

export function removeKey(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    /* storage unavailable: nothing to remove */
  }
}

/** Parsed JSON under `key`, or `fallback` when absent; `accept` rejects shapes that do not fit. */
export function readJson<T>(key: string, fallback: T, accept: (v: unknown) => v is T, which: Area = 'local'): T {
  const raw = readText(key, which);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    if (accept(value)) return value;
  } catch {
    /* fall through: unreadable */
  }
  console.warn(`Discarding unreadable ${key}`);
  removeKey(key, which);
  return fallback;
}

export function writeJson(key: string, value: unknown, which: Area = 'local'): void {
  writeText(key, JSON.stringify(value), which);
}

/** All keys of local storage (for clearing the identity provider's session entries). */
export function localKeys(): string[] {
  const store = area('local');
  if (!store) return [];
  try {
    return Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k !== null);
  } catch {
    return [];
  }
}

export const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
