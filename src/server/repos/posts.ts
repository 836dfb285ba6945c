/**
 * Posts: one document per post plus its own index entry (see post-index.ts), so lists and search
 * never read 10,000 bodies and a save writes only keys of its own post. Likes are one key per
 * (post, user) under the post's own prefix; counts are derived from those keys and therefore exact
 * under concurrency.
 */
import { randomUUID } from 'node:crypto';
import type { IndexedPost, PostIndexEntry, PostRecord } from '@/shared/records';
import { createJSON, deleteKey, getJSON, keys, listKeys, setJSON, SHARDS, shardOf } from '../storage/blobs';
import { deleteIndexEntry, putIndexEntry, readIndexedPosts } from './post-index';

export const getPostRecord = (id: string) => getJSON<PostRecord>(keys.post(id));

/** Every post's summary with the words of its body, for lists and search. */
export const readSearchIndex = (): Promise<IndexedPost[]> => readIndexedPosts();

/** Every post's summary. */
export async function readIndex(): Promise<PostIndexEntry[]> {
  return (await readIndexedPosts()).map(({ words: _w, ...entry }) => entry);
}

/**
 * Saves the post and its index entry. `create` refuses an id already taken; because the local
 * server's "only if new" is not atomic, the record is read back so two creators of one id cannot
 * both believe they won.
 */
export async function writePost(post: PostRecord, create = false): Promise<boolean> {
  if (create) {
    if (!(await createJSON(keys.post(post.id), post))) return false;
    const stored = await getPostRecord(post.id);
    if (JSON.stringify(stored) !== JSON.stringify(post)) return false;
  } else {
    await setJSON(keys.post(post.id), post);
  }
  await putIndexEntry(post);
  return true;
}

export async function removePost(id: string): Promise<void> {
  await deleteKey(keys.post(id));
  await deleteIndexEntry(id);
  const likes = await listKeys(keys.likesOf(id));
  if (likes.length) {
    await Promise.all(likes.map(deleteKey));
    await setJSON(keys.likeVersion(shardOf(id)[0]), { token: randomUUID() });
  }
  await deleteKey(keys.postLikeVersion(id));
}

/** Counts from the post's own like keys, kept in memory until the post's like version changes. */
const countMemory = new Map<string, { token: string | null; count: number }>();

export async function likeCount(postId: string): Promise<number> {
  // The version is read before the listing, so a count is never older than the version it is kept under.
  const token = (await getJSON<{ token: string }>(keys.postLikeVersion(postId)))?.token ?? null;
  const cached = countMemory.get(postId);
  if (cached && cached.token === token) return cached.count;
  const count = (await listKeys(keys.likesOf(postId))).length;
  countMemory.set(postId, { token, count });
  return count;
}

/** Like counts of the given posts, each from its own prefix. */
export async function likeCounts(postIds: string[]): Promise<Map<string, number>> {
  return new Map(await Promise.all(postIds.map(async (id) => [id, await likeCount(id)] as const)));
}

const bumpLikes = async (postId: string) => {
  await Promise.all([
    setJSON(keys.postLikeVersion(postId), { token: randomUUID() }),
    setJSON(keys.likeVersion(shardOf(postId)[0]), { token: randomUUID() }),
  ]);
};

/** Like counts per shard, kept in memory and recounted only when the shard's version changes. */
const likeMemory = new Map<string, { token: string | null; counts: Map<string, number> }>();

async function shardLikeCounts(shard: string): Promise<Map<string, number>> {
  const token = (await getJSON<{ token: string }>(keys.likeVersion(shard)))?.token ?? null;
  const cached = likeMemory.get(shard);
  if (cached && cached.token === token) return cached.counts;
  const counts = new Map<string, number>();
  // likes/<shard>/<shard2>/<postId>/<userId>
  for (const key of await listKeys(keys.likesShard(shard))) {
    const postId = key.split('/')[3];
    if (postId) counts.set(postId, (counts.get(postId) ?? 0) + 1);
  }
  likeMemory.set(shard, { token, counts });
  return counts;
}

/** Like counts of every post, for ordering by likes and for the build. */
export async function allLikeCounts(): Promise<Map<string, number>> {
  const all = new Map<string, number>();
  for (const counts of await Promise.all(SHARDS.map(shardLikeCounts))) for (const [id, n] of counts) all.set(id, n);
  return all;
}

/** Writes or removes the like key, then the shard's version (so cached counts are recounted). */
export async function setLike(postId: string, userId: string, liked: boolean): Promise<void> {
  if (liked) await createJSON(keys.like(postId, userId), { at: new Date().toISOString() });
  else await deleteKey(keys.like(postId, userId));
  await bumpLikes(postId);
}

export async function hasLiked(postId: string, userId: string): Promise<boolean> {
  return (await getJSON(keys.like(postId, userId))) !== null;
}

/**
 * Brings a store written by an older version up to this layout: per-post index entries instead of
 * the single index documents, and likes under sharded prefixes. Runs before seeding and building;
 * a store already in this layout is left as it is.
 */
export async function migrateLegacyLayout(): Promise<string | null> {
  const legacy = await getJSON(keys.legacyPostIndex);
  const oldLikes = (await listKeys(keys.likesAll)).filter((k) => k.split('/').length === 3);
  if (!legacy && oldLikes.length === 0) return null;
  const ids = (await listKeys(keys.posts)).map((k) => k.slice(keys.posts.length));
  for (const id of ids) {
    const rec = await getPostRecord(id);
    if (rec) await putIndexEntry(rec);
  }
  for (const key of oldLikes) {
    const [, postId, userId] = key.split('/');
    if (postId && userId) await setJSON(keys.like(postId, userId), (await getJSON(key)) ?? { at: new Date().toISOString() });
    await deleteKey(key);
  }
  for (const shard of SHARDS) await setJSON(keys.likeVersion(shard), { token: randomUUID() });
  await deleteKey(keys.legacyPostIndex);
  await deleteKey(keys.legacyPostText);
  return `Migrated ${ids.length} posts and ${oldLikes.length} likes to per-post index keys.`;
}
