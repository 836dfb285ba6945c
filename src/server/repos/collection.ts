/** Small keyed collections (categories, authors, tags, pages): one document per item. */
import { createJSON, deleteKey, getJSON, getMany, listKeys, listWithEtags, setJSON } from '../storage/store';
import { bumpVersion } from '../storage/versioned-cache';

/** Items by id with the ETag each was read at. */
export type Items<T> = Map<string, { etag: string; item: T }>;

/** `versionKey`, when given, is rewritten after every write, so in-memory copies of the items know they are stale. */
export function collection<T extends { id: string }>(prefix: string, versionKey?: string) {
  const key = (id: string) => `${prefix}${id}`;
  const changed = async <R>(result: R): Promise<R> => {
    if (versionKey) await bumpVersion(versionKey);
    return result;
  };
  return {
    /** The item's key: `prefix` then the id. */
    key,
    get: (id: string) => getJSON<T>(key(id)),
    all: async () => getMany<T>(await listKeys(prefix)),
    /** Every item in key order, reading only those that are new or whose ETag changed since `previous`. */
    async allSince(previous?: Items<T>): Promise<Items<T>> {
      const listed = (await listWithEtags(prefix)).map(({ key: k, etag }) => ({ id: k.slice(prefix.length), etag }));
      const stale = listed.filter(({ id, etag }) => previous?.get(id)?.etag !== etag);
      const read = new Map((await getMany<T>(stale.map(({ id }) => key(id)))).map((item) => [item.id, item]));
      const items: Items<T> = new Map();
      for (const { id, etag } of listed) {
        const known = previous?.get(id);
        const item = known?.etag === etag ? known.item : read.get(id);
        if (item) items.set(id, { etag, item });
      }
      return items;
    },
    save: async (item: T) => changed(await setJSON(key(item.id), item)),
    /** False when the id is already taken. */
    create: async (item: T) => changed(await createJSON(key(item.id), item)),
    remove: async (id: string) => changed(await deleteKey(key(id))),
  };
}
