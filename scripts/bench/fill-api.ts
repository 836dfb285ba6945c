/** Fills the benchmark store: N published posts saved as the API saves them, and M likes. */
import type { PostRecord } from '@/shared/records';
import { writePost } from '@/server/repos/posts';
import { refreshLikeSnapshots } from '@/server/repos/like-counts';
import { refreshIndexSnapshots } from '@/server/repos/post-index';
import { likeKeys } from '@/server/repos/likes';
import { SHARDS } from '@/server/repos/shards';
import { setJSON } from '@/server/storage/store';

export async function inBatches<T>(items: T[], size: number, fn: (item: T, i: number) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map((item, k) => fn(item, i + k)));
}

export async function fillPosts(posts: PostRecord[]): Promise<void> {
  // As an import writes: the copies of the lists are rebuilt once, not updated post by post.
  await inBatches(posts, 32, (p) => writePost(p, true, 'rebuild'));
  // What the scheduled job does within a minute of the saves: the copies servers starting cold read.
  await refreshIndexSnapshots();
}

/** M likes spread over the posts, newest posts liked most, one key per (post, user) as likes are stored. */
export async function fillLikes(posts: PostRecord[], m: number): Promise<void> {
  const likes = Array.from({ length: m }, (_, i) => ({
    postId: posts[Math.floor((((i * 7919) % m) / m) * Math.min(posts.length, 2000))]!.id,
    userId: `user-${i}`,
  }));
  await inBatches(likes, 128, (l) => setJSON(likeKeys.like(l.postId, l.userId), { at: new Date().toISOString() }));
  // What setLike does after each like, once per post and once per shard here, in its order: the
  // count, then the shard's version, then the version of all likes.
  const counts = new Map<string, number>();
  for (const l of likes) counts.set(l.postId, (counts.get(l.postId) ?? 0) + 1);
  await inBatches([...counts], 128, ([postId, count]) => setJSON(likeKeys.likeCount(postId), { count }));
  await Promise.all(SHARDS.map((s) => setJSON(likeKeys.likeVersion(s), { token: `filled-${m}` })));
  await setJSON(likeKeys.likesVersion, { token: `filled-${m}` });
  await setJSON(likeKeys.countsStored, { at: new Date().toISOString() });
  // What the scheduled job does within a minute of the likes: the copies of the counts.
  await refreshLikeSnapshots();
}
