/**
 * Posts: one document per post, plus an index of summaries and a text index maintained on write,
 * so lists and search never read 10,000 bodies. Likes are one key per (post, user); counts are
 * derived from those keys and therefore exact under concurrency.
 */
import type { PostIndex, PostIndexEntry, PostRecord, PostTextIndex } from '@/shared/records';
import { htmlToText } from '@/lib/text';
import { createJSON, deleteKey, getJSON, keys, listKeys, setJSON, updateJSON } from '../storage/blobs';

export const getPostRecord = (id: string) => getJSON<PostRecord>(keys.post(id));

export async function readIndex(): Promise<PostIndexEntry[]> {
  return (await getJSON<PostIndex>(keys.postIndex))?.items ?? [];
}

export async function readTextIndex(): Promise<Record<string, string>> {
  return (await getJSON<PostTextIndex>(keys.postText))?.text ?? {};
}

function entryOf(p: PostRecord): PostIndexEntry {
  const { content: _c, history: _h, ...entry } = p;
  return entry;
}

/** Saves the post and brings both indexes up to date. `create` refuses an id already taken. */
export async function writePost(post: PostRecord, create = false): Promise<boolean> {
  if (create) {
    if (!(await createJSON(keys.post(post.id), post))) return false;
  } else {
    await setJSON(keys.post(post.id), post);
  }
  await updateJSON<PostIndex>(keys.postIndex, (idx) => ({ items: [...(idx?.items ?? []).filter((e) => e.id !== post.id), entryOf(post)] }));
  await updateJSON<PostTextIndex>(keys.postText, (idx) => ({ text: { ...(idx?.text ?? {}), [post.id]: htmlToText(post.content).toLowerCase() } }));
  return true;
}

export async function removePost(id: string): Promise<void> {
  await deleteKey(keys.post(id));
  await updateJSON<PostIndex>(keys.postIndex, (idx) => ({ items: (idx?.items ?? []).filter((e) => e.id !== id) }));
  await updateJSON<PostTextIndex>(keys.postText, (idx) => {
    const text = { ...(idx?.text ?? {}) };
    delete text[id];
    return { text };
  });
  await Promise.all((await listKeys(keys.likesOf(id))).map(deleteKey));
}

export async function likeCount(postId: string): Promise<number> {
  return (await listKeys(keys.likesOf(postId))).length;
}

/** Like counts of every post, from one listing. */
export async function allLikeCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const key of await listKeys(keys.likesAll)) {
    const postId = key.split('/')[1]!;
    counts.set(postId, (counts.get(postId) ?? 0) + 1);
  }
  return counts;
}

export async function setLike(postId: string, userId: string, liked: boolean): Promise<void> {
  if (liked) await createJSON(keys.like(postId, userId), { at: new Date().toISOString() });
  else await deleteKey(keys.like(postId, userId));
}

export async function hasLiked(postId: string, userId: string): Promise<boolean> {
  return (await getJSON(keys.like(postId, userId))) !== null;
}
