/**
 * Browser storage that never throws: private modes, quotas and server rendering all read as empty.
 * Unreadable JSON is removed so a corrupt entry cannot break every later page.
 */
type Area = 'local' | 'session';

// Every key this site keeps in the browser, reader pages and admin alike, named here and only here
// (separate constants, so a page downloads only the names it uses).
/** The bearer token the API client sends (token and user are also read by AuthStateScript's inline script). */
export const TOKEN_KEY = 'auth_token';
/** The signed-in user as last confirmed by the server. */
export const USER_KEY = 'user_data';
/** The Google (Supabase) access token after a Google sign-in. */
export const SUPABASE_TOKEN_KEY = 'supabase_token';
/** Bookmarked post cards (guests too). */
export const BOOKMARKS_KEY = 'bookmarks';
/** Per-user id lists, stored as `{prefix}_{userId}`. */
export const LIKED_PREFIX = 'likedPosts';
export const SAVED_PREFIX = 'savedPosts';
/** The sign-up waiting for its email code. */
export const PENDING_VERIFICATION_KEY = 'pending_verification';
/** '1' once this browser subscribed to the newsletter (also read by AuthStateScript's inline script). */
export const SUBSCRIBED_KEY = 'newsletter_subscribed';
/** 'dark' or 'light' (also read by the inline theme scripts before any module loads). */
export const THEME_KEY = 'theme';
/** Session storage: where a reader who left for Google sign-in goes back to. */
export const RETURN_TO_KEY = 'return_to';
/** Session storage: toasts still on screen when the page is left. */
export const TOASTS_IN_FLIGHT_KEY = 'toasts_in_flight';
/** Admin: the sidebar narrowed to an icon rail ('1'). */
export const ADMIN_SIDEBAR_KEY = 'admin_sidebar_collapsed';
/** Admin: unsaved editor work, stored as `{prefix}:{document}`. */
export const DRAFT_PREFIX = 'editor_backup';

/** The identity provider's own session entries ("sb-<project>-auth-token" and its PKCE verifier). */
export const isIdentityProviderKey = (key: string) => /^sb-.*-auth-token/.test(key);

function area(which: Area): Storage | null {
  try {
    // globalThis rather than window: a test or a worker may provide storage without a window.
    return (which === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
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
