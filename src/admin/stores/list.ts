import { atom, type WritableAtom } from 'nanostores';

export interface ListState<T> {
  items: T[];
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

export type ListAtom<T> = WritableAtom<ListState<T>>;

export const listAtom = <T>(): ListAtom<T> => atom<ListState<T>>({ items: [], loading: false, loaded: false, error: null });

/**
 * Fills a list atom from the API. Only the newest call may write, so a slow answer to an older
 * request (another comment filter, say) never overwrites a newer one.
 */
export function loader<T>($list: ListAtom<T>, fetch: () => Promise<T[]>): () => Promise<void> {
  let latest = 0;
  return async () => {
    const call = ++latest;
    $list.set({ ...$list.get(), loading: true, error: null });
    try {
      const items = await fetch();
      if (call === latest) $list.set({ items, loading: false, loaded: true, error: null });
    } catch (err) {
      if (call === latest) $list.set({ ...$list.get(), loading: false, loaded: true, error: (err as Error).message || 'Failed to load.' });
    }
  };
}

export const newestFirst = <T>(items: T[], when: (item: T) => string): T[] => [...items].sort((a, b) => when(b).localeCompare(when(a)));
