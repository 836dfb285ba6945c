import { atom } from 'nanostores';
import type { Toast, ToastType } from '@/shared/types';

const TOAST_MS = 5_000;

export const $toasts = atom<Toast[]>([]);

let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function showToast(message: string, type: ToastType = 'success'): void {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, message, type }]);
  setTimeout(() => dismissToast(id), TOAST_MS);
}
