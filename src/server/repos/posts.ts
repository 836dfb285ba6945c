/**
 * Posts: one document per post plus its own index entry (see post-index.ts), so lists and search
 * never read 10,000 bodies and a save writes only keys of its own post. Likes live in likes.ts.
 */
import type { PostIndexEntry, PostRecord } from '@/shared/records';
import { createJSON, deleteKey, getJSON, getMany, listKeys, setJSON } from '../storage/store';
import { removeLikesOf } from './likes';
import { markCopiesBroken, markSaving } from './list-copies';
import { updateListCopies } from './list-copy-updates';
import { deleteIndexEntry, indexEntryOf, putIndexEntry, readIndexEntry, readIndexedPosts } from './post-index';

export const postKeys = {
  post: (id: string) => `posts/${id}`,
  posts: 'posts/',
};

export const getPostRecord = (id: string) => getJSON<PostRecord>(postKeys.post(id));

/** Whole records of the given posts; missing ones are skipped. */
export const getPostRecords = (ids: string[]) => getMany<PostRecord>(ids.map(postKeys.post));

/** Every post's summary. */
export async function readIndex(): Promise<PostIndexEntry[]> {
  return (await readIndexedPosts()).map(({ words: _w, ...entry }) => entry);
}

/**
 * Saves the post, its index entry and the copies of the lists it changes (list-copy-updates.ts),
 * under a mark that tells readers of the copies a save is under way; `create` refuses an id
 * already taken (false). Bulk writers (an import, a benchmark's fill) pass `copies: 'rebuild'`:
 * the copies are marked for the job to rebuild once instead of being updated post by post.
 */
export async function writePost(post: PostRecord, create = false, copies: 'update' | 'rebuild' = 'update'): Promise<boolean> {
  if (copies === 'rebuild') await markCopiesBroken();
  const release = copies === 'update' ? await markSaving() : async () => {};
  try {
    const before = create || copies === 'rebuild' ? null : await readIndexEntry(post.id);
    if (create) {
      if (!(await createJSON(postKeys.post(post.id), post))) return false;
    } else {
      await setJSON(postKeys.post(post.id), post);
    }
    await putIndexEntry(post);
    if (copies === 'update') await updateListCopies(before, indexEntryOf(post));
    return true;
  } finally {
    await release();
  }
}

export async function removePost(id: string): Promise<void> {
  const release = await markSaving();
  try {
    const before = await readIndexEntry(id);
    await deleteKey(postKeys.post(id));
    await deleteIndexEntry(id);
    await updateListCopies(before, null);
  } finally {
    await release();
  }
  await removeLikesOf(id);
}

/** Every post's id, in key order. */
export const allPostIds = async (): Promise<string[]> =>
  (await listKeys(postKeys.posts)).map((k) => k.slice(postKeys.posts.length));
