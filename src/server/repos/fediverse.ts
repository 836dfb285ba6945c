/**
 * The fediverse's records: its settings and keys, followers in 16 shards (so a delivery run reads
 * them a shard at a time), blocks, the activity ids already handled, each post's federation state and
 * reactions, and delivery runs under their post.
 */
import { createHash } from 'node:crypto';
import type { FediverseBlock } from '@/shared/fediverse';
import { createJSON, deleteKey, getJSON, getMany, listKeys, setJSON, updateJSON } from '../storage/store';

export interface StoredFediverseSettings {
  enabled: boolean;
  handle: string;
}

export interface StoredKeyPair {
  publicJwk: JsonWebKey;
  privateJwk: JsonWebKey;
}

export interface StoredKeys {
  rsa: StoredKeyPair;
  ed25519: StoredKeyPair;
}

export interface FollowerRecord {
  id: string;
  actor: string;
  account: string;
  name: string;
  inbox: string;
  sharedInbox: string;
  followedAt: string;
  /** The Follow activity, echoed in the Accept. */
  follow: unknown;
}

/** A post's federation: what went out last and what readers of the fediverse did with it. */
export interface PostFederation {
  postId: string;
  created: boolean;
  deleted: boolean;
  /** When the last Update went out, and whether edits since wait for the 5 minutes to end. */
  lastUpdateAt?: string;
  updatePending?: boolean;
  /** The Article's fields as last sent, so an edit of anything else sends nothing. */
  fingerprint?: string;
  likes: string[];
  boosts: string[];
}

export interface InboxAttempt {
  state: 'delivered' | 'failed' | 'pending';
  attempts: number;
  lastError: string;
  /** When a pending inbox may be tried (again). */
  nextAt: string;
  /** The days it failed on, for dropping an inbox that fails on 7 separate days. */
  failDays?: string[];
}

export interface DeliveryRun {
  id: string;
  postId: string;
  activity: 'Create' | 'Update' | 'Delete' | 'Accept';
  body: unknown;
  createdAt: string;
  inboxes: Record<string, InboxAttempt>;
  /** False until the delivery pass has read the followers' inboxes into `inboxes`. */
  planned: boolean;
  done: boolean;
}

export const hashOf = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32);
export const SHARDS = '0123456789abcdef'.split('');

const keys = {
  settings: 'fediverse/settings',
  keys: 'fediverse/keys',
  follower: (id: string) => `fediverse/followers/${id[0]}/${id}`,
  shard: (s: string) => `fediverse/followers/${s}/`,
  block: (id: string) => `fediverse/blocks/${id}`,
  blocks: 'fediverse/blocks/',
  seen: (activityId: string) => `fediverse/seen/${hashOf(activityId)}`,
  post: (postId: string) => `fediverse/posts/${postId}`,
  pendingUpdate: (postId: string) => `fediverse/pending-updates/${postId}`,
  pendingUpdates: 'fediverse/pending-updates/',
  run: (postId: string, id: string) => `fediverse/runs/${postId}/${id}`,
  runsOf: (postId: string) => `fediverse/runs/${postId}/`,
  runs: 'fediverse/runs/',
  openRuns: 'fediverse/open-runs/',
  openRun: (postId: string, id: string) => `fediverse/open-runs/${postId}__${id}`,
  note: (noteId: string) => `fediverse/notes/${hashOf(noteId)}`,
};

export const readFediverseSettings = () => getJSON<StoredFediverseSettings>(keys.settings);
export const saveFediverseSettings = (s: StoredFediverseSettings) => setJSON(keys.settings, s);

export const readKeys = () => getJSON<StoredKeys>(keys.keys);
/** False when keys were made before: the first ones stay. */
export const createKeys = (k: StoredKeys) => createJSON(keys.keys, k);

export const followerId = (actor: string) => hashOf(actor);
export const getFollower = (id: string) => getJSON<FollowerRecord>(keys.follower(id));
export const saveFollower = (f: FollowerRecord) => setJSON(keys.follower(f.id), f);
export const deleteFollower = (id: string) => deleteKey(keys.follower(id));
export const followerKeysOfShard = (shard: string) => listKeys(keys.shard(shard));
export const followersByKeys = (k: string[]) => getMany<FollowerRecord>(k, 48);
export async function allFollowers(): Promise<FollowerRecord[]> {
  const all = await Promise.all(SHARDS.map(async (s) => followersByKeys(await followerKeysOfShard(s))));
  return all.flat();
}
export async function hasFollowers(): Promise<boolean> {
  for (const s of SHARDS) if ((await followerKeysOfShard(s)).length) return true;
  return false;
}

export const saveBlock = (b: FediverseBlock) => setJSON(keys.block(b.id), b);
export const deleteBlock = (id: string) => deleteKey(keys.block(id));
export const getBlock = (id: string) => getJSON<FediverseBlock>(keys.block(id));
export const allBlocks = async () => getMany<FediverseBlock>(await listKeys(keys.blocks));

/** True the first time an activity id is seen; a repeat changes nothing. */
export const markSeen = (activityId: string) => createJSON(keys.seen(activityId), { at: new Date().toISOString() });
export const forgetSeen = (activityId: string) => deleteKey(keys.seen(activityId));

export const getPostFederation = (postId: string) => getJSON<PostFederation>(keys.post(postId));
/** Posts with an Update waiting for its 5 minutes also get a marker, so the minute job lists only them. */
export async function updatePostFederation(postId: string, fn: (cur: PostFederation) => PostFederation): Promise<PostFederation> {
  let was = false;
  const next = await updateJSON<PostFederation>(keys.post(postId), (cur) => {
    was = Boolean(cur?.updatePending);
    return fn(cur ?? { postId, created: false, deleted: false, likes: [], boosts: [] });
  });
  if (next.updatePending && !was) await setJSON(keys.pendingUpdate(postId), { postId });
  if (!next.updatePending && was) await deleteKey(keys.pendingUpdate(postId));
  return next;
}
export const postsWithPendingUpdates = async () =>
  (await listKeys(keys.pendingUpdates)).map((k) => k.slice(keys.pendingUpdates.length));

export async function saveRun(run: DeliveryRun): Promise<void> {
  await setJSON(keys.run(run.postId, run.id), run);
  if (run.done) await deleteKey(keys.openRun(run.postId, run.id));
  else await setJSON(keys.openRun(run.postId, run.id), { postId: run.postId, id: run.id });
}
export const getRun = (postId: string, id: string) => getJSON<DeliveryRun>(keys.run(postId, id));
export const runsOfPost = async (postId: string) => getMany<DeliveryRun>(await listKeys(keys.runsOf(postId)));
export const openRuns = async () => getMany<{ postId: string; id: string }>(await listKeys(keys.openRuns));

/** Which comment a remote note became, so its Update and Delete reach it. */
export const saveNoteComment = (noteId: string, ref: { commentId: string; actor: string }) => setJSON(keys.note(noteId), ref);
export const getNoteComment = (noteId: string) => getJSON<{ commentId: string; actor: string }>(keys.note(noteId));
export const deleteNoteComment = (noteId: string) => deleteKey(keys.note(noteId));

/** The days an inbox failed on, across runs (the last `keep` of them). */
export const recordInboxFailureDay = async (inbox: string, day: string, keep: number) =>
  (
    await updateJSON<{ days: string[] }>(`fediverse/inbox-failures/${hashOf(inbox)}`, (cur) => ({
      days: [...new Set([...(cur?.days ?? []), day])].slice(-keep),
    }))
  ).days;

type Lease = { holder: string; until: number };
const LEASE = 'fediverse/delivery-lease';

/** True when `holder` now holds the one delivery lease (free, expired, or its own). */
export async function takeDeliveryLease(holder: string, until: number, at: number): Promise<boolean> {
  const lease = await updateJSON<Lease>(LEASE, (cur) =>
    cur && cur.until > at && cur.holder !== holder ? cur : { holder, until },
  );
  return lease.holder === holder;
}

export const releaseDeliveryLease = (holder: string) =>
  updateJSON<Lease>(LEASE, (cur) => (cur?.holder === holder ? { holder, until: 0 } : (cur ?? { holder, until: 0 })));
