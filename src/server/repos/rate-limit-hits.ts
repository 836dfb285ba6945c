/** Rate-limit hits: one key per hit under its bucket and fixed window, so concurrent hits all count. */
import { createJSON, deleteKey, listKeys } from '../storage/store';

export const hitKeys = {
  hits: (bucket: string) => `ratelimit/${bucket}/`,
  hit: (bucket: string, id: string) => `ratelimit/${bucket}/${id}`,
};

/** Keys of the bucket's hits in one window (`<window>/<epoch ms>-<random>`). */
export const hitsInWindow = (bucket: string, window: number) => listKeys(`${hitKeys.hits(bucket)}${window}/`);
export const recordHitAt = (bucket: string, window: number, id: string) => createJSON(hitKeys.hit(bucket, `${window}/${id}`), 1);

/** Deletes the bucket's hits filed before the window `oldestKept`. */
export async function deleteHitsBefore(bucket: string, oldestKept: number): Promise<void> {
  for (const key of await listKeys(hitKeys.hits(bucket))) {
    const win = Number(key.split('/').at(-2));
    if (win < oldestKept) await deleteKey(key);
  }
}
