/**
 * Like counts of the posts on a page. A server holds counts per shard for as long as that shard's
 * like version is unchanged, so a like drops only its own shard's counts. A request reads the version
 * of all likes; only when it changed does it read the versions of its posts' shards. For a shard
 * whose version changed, the scheduled job's copy of its counts (`refreshLikeSnapshots`) is used when
 * it was taken at that version: every count in one read, which is what a server that starts cold
 * finds. Otherwise counts are read one post at a time, as asked: a post the shard's listing of
 * stored counts does not name has no likes and costs no read.
 */
import type { LikeCountSnapshot } from '@/shared/records';
import { getJSON, listKeys, listWithEtags, setJSON } from '../storage/store';
import { likeKeys } from './likes';
import { SHARDS, shardOf } from './shards';

const tokenOf = async (key: string) => (await getJSON<{ token: string }>(key))?.token ?? null;

/** One shard's counts as of its version `token`. */
interface ShardCounts {
  token: string | null;
  /** Every stored count of the shard, from the job's copy taken at `token`; null when there was none. */
  all: Map<string, number> | null;
  /** Otherwise: counts read one by one, and the posts that have a stored count at all. */
  read: Map<string, Promise<number>>;
  counted: Promise<Set<string>> | null;
}
const held = new Map<string, ShardCounts>();
/** The version of all likes last seen, and per shard the check made since. */
let checked: { token: string | null; shards: Map<string, Promise<ShardCounts>> } | null = null;

/** `read(key)` once, shared by concurrent requests; a failed read is not kept. */
function once<T>(memo: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let pending = memo.get(key);
  if (!pending) {
    const p = read();
    memo.set(key, p);
    p.catch(() => memo.get(key) === p && memo.delete(key));
    pending = p;
  }
  return pending;
}

async function snapshotAt(shard: string, token: string | null): Promise<Map<string, number> | null> {
  // The small token first: the copy itself is read only when it is of this version.
  if ((await getJSON<{ token: string | null }>(likeKeys.likeCountSnapshotToken(shard)))?.token !== token) return null;
  const copy = await getJSON<LikeCountSnapshot>(likeKeys.likeCountSnapshot(shard));
  return copy?.token === token ? new Map(Object.entries(copy.counts).map(([id, c]) => [id, c.count])) : null;
}

/** The shard's counts as of its version now (read after the version of all likes, so never older). */
async function shardCounts(shard: string): Promise<ShardCounts> {
  const token = await tokenOf(likeKeys.likeVersion(shard));
  const kept = held.get(shard);
  if (kept && kept.token === token) return kept;
  const fresh: ShardCounts = { token, all: await snapshotAt(shard, token), read: new Map(), counted: null };
  held.set(shard, fresh);
  return fresh;
}

function countIn(shard: ShardCounts, shardId: string, id: string): Promise<number> {
  if (shard.all) return Promise.resolve(shard.all.get(id) ?? 0);
  return once(shard.read, id, async () => {
    // like-count/<shard>/<shard2>/<postId>
    shard.counted ??= listKeys(likeKeys.likeCountShard(shardId)).then(
      (keys) => new Set(keys.map((key) => key.split('/').slice(3).join('/'))),
    );
    if (!(await shard.counted).has(id)) return 0;
    return (await getJSON<{ count: number }>(likeKeys.likeCount(id)))?.count ?? 0;
  });
}

/** Like counts of the given posts. */
export async function likeCounts(postIds: string[]): Promise<Map<string, number>> {
  const token = await tokenOf(likeKeys.likesVersion);
  if (!checked || checked.token !== token) checked = { token, shards: new Map() };
  const shards = checked.shards;
  return new Map(
    await Promise.all(
      postIds.map(async (id) => {
        const shardId = shardOf(id)[0];
        const shard = await once(shards, shardId, () => shardCounts(shardId));
        return [id, await countIn(shard, shardId, id)] as const;
      }),
    ),
  );
}

export const likeCount = async (postId: string): Promise<number> => (await likeCounts([postId])).get(postId) ?? 0;

/**
 * Stores a copy of each shard's counts whose like version moved since its last copy, reading only
 * the counts whose ETag changed since then. Run by the scheduled job (every minute), not by likes.
 * Answers how many copies it stored.
 */
export async function refreshLikeSnapshots(): Promise<number> {
  let stored = 0;
  for (const shard of SHARDS) {
    const token = await tokenOf(likeKeys.likeVersion(shard));
    if ((await getJSON<{ token: string | null }>(likeKeys.likeCountSnapshotToken(shard)))?.token === token) continue;
    // Listed and read after the version, so the copy is at least as new as the version it names.
    const before = (await getJSON<LikeCountSnapshot>(likeKeys.likeCountSnapshot(shard)))?.counts ?? {};
    const listed = (await listWithEtags(likeKeys.likeCountShard(shard))).map(({ key, etag }) => ({
      id: key.split('/').slice(3).join('/'),
      key,
      etag,
    }));
    const stale = listed.filter(({ id, etag }) => before[id]?.etag !== etag);
    const fresh = new Map<string, { count: number } | null>();
    for (let i = 0; i < stale.length; i += 24) {
      const part = stale.slice(i, i + 24);
      const read = await Promise.all(part.map(({ key }) => getJSON<{ count: number }>(key)));
      part.forEach(({ id }, j) => fresh.set(id, read[j] ?? null));
    }
    const counts: LikeCountSnapshot['counts'] = {};
    for (const { id, etag } of listed) {
      const count = fresh.has(id) ? fresh.get(id)?.count : before[id]?.count;
      if (count !== undefined) counts[id] = { etag, count };
    }
    await setJSON(likeKeys.likeCountSnapshot(shard), { token, counts } satisfies LikeCountSnapshot);
    await setJSON(likeKeys.likeCountSnapshotToken(shard), { token });
    stored++;
  }
  return stored;
}

/** Drops what this server holds, as a server that starts cold has nothing (tests). */
export function forgetLikeMemory(): void {
  held.clear();
  checked = null;
}
