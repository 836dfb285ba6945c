/**
 * In-memory copies of derived data (index shards, like counts) that stay valid while a version key
 * is unchanged. Writers rewrite the version after changing the data; a reader reads only the small
 * version key and reloads when its token differs. Reads never write.
 */
import { randomUUID } from 'node:crypto';
import { getJSON, setJSON } from './store';

interface Version {
  token: string;
}

/** Marks the data behind `versionKey` as changed, so every reader's copy is reloaded. */
export const bumpVersion = (versionKey: string) => setJSON(versionKey, { token: randomUUID() } satisfies Version);

interface Copy<V> {
  token: string | null;
  value: V;
}

/**
 * `load` receives the copy it replaces (if any) so it can reuse the parts that did not change, and
 * the token the new copy will be kept under. Concurrent readers of one token share one load.
 */
export function versionedCache<V>(
  versionKey: (id: string) => string,
  load: (id: string, previous: V | undefined, token: string | null) => Promise<V>,
) {
  const memory = new Map<string, Copy<V>>();
  const loading = new Map<string, Promise<Copy<V>>>();

  /** The current copy with the token it is valid for. */
  async function current(id: string): Promise<Copy<V>> {
    // Read before loading, so a copy is never older than the token it is kept under.
    const token = (await getJSON<Version>(versionKey(id)))?.token ?? null;
    const cached = memory.get(id);
    if (cached && cached.token === token) return cached;
    const pendingKey = `${id}\n${token}`;
    let pending = loading.get(pendingKey);
    if (!pending) {
      pending = load(id, cached?.value, token)
        .then((value) => {
          const copy = { token, value };
          memory.set(id, copy);
          return copy;
        })
        .finally(() => loading.delete(pendingKey));
      loading.set(pendingKey, pending);
    }
    return pending;
  }

  return {
    current,
    get: async (id: string): Promise<V> => (await current(id)).value,
    forget: () => memory.clear(),
  };
}
