/**
 * Likes: one key per (post, user) under the post's own sharded prefix, so counts are derived from
 * those keys and therefore exact under concurrency. Each like or unlike then stores the post's count
 * (`likeCount` document), so a page of posts reads one small document per post instead of listing
 * each post's likes. Counts of whole shards are kept in memory until the shard's version key changes.
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
  /** Rewritten after every like or unlike of the post, so a cached count knows when to recount. */
  postLikeVersion: (postId: string) => `like-version-post/${shardOf(postId).join('/')}/${postId}`,
  /** The post's count as its last writer settled it (see `settleCount`). */
  likeCount: (postId: string) => `like-count/${shardOf(postId).join('/')}/${postId}`,
};

const perPost = versionedCache<number>(
  likeKeys.postLikeVersion,
  async (postId) => (await listKeys(likeKeys.likesOf(postId))).length,
);

const perShard = versionedCache<Map<string, number>>(likeKeys.likeVersion, async (shard) => {
  const counts = new Map<string, number>();
  // likes/<shard>/<shard2>/<postId>/<userId>
  for (const key of await listKeys(likeKeys.likesShard(shard))) {
    const postId = key.split('/')[3];
    if (postId) counts.set(postId, (counts.get(postId) ?? 0) + 1);
  }
  return counts;
});

/** The stored count; a post liked before counts were stored is counted from its keys (and kept in memory). */
export async function likeCount(postId: string): Promise<number> {
  const stored = await getJSON<{ count: number }>(likeKeys.likeCount(postId));
  return stored ? stored.count : perPost.get(postId);
}

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

/** Like counts of the given posts, each from its own prefix. */
export async function likeCounts(postIds: string[]): Promise<Map<string, number>> {
  return new Map(await Promise.all(postIds.map(async (id) => [id, await likeCount(id)] as const)));
}

/** Like counts of every post, for ordering by likes and for the build. */
export async function allLikeCounts(): Promise<Map<string, number>> {
  const all = new Map<string, number>();
  for (const counts of await Promise.all(SHARDS.map(perShard.get))) for (const [id, n] of counts) all.set(id, n);
  return all;
}

const bumpLikes = (postId: string) =>
  Promise.all([bumpVersion(likeKeys.postLikeVersion(postId)), bumpVersion(likeKeys.likeVersion(shardOf(postId)[0]))]);

/** Writes or removes the like key, then the versions (so cached counts are recounted). */
export async function setLike(postId: string, userId: string, liked: boolean): Promise<void> {
  if (liked) await createJSON(likeKeys.like(postId, userId), { at: new Date().toISOString() });
  else await deleteKey(likeKeys.like(postId, userId));
  await bumpLikes(postId);
  await settleCount(postId);
}

export async function hasLiked(postId: string, userId: string): Promise<boolean> {
  return (await getJSON(likeKeys.like(postId, userId))) !== null;
}

/** Deletes every like of a deleted post, and its version key. */
export async function removeLikesOf(postId: string): Promise<void> {
  const likes = await listKeys(likeKeys.likesOf(postId));
  if (likes.length) {
    await Promise.all(likes.map(deleteKey));
    await bumpVersion(likeKeys.likeVersion(shardOf(postId)[0]));
  }
  await deleteKey(likeKeys.postLikeVersion(postId));
  await deleteKey(likeKeys.likeCount(postId));
}

/** Every like as post id and user id, read from the keys alone. */
export async function allLikes(): Promise<{ postId: string; userId: string }[]> {
  return (await listKeys(likeKeys.likesAll)).flatMap((key) => {
    const [, , , postId, userId] = key.split('/');
    return postId && userId ? [{ postId, userId }] : [];
  });
}

/** Restores a like (an import); its count is recounted on the next read. */
export const restoreLike = (postId: string, userId: string, at: string) => createJSON(likeKeys.like(postId, userId), { at });
export const recountLikes = (postId: string) => bumpLikes(postId);
