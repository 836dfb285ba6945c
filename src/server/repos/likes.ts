/**
 * Likes: one key per (post, user) under the post's own sharded prefix, so counts are derived from
 * those keys and therefore exact under concurrency. Each like or unlike then stores the post's count
 * (`likeCount` document; a post without one has no likes), then rewrites its shard's version and
 * then one version key for all likes, which readers of counts check (`like-counts.ts`). Counts of
 * whole shards (for ordering by likes) are kept in memory until the shard's version key changes.
 */
import { createJSON, deleteKey, getJSON, listKeys, setJSON } from '../storage/store';
import { bumpVersion, versionedCache } from '../storage/versioned-cache';
import { SHARDS, shardOf } from './shards';

export const likeKeys = {
  like: (postId: string, userId: string) => `likes/${shardOf(postId).join('/')}/${postId}/${userId}`,
  likesOf: (postId: string) => `likes/${shardOf(postId).join('/')}/${postId}/`,
  likesShard: (shard: string) => `likes/${shard}/`,
  likesAll: 'likes/',
  /** Rewritten after a like or unlike of a post in the shard, once its count is stored. */
  likeVersion: (shard: string) => `like-version/${shard}`,
  /** Rewritten after the shard's version, so what servers hold in memory is checked with one read. */
  likesVersion: 'like-version/all',
  /** Per-post versions written by earlier versions of this code; deleted with the post. */
  postLikeVersion: (postId: string) => `like-version-post/${shardOf(postId).join('/')}/${postId}`,
  /** The post's count as its last writer settled it (see `settleCount`). */
  likeCount: (postId: string) => `like-count/${shardOf(postId).join('/')}/${postId}`,
  likeCountShard: (shard: string) => `like-count/${shard}/`,
  /** A copy of the shard's stored counts as of its like version, kept by the scheduled job. */
  likeCountSnapshot: (shard: string) => `like-count-snapshot/${shard}`,
  /** The version that copy was taken at, small, so readers and the job read the copy only when it is current. */
  likeCountSnapshotToken: (shard: string) => `like-count-snapshot-token/${shard}`,
  /** Present once every liked post has a stored count (see `storeMissingCounts`). */
  countsStored: 'like-counts-stored',
};

const perShard = versionedCache<Map<string, number>>(likeKeys.likeVersion, async (shard) => {
  const counts = new Map<string, number>();
  // likes/<shard>/<shard2>/<postId>/<userId>
  for (const key of await listKeys(likeKeys.likesShard(shard))) {
    const postId = key.split('/')[3];
    if (postId) counts.set(postId, (counts.get(postId) ?? 0) + 1);
  }
  return counts;
});

/**
 * Stores the post's count from a listing taken after this writer's change, then lists again and
 * repeats while the count moved. Whoever stores last has listed after every like written before
 * its final listing, and a like written after that listing is followed by its own writer's store:
 * so once every writer is done, the stored count is the true one, however their steps interleave.
 */
async function settleCount(postId: string): Promise<void> {
  let count = (await listKeys(likeKeys.likesOf(postId))).length;
  // Each round is one listing; a burst of likes settles in a few, and the bound only stops a runaway.
  for (let round = 0; round < 20; round++) {
    await setJSON(likeKeys.likeCount(postId), { count });
    const again = (await listKeys(likeKeys.likesOf(postId))).length;
    if (again === count) return;
    count = again;
  }
  console.warn(`Like count of ${postId} still moving after 20 listings; the next like or unlike stores it again.`);
}

let merged: { parts: Map<string, number>[]; all: Map<string, number> } | null = null;

/**
 * Like counts of every post, for ordering by likes and for the build: the same map (not to be
 * changed by callers) for as long as no shard's counts changed, so what is made from it can be kept too.
 */
export async function allLikeCounts(): Promise<ReadonlyMap<string, number>> {
  const parts = await Promise.all(SHARDS.map(perShard.get));
  if (merged?.parts.every((p, i) => p === parts[i])) return merged.all;
  const all = new Map<string, number>();
  for (const counts of parts) for (const [id, n] of counts) all.set(id, n);
  merged = { parts, all };
  return all;
}

/**
 * After a post's like keys changed: its stored count, then its shard's version, then the version of
 * all likes, in that order, so a server that sees a new version lists and reads the settled count.
 */
async function recount(postId: string): Promise<void> {
  await settleCount(postId);
  await bumpVersion(likeKeys.likeVersion(shardOf(postId)[0]));
  await bumpVersion(likeKeys.likesVersion);
}

/** Writes or removes the like key, then recounts. */
export async function setLike(postId: string, userId: string, liked: boolean): Promise<void> {
  if (liked) await createJSON(likeKeys.like(postId, userId), { at: new Date().toISOString() });
  else await deleteKey(likeKeys.like(postId, userId));
  await recount(postId);
}

export async function hasLiked(postId: string, userId: string): Promise<boolean> {
  return (await getJSON(likeKeys.like(postId, userId))) !== null;
}

/** Deletes every like of a deleted post, its count and version keys. */
export async function removeLikesOf(postId: string): Promise<void> {
  await Promise.all((await listKeys(likeKeys.likesOf(postId))).map(deleteKey));
  await deleteKey(likeKeys.postLikeVersion(postId));
  await deleteKey(likeKeys.likeCount(postId));
  await bumpVersion(likeKeys.likeVersion(shardOf(postId)[0]));
  await bumpVersion(likeKeys.likesVersion);
}

/** Every like as post id and user id, read from the keys alone. */
export async function allLikes(): Promise<{ postId: string; userId: string }[]> {
  return (await listKeys(likeKeys.likesAll)).flatMap((key) => {
    const [, , , postId, userId] = key.split('/');
    return postId && userId ? [{ postId, userId }] : [];
  });
}

/** Restores a like (an import); `recountLikes` then stores the post's count. */
export const restoreLike = (postId: string, userId: string, at: string) => createJSON(likeKeys.like(postId, userId), { at });
export const recountLikes = recount;

/**
 * Stores the count of every post whose likes predate stored counts (an older store), then marks the
 * store as done, so later calls read one key. Null when it was already done; `again` looks anyway
 * (after likes were moved from an older layout).
 */
export async function storeMissingCounts(again = false): Promise<number | null> {
  if (!again && (await getJSON(likeKeys.countsStored))) return null;
  const liked = [...new Set((await allLikes()).map((l) => l.postId))];
  let stored = 0;
  for (let i = 0; i < liked.length; i += 24) {
    await Promise.all(
      liked.slice(i, i + 24).map(async (id) => {
        if (await getJSON(likeKeys.likeCount(id))) return;
        await settleCount(id);
        stored++;
      }),
    );
  }
  if (stored) {
    await Promise.all(SHARDS.map((shard) => bumpVersion(likeKeys.likeVersion(shard))));
    await bumpVersion(likeKeys.likesVersion);
  }
  await setJSON(likeKeys.countsStored, { at: new Date().toISOString() });
  return stored;
}
