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
      if (call === latest)
        $list.set({ ...$list.get(), loading: false, loaded: true, error: (err as Error).message || 'Failed to load.' });
    }
  };
}

/** One page of a server-paginated list. */
export interface PagedState<T> extends ListState<T> {
  total: number;
  offset: number;
}

export interface PagedList<T> {
  $state: WritableAtom<PagedState<T>>;
  perPage: number;
  /** Loads the page at `offset` (default: the one on screen); only the newest call may write. */
  load(offset?: number): Promise<void>;
  /** Replaces one item on screen, e.g. with what the server answered to an update. */
  patch(match: (item: T) => boolean, next: T): void;
}

export function pagedList<T>(
  perPage: number,
  fetchPage: (limit: number, offset: number) => Promise<{ items: T[]; total: number }>,
): PagedList<T> {
  const $state = atom<PagedState<T>>({ items: [], total: 0, offset: 0, loading: false, loaded: false, error: null });
  let latest = 0;
  const load = async (offset = $state.get().offset): Promise<void> => {
    const call = ++latest;
    $state.set({ ...$state.get(), loading: true, error: null });
    try {
      const page = await fetchPage(perPage, offset);
      // A delete can leave the last page empty: step back to the one before.
      if (page.items.length === 0 && offset > 0 && page.total > 0) return load(Math.max(0, offset - perPage));
      if (call === latest)
        $state.set({ items: page.items, total: page.total, offset, loading: false, loaded: true, error: null });
    } catch (err) {
      if (call === latest)
        $state.set({ ...$state.get(), loading: false, loaded: true, error: (err as Error).message || 'Failed to load.' });
    }
  };
  const patch = (match: (item: T) => boolean, next: T) => {
    const s = $state.get();
    $state.set({ ...s, items: s.items.map((item) => (match(item) ? next : item)) });
  };
  return { $state, perPage, load, patch };
}
