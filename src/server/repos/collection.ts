/** Small keyed collections (categories, authors, tags, pages): one document per item. */
import { createJSON, deleteKey, getJSON, getMany, listKeys, setJSON } from '../storage/store';

export function collection<T extends { id: string }>(prefix: string) {
  const key = (id: string) => `${prefix}${id}`;
  return {
    /** The item's key: `prefix` then the id. */
    key,
    get: (id: string) => getJSON<T>(key(id)),
    all: async () => getMany<T>(await listKeys(prefix)),
    save: (item: T) => setJSON(key(item.id), item),
    /** False when the id is already taken. */
    create: (item: T) => createJSON(key(item.id), item),
    remove: (id: string) => deleteKey(key(id)),
  };
}
