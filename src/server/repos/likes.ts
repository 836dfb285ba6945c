/**
 * Likes: one key per (post, user) under the post's own sharded prefix, so counts are derived from
 * those keys and therefore exact under concurrency. Each like or unlike then stores the post's count
 * (`likeCount` document; a post without one has no likes) and rewrites one version key for all likes,
 * so a server keeps the counts it has read in memory until any like changes, and a page of posts
 * reads that key plus one small document per post not already held. Counts of whole shards (for
 * ordering by likes) are kept in memory until the shard's version key changes.
 */
import { createJSON, deleteKey, getJSON, listKeys, setJSON } from '../storage/store';
import { bumpVersion, versionedCache } from '../storage/versioned-cache';
import { SHARDS, shardOf } from './shards';

export const likeKeys = {
  like: (postId: string, userId: string) => `likes/${shardOf(postId).join('/')}/${postId}/${userId}`,
  likesOf: (postId: string) => `likes/${shardOf(postId).join('/')}/${postId}/`,
  likesShard: (shard: string) => `likes/${shard}/`,
  likesAll: 'likes/',
  likeVersion: (shard: string) => `like-version/${shard}`,
  /** Rewritten after every like or unlike once its count is stored, so counts held in memory know when to reread. */
  likesVersion: 'like-version/all',
  /** Per-post versions written by earlier versions of this code; deleted with the post. */
  postLikeVersion: (postId: string) => `like-version-post/${shardOf(postId).join('/')}/${postId}`,
  /** The post's count as its last writer settled it (see `settleCount`). */
  likeCount: (postId: string) => `like-count/${shardOf(postId).join('/')}/${postId}`,
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

/** Counts read while the likes version was `token`; each is at least as new as that version. */
interface HeldCounts {
  token: string | null;
  counts: Map<string, Promise<number>>;
}
let held: HeldCounts | null = null;

const storedCount = async (postId: string): Promise<number> =>
  (await getJSON<{ count: number }>(likeKeys.likeCount(postId)))?.count ?? 0;

/**
 * Like counts of the given posts: one read of the likes version, then one read per post whose
 * count this server does not hold for that version (concurrent requests share it).
 */
export async function likeCounts(postIds: string[]): Promise<Map<string, number>> {
  // Read before the counts, so counts kept under this token are never older than it.
  const token = (await getJSON<{ token: string }>(likeKeys.likesVersion))?.token ?? null;
  if (!held || held.token !== token) held = { token, counts: new Map() };
  const { counts } = held;
  const read = (id: string) => {
    let pending = counts.get(id);
    if (!pending) {
      const p = storedCount(id);
      counts.set(id, p);
      p.catch(() => counts.get(id) === p && counts.delete(id));
      pending = p;
    }
    return pending;
  };
  return new Map(await Promise.all(postIds.map(async (id) => [id, await read(id)] as const)));
}

export const likeCount = async (postId: string): Promise<number> => (await likeCounts([postId])).get(postId) ?? 0;

/**
 * Stores the post's count from a listing taken after this writer's change, then lists again and
 * repeats while the count moved. Whoever stores last has listed after every like written before
 * its final listing, and a like written after that listing is followed by its own writer's store:
 * so once every writer is done, the stored count is the true one, however their steps interleave.
 */
async function settleCount(postId: string): Promise<void> {
  let count = (await listKeys(likeKeys.likesOf(postId))).length;
  for (let round = 0; round < 5; round++) {
    await setJSON(likeKeys.likeCount(postId), { count });
    const again = (await listKeys(likeKeys.likesOf(postId))).length;
    if (again === count) return;
    count = again;
  }
}

/** Like counts of every post, for ordering by likes and for the build. */
export async function allLikeCounts(): Promise<Map<string, number>> {
  const all = new Map<string, number>();
  for (const counts of await Promise.all(SHARDS.map(perShard.get))) for (const [id, n] of counts) all.set(id, n);
  return all;
}

/**
 * After a post's like keys changed: its shard's version (for counts by shard), its stored count,
 * then the version of all likes, last, so a server that sees the new version reads the settled count.
 */
async function recount(postId: string): Promise<void> {
  await Promise.all([bumpVersion(likeKeys.likeVersion(shardOf(postId)[0])), settleCount(postId)]);
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
  const likes = await listKeys(likeKeys.likesOf(postId));
  if (likes.length) {
    await Promise.all(likes.map(deleteKey));
    await bumpVersion(likeKeys.likeVersion(shardOf(postId)[0]));
  }
  await deleteKey(likeKeys.postLikeVersion(postId));
  await deleteKey(likeKeys.likeCount(postId));
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
  if (stored) await bumpVersion(likeKeys.likesVersion);
  await setJSON(likeKeys.countsStored, { at: new Date().toISOString() });
  return stored;
}
