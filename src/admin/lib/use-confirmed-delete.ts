/** The list screens' delete flow: ask, confirm in a dialog, delete, toast the outcome, close. */
import { useState } from 'react';
import { showToast } from '@/stores/toasts';

interface Messages<T> {
  done: (item: T) => string;
  failed: (item: T, err: unknown) => string;
}

export function useConfirmedDelete<T>(remove: (item: T) => Promise<unknown>, messages: Messages<T>) {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (pending === null) return;
    setBusy(true);
    try {
      await remove(pending);
      showToast(messages.done(pending), 'success');
    } catch (err) {
      showToast(messages.failed(pending, err), 'error');
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  return { pending, busy, ask: setPending, cancel: () => setPending(null), confirm: () => void confirm() };
}

export type ConfirmedDelete<T> = ReturnType<typeof useConfirmedDelete<T>>;
