import { atom } from 'nanostores';
import type { AuditEntry } from '@/shared/types';
import { auditApi, type HistoryFilter } from '../api/audit';

export interface HistoryState {
  items: AuditEntry[];
  nextCursor: string | null;
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

export const $historyFilter = atom<HistoryFilter>({ actor: '', action: '' });
export const $history = atom<HistoryState>({ items: [], nextCursor: null, loading: false, loaded: false, error: null });

let latest = 0;

/** The first page (`more`: the next older page, added below); only the newest call may write. */
async function fetchHistory(more: boolean): Promise<void> {
  const call = ++latest;
  const before = more ? ($history.get().nextCursor ?? undefined) : undefined;
  $history.set({ ...$history.get(), ...(more ? {} : { items: [] }), loading: true, error: null });
  try {
    const page = await auditApi.page($historyFilter.get(), before);
    if (call !== latest) return;
    const items = more ? [...$history.get().items, ...page.items] : page.items;
    $history.set({ items, nextCursor: page.nextCursor, loading: false, loaded: true, error: null });
  } catch (err) {
    if (call === latest)
      $history.set({ ...$history.get(), loading: false, loaded: true, error: (err as Error).message || 'Failed to load.' });
  }
}

export const loadHistory = () => fetchHistory(false);
export const loadMoreHistory = () => fetchHistory(true);

/** Another person or action starts again at the newest entry. */
export function filterHistory(change: Partial<HistoryFilter>): Promise<void> {
  $historyFilter.set({ ...$historyFilter.get(), ...change });
  return loadHistory();
}
