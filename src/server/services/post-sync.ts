/**
 * The co-editing relay (DESIGN.md, Writing together): a client posts its Yjs updates and presence
 * and gets back what the others sent after its cursor. Only people who may change the post as it
 * stands may join it. The log is compacted into one merged snapshot past 200 updates or 256 KB.
 */
import * as Y from 'yjs';
import { MESSAGES } from '@/shared/messages';
import { mayChange, writerOf } from '@/shared/post-rights';
import { presenceColor } from '@/shared/presence-colors';
import type { UserRecord } from '@/shared/records';
import { SYNC_LIMITS } from '@/shared/sync-schemas';
import type { SyncAnswer, SyncInput, SyncPresence } from '@/shared/types';
import { BadRequest, Forbidden, NotFound } from '../errors';
import { asOfNow, now } from '../clock';
import { getPostRecord } from '../repos/posts';
import {
  appendUpdate,
  logPlaces,
  readPresence,
  readSnapshot,
  readSnapshotWithEtag,
  readUpdates,
  storeCompaction,
  writePresence,
} from '../repos/post-sync';

const POLL_WITH_OTHERS_MS = 1_000;
const POLL_ALONE_MS = 5_000;

const fromBase64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));
const toBase64 = (b: Uint8Array) => Buffer.from(b).toString('base64');

/** The update's bytes, or 400 when they are not a Yjs update. */
function decodeUpdate(base64: string): Uint8Array {
  const bytes = fromBase64(base64);
  if (bytes.byteLength > SYNC_LIMITS.updateBytes) throw BadRequest('The update is too large', undefined, 'INVALID_UPDATE');
  try {
    Y.decodeUpdate(bytes);
  } catch {
    throw BadRequest('That update could not be read.', undefined, 'INVALID_UPDATE');
  }
  return bytes;
}

async function checkAccess(postId: string, user: UserRecord): Promise<void> {
  const stored = await getPostRecord(postId);
  if (!stored) throw NotFound('Post');
  if (!mayChange(writerOf(user), asOfNow(stored))) throw Forbidden(MESSAGES.ownPostsOnly, 'OWN_POSTS_ONLY');
}

interface Changes {
  snapshot: string | null;
  updates: { update: string; clientId: string; bytes: number }[];
  cursor: number;
  /** Places in the log, and its bytes when this read covered the whole log past the snapshot. */
  places: number;
  logBytes: number | null;
}

/** What the log holds after `cursor`: the snapshot too when the cursor is older than it. */
async function changesAfter(postId: string, cursor: number): Promise<Changes> {
  for (let attempt = 0; attempt < 5; attempt++) {
    // Listed before the snapshot is read: whatever a compaction deleted is in the snapshot read after.
    const places = await logPlaces(postId);
    const snap = await readSnapshot(postId);
    const upTo = snap?.upTo ?? 0;
    const useSnapshot = snap !== null && cursor < upTo;
    const base = useSnapshot ? upTo : cursor;
    const wanted = places.filter((seq) => seq > base);
    if (wanted.length && wanted[0] !== base + 1) continue;
    const read = await readUpdates(postId, wanted);
    // Deleted since the listing: a compaction took it, and the next try finds it in the snapshot.
    if (read.some((u) => u === null)) continue;
    const updates = read.map((u) => ({ update: u!.update, clientId: u!.clientId, bytes: u!.bytes }));
    return {
      snapshot: useSnapshot ? snap.update : null,
      updates,
      cursor: Math.max(base, wanted.at(-1) ?? base),
      places: places.length,
      logBytes: base === upTo ? updates.reduce((sum, u) => sum + u.bytes, 0) : null,
    };
  }
  throw new Error(`The co-editing log of ${postId} kept changing while it was read`);
}

/** Merges the snapshot and every update in the log into a new snapshot, then drops those updates. */
export async function compactLog(postId: string): Promise<boolean> {
  const current = await readSnapshotWithEtag(postId);
  const places = await logPlaces(postId);
  const upTo = current?.value.upTo ?? 0;
  const read = await readUpdates(postId, places);
  // A newer place missing: another compaction is under way.
  if (read.some((u, i) => u === null && places[i]! > upTo)) return false;
  const parts = [...(current ? [current.value.update] : []), ...read.flatMap((u) => (u ? [u.update] : []))];
  if (!parts.length) return false;
  const merged = Y.mergeUpdates(parts.map(fromBase64));
  const next = { upTo: Math.max(upTo, places.at(-1) ?? 0), update: toBase64(merged) };
  return storeCompaction(postId, next, current?.etag ?? null, places);
}

const needsCompaction = (c: Changes) =>
  c.places > SYNC_LIMITS.logUpdates || (c.logBytes !== null && c.places > 1 && c.logBytes > SYNC_LIMITS.logBytes);

export async function syncPost(postId: string, user: UserRecord, input: SyncInput): Promise<SyncAnswer> {
  await checkAccess(postId, user);
  const at = new Date(now()).toISOString();
  if (input.update) {
    const bytes = decodeUpdate(input.update);
    await appendUpdate(postId, { update: input.update, bytes: bytes.byteLength, clientId: input.clientId, userId: user.id, at });
  }
  await writePresence(postId, {
    userId: user.id,
    name: user.name,
    avatarUrl: user.avatarUrl ?? '',
    color: presenceColor(user.id),
    clientId: input.clientId,
    state: input.awareness ?? null,
    at,
  });
  const [changes, everyone] = await Promise.all([changesAfter(postId, input.cursor), readPresence(postId)]);
  if (needsCompaction(changes)) await compactLog(postId);
  const presence: SyncPresence[] = everyone.filter(
    (p) => p.userId !== user.id && now() - Date.parse(p.at) < SYNC_LIMITS.presenceMs,
  );
  return {
    cursor: changes.cursor,
    snapshot: changes.snapshot,
    // The client has its own updates already.
    updates: changes.updates.filter((u) => u.clientId !== input.clientId).map((u) => u.update),
    presence,
    pollMs: presence.length ? POLL_WITH_OTHERS_MS : POLL_ALONE_MS,
  };
}
