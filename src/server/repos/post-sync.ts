/**
 * A post's co-editing log (DESIGN.md, Writing together). Each Yjs update a client sends is one
 * document, `post-sync/<post>/log/<seq>`, written only if new: two writers racing for one place both
 * get one, the loser the next, so places are handed out without gaps. Compaction merges the oldest
 * updates into `snapshot` (under its ETag) and only then deletes them; a writer whose place turns out
 * to be covered by a snapshot (it chose it before a compaction) writes again further on. Yjs updates
 * apply any number of times with one result, so an update seen twice changes nothing.
 * Presence is one document per person.
 */
import type { SyncSnapshotRecord, SyncUpdateRecord } from '@/shared/records';
import type { SyncPresence } from '@/shared/types';
import {
  createJSON,
  deleteKey,
  getEach,
  getJSON,
  getJSONWithEtag,
  getMany,
  listKeys,
  setJSON,
  setJSONIf,
} from '../storage/store';

const root = (postId: string) => `post-sync/${postId}/`;
const keys = {
  log: (postId: string) => `${root(postId)}log/`,
  entry: (postId: string, seq: number) => `${root(postId)}log/${String(seq).padStart(10, '0')}`,
  snapshot: (postId: string) => `${root(postId)}snapshot`,
  presence: (postId: string) => `${root(postId)}presence/`,
};

/** The places in the log, oldest first. */
export async function logPlaces(postId: string): Promise<number[]> {
  const prefix = keys.log(postId);
  return (await listKeys(prefix))
    .map((k) => Number(k.slice(prefix.length)))
    .filter(Number.isInteger)
    .sort((a, b) => a - b);
}

/** The updates at these places, null where a compaction has deleted one since it was listed. */
export const readUpdates = (postId: string, places: number[]) =>
  getEach<SyncUpdateRecord>(places.map((seq) => keys.entry(postId, seq)));

export const readSnapshot = (postId: string) => getJSON<SyncSnapshotRecord>(keys.snapshot(postId));
export const readSnapshotWithEtag = (postId: string) => getJSONWithEtag<SyncSnapshotRecord>(keys.snapshot(postId));

/** Appends one update at the next free place; answers that place. */
export async function appendUpdate(postId: string, value: SyncUpdateRecord): Promise<number> {
  for (;;) {
    // Listed before the snapshot is read: a compaction deleted only what its snapshot already holds.
    const places = await logPlaces(postId);
    const upTo = (await readSnapshot(postId))?.upTo ?? 0;
    const seq = Math.max(upTo, places.at(-1) ?? 0) + 1;
    if (!(await createJSON(keys.entry(postId, seq), value))) continue;
    // Written where a compaction had already deleted: readers would skip it. Write it again further on.
    if (((await readSnapshot(postId))?.upTo ?? 0) < seq) return seq;
    await deleteKey(keys.entry(postId, seq));
  }
}

/**
 * Replaces the snapshot with `next` if it is still the one read as `etag` (null: none yet), then
 * deletes the places it merged. False when another compaction got there first.
 */
export async function storeCompaction(
  postId: string,
  next: SyncSnapshotRecord,
  etag: string | null,
  merged: number[],
): Promise<boolean> {
  if (!(await setJSONIf(keys.snapshot(postId), next, etag))) return false;
  for (let i = 0; i < merged.length; i += 24)
    await Promise.all(merged.slice(i, i + 24).map((seq) => deleteKey(keys.entry(postId, seq))));
  return true;
}

export const writePresence = (postId: string, p: SyncPresence) => setJSON(`${keys.presence(postId)}${p.userId}`, p);

export async function readPresence(postId: string): Promise<SyncPresence[]> {
  return getMany<SyncPresence>(await listKeys(keys.presence(postId)));
}
