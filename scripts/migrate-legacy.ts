/**
 * Brings a store written by an older version up to this layout: per-post index entries instead of
 * the single index documents, likes under sharded prefixes, and a stored count for every liked post
 * (a post without one reads as unliked). scripts/seed.ts runs it on every seed, where it costs two
 * reads once done; `npm run migrate:legacy` runs it on the local sandbox by hand.
 */
import { pathToFileURL } from 'node:url';
import { putIndexEntry } from '@/server/repos/post-index';
import { getPostRecord, postKeys } from '@/server/repos/posts';
import { likeKeys, storeMissingCounts } from '@/server/repos/likes';
import { SHARDS } from '@/server/repos/shards';
import { deleteKey, getJSON, listKeys, setJSON } from '@/server/storage/store';
import { bumpVersion } from '@/server/storage/versioned-cache';
import { attachLocalBlobs } from './blobs-env.mjs';

/** The single-document indexes of older stores. */
export const legacyKeys = {
  legacyPostIndex: 'index/posts',
  legacyPostText: 'index/post-text',
};

/** One read: every older store has the index document, and migrating removes it. */
export const hasLegacyLayout = async (): Promise<boolean> => (await getJSON(legacyKeys.legacyPostIndex)) !== null;

/** Null when the store is already in this layout. */
export async function migrateLegacyLayout(): Promise<string | null> {
  const moved = (await hasLegacyLayout()) ? await migrateSingleDocuments() : null;
  const counted = await storeMissingCounts(moved !== null);
  const notes = [
    moved,
    counted ? `Stored the like counts of ${counted} post${counted === 1 ? '' : 's'} liked before counts were stored.` : null,
  ];
  return notes.some(Boolean) ? notes.filter(Boolean).join(' ') : null;
}

async function migrateSingleDocuments(): Promise<string> {
  const oldLikes = (await listKeys(likeKeys.likesAll)).filter((k) => k.split('/').length === 3);
  const ids = (await listKeys(postKeys.posts)).map((k) => k.slice(postKeys.posts.length));
  for (const id of ids) {
    const rec = await getPostRecord(id);
    if (rec) await putIndexEntry(rec);
  }
  for (const key of oldLikes) {
    const [, postId, userId] = key.split('/');
    if (postId && userId) await setJSON(likeKeys.like(postId, userId), (await getJSON(key)) ?? { at: new Date().toISOString() });
    await deleteKey(key);
  }
  for (const shard of SHARDS) await bumpVersion(likeKeys.likeVersion(shard));
  await deleteKey(legacyKeys.legacyPostIndex);
  await deleteKey(legacyKeys.legacyPostText);
  return `Migrated ${ids.length} posts and ${oldLikes.length} likes to per-post index keys.`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = process.env.NETLIFY_BLOBS_CONTEXT ? null : await attachLocalBlobs();
  try {
    console.log((await migrateLegacyLayout()) ?? 'The store is already in the current layout.');
  } finally {
    await server?.stop();
  }
}
