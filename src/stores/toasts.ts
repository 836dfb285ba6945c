/**
 * Toast notices shared by every script and island on the page. A toast still on screen when the
 * reader navigates away (e.g. "Login successful" right before going home) is carried to the next
 * page for the rest of its time.
 */
import { atom } from 'nanostores';
import type { Toast, ToastType } from '@/shared/types';
import { readJson, removeKey, writeJson } from '@/client/storage';

export const TOAST_MS = 5000;
const CARRY_KEY = 'toasts_in_flight';

interface CarriedToast { message: string; type: ToastType; left: number }

export const $toasts = atom<Toast[]>([]);

let seq = 0;
const expiry = new Map<number, number>();

export function dismissToast(id: number): void {
  expiry.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function showToast(message: string, type: ToastType = 'info', ms: number = TOAST_MS): number {
  const id = ++seq;
  expiry.set(id, Date.now() + ms);
  $toasts.set([...$toasts.get(), { id, message, type }]);
  setTimeout(() => dismissToast(id), ms);
  return id;
}

const isCarried = (v: unknown): v is CarriedToast[] =>
  Array.isArray(v) && v.every((t) => t && typeof t.message === 'string' && typeof t.left === 'number' && ['success', 'error', 'info'].includes(t.type));

if (typeof window !== 'undefined') {
  const carried = readJson<CarriedToast[]>(CARRY_KEY, [], isCarried, 'session');
  removeKey(CARRY_KEY, 'session');
  for (const t of carried) if (t.left > 300) showToast(t.message, t.type, Math.min(t.left, TOAST_MS));

  window.addEventListener('pagehide', () => {
    const now = Date.now();
    const open = $toasts.get().map((t) => ({ message: t.message, type: t.type, left: (expiry.get(t.id) ?? now) - now }));
    if (open.length) writeJson(CARRY_KEY, open, 'session');
  });
  // Back/forward cache restores this page with its toasts already in memory.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) removeKey(CARRY_KEY, 'session');
  });
}
