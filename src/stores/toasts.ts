/**
 * Toast notices shared by every script and island on the page. A toast still on screen when the
 * reader navigates away (e.g. "Login successful" right before going home) is carried to the next
 * page for the rest of its time.
 */
import { atom } from 'nanostores';
import type { Toast, ToastType } from '@/shared/types';
import { TOASTS_IN_FLIGHT_KEY, readJson, removeKey, writeJson } from '@/browser/storage';
import { TOAST_RAISED } from '@/browser/dom';

export const TOAST_MS = 5000;

interface CarriedToast {
  message: string;
  type: ToastType;
  left: number;
}

export const $toasts = atom<Toast[]>([]);

let seq = 0;
const expiry = new Map<number, number>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  expiry.delete(id);
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

function schedule(id: number, ms: number): void {
  clearTimeout(timers.get(id));
  expiry.set(id, Date.now() + ms);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), ms),
  );
}

/** The same notice twice (e.g. carried from the last page and raised again) shows once, for longer. */
export function showToast(message: string, type: ToastType = 'info', ms: number = TOAST_MS): number {
  const same = $toasts.get().find((t) => t.message === message && t.type === type);
  if (same) {
    schedule(same.id, Math.max(ms, (expiry.get(same.id) ?? 0) - Date.now()));
    return same.id;
  }
  const id = ++seq;
  $toasts.set([...$toasts.get(), { id, message, type }]);
  schedule(id, ms);
  if (typeof document !== 'undefined') document.dispatchEvent(new Event(TOAST_RAISED));
  return id;
}

const isCarried = (v: unknown): v is CarriedToast[] =>
  Array.isArray(v) &&
  v.every(
    (t) => t && typeof t.message === 'string' && typeof t.left === 'number' && ['success', 'error', 'info'].includes(t.type),
  );

if (typeof window !== 'undefined') {
  const carried = readJson<CarriedToast[]>(TOASTS_IN_FLIGHT_KEY, [], isCarried, 'session');
  removeKey(TOASTS_IN_FLIGHT_KEY, 'session');
  for (const t of carried) if (t.left > 300) showToast(t.message, t.type, Math.min(t.left, TOAST_MS));

  window.addEventListener('pagehide', () => {
    const now = Date.now();
    const open = $toasts.get().map((t) => ({ message: t.message, type: t.type, left: (expiry.get(t.id) ?? now) - now }));
    if (open.length) writeJson(TOASTS_IN_FLIGHT_KEY, open, 'session');
  });
  // Back/forward cache restores this page with its toasts already in memory.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) removeKey(TOASTS_IN_FLIGHT_KEY, 'session');
  });
}
