/**
 * A list of post ids kept per signed-in user in local storage under `{prefix}_{userId}`; it follows
 * the signed-in user and is empty for guests.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { isStringArray, readJson, writeJson } from '@/browser/storage';
import { $auth } from './auth';

export interface UserList {
  $ids: ReadableAtom<string[]>;
  /** Storage key for the signed-in user, or null for a guest. */
  key(): string | null;
  has(id: string): boolean;
  /** Adds or removes `id`; false when nobody is signed in. */
  set(id: string, present: boolean): boolean;
}

export function userList(prefix: string): UserList {
  const $ids = atom<string[]>([]);
  const key = () => {
    const id = $auth.get().user?.id;
    return id ? `${prefix}_${id}` : null;
  };
  const load = () => {
    const k = key();
    $ids.set(k ? readJson<string[]>(k, [], isStringArray) : []);
  };
  onMount($ids, () => $auth.subscribe(load));
  return {
    $ids,
    key,
    has: (id) => $ids.get().includes(id),
    set(id, present) {
      const k = key();
      if (!k) return false;
      const rest = readJson<string[]>(k, [], isStringArray).filter((x) => x !== id);
      const next = present ? [...rest, id] : rest;
      writeJson(k, next);
      $ids.set(next);
      return true;
    },
  };
}
