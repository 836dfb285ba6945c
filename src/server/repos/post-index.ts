/**
 * The post index: one key per post (`post-index/<shard>/<id>`) holding its summary and the words of
 * its body, so a save writes only its own keys and concurrent saves never contend for one key. Each
 * of the 16 shards has a version key that writers rewrite after changing an entry, and then one
 * version key for the whole index; a reader keeps the shards in memory and, when the index version
 * changed, re-reads only a shard whose version changed, and within it only the entries whose ETag
 * changed. A request therefore reads one small version key while nothing changed, not the whole
 * index, and a save touches one shard.
 * The scheduled job stores a compacted copy of each shard that changed (`refreshIndexSnapshots`),
 * so a server that starts cold reads 16 documents and then only the entries changed since, instead
 * of every entry; saves do not pay for it, and reads never write.
 */
import type { IndexedPost, PostIndexSnapshot, PostRecord } from '@/shared/records';
import { htmlToText } from '@/lib/text';
import { previewOf } from '@/shared/members';
import { deleteKey, getJSON, getMany, listWithEtags, setJSON } from '../storage/store';
import { bumpVersion, versionedCache } from '../storage/versioned-cache';
import { SHARDS, shardOf } from './shards';

export const indexKeys = {
  /** Each post's own index entry (summary and search words), so writers never share a key. */
  postIndexEntry: (id: string) => `post-index/${shardOf(id)[0]}/${id}`,
  postIndexShard: (shard: string) => `post-index/${shard}/`,
  /** Rewritten after every change to a shard's entries, so readers know when their copy is stale. */
  postIndexVersion: (shard: string) => `post-index-version/${shard}`,
  /** Rewritten after any shard's version, so a reader learns from one read whether any shard changed. */
  postIndexAllVersion: 'post-index-version/all',
  /** The shard's entries as of a version, for readers that start cold. */
  postIndexSnapshot: (shard: string) => `post-index-snapshot/${shard}`,
  /** The version the stored snapshot was taken at, small, so the job can tell which shards changed since. */
  postIndexSnapshotToken: (shard: string) => `post-index-snapshot-token/${shard}`,
};

/** Entries of one shard by post id, with the ETag each was read at. */
export type Shard = Map<string, { etag: string; entry: IndexedPost }>;

/** Lower-cased words of a text, split on anything that is not a letter or digit. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The distinct words of the body, space-delimited on both ends so a word prefix is found with `includes(' ' + w)`. */
function bodyWords(html: string): string {
  return ` ${[...new Set(wordsOf(htmlToText(html)))].join(' ')} `;
}

export function indexEntryOf(p: PostRecord): IndexedPost {
  const { content, history: _h, ...entry } = p;
  // A gated post is found by its preview's words only, so a search cannot reveal what follows the divider.
  return { ...entry, words: bodyWords(previewOf(p)) };
}

/** A cold reader's starting point: the stored snapshot, which is all it needs when its version is current. */
async function readSnapshot(shard: string, token: string | null): Promise<{ entries: Shard; current: boolean } | null> {
  const snap = await getJSON<PostIndexSnapshot>(indexKeys.postIndexSnapshot(shard));
  return snap ? { entries: new Map(Object.entries(snap.entries)), current: snap.token === token } : null;
}

/** Lists the shard and reads only the entries that are new or whose ETag changed since `previous`. */
async function loadShard(shard: string, previous: Shard | undefined, token: string | null): Promise<Shard> {
  if (!previous) {
    const snap = await readSnapshot(shard, token);
    if (snap?.current) return snap.entries;
    previous = snap?.entries;
  }
  // The version was read before this listing, so the listing holds every entry that version covers.
  const prefix = indexKeys.postIndexShard(shard);
  const entries: Shard = new Map();
  const stale = new Map<string, { key: string; etag: string }>();
  for (const { key, etag } of await listWithEtags(prefix)) {
    const id = key.slice(prefix.length);
    const known = previous?.get(id);
    if (known && known.etag === etag) entries.set(id, known);
    else stale.set(id, { key, etag });
  }
  const read = await getMany<IndexedPost>([...stale.values()].map((s) => s.key));
  for (const entry of read) {
    const etag = stale.get(entry.id)?.etag;
    if (etag !== undefined) entries.set(entry.id, { etag, entry });
  }
  return entries;
}

const shards = versionedCache<Shard>(indexKeys.postIndexVersion, loadShard);

/**
 * Stores a compacted copy of each shard whose version moved since its last copy, then the version it
 * was taken at. Run by the scheduled job (every minute), not by saves: a stale copy still saves a
 * cold reader most reads, as it then reads only the entries changed since. Answers how many it stored.
 */
export async function refreshIndexSnapshots(): Promise<number> {
  let stored = 0;
  for (const shard of SHARDS) {
    const { token, value } = await shards.current(shard);
    const taken = await getJSON<{ token: string | null }>(indexKeys.postIndexSnapshotToken(shard));
    if (taken && taken.token === token) continue;
    await setJSON(indexKeys.postIndexSnapshot(shard), { token, entries: Object.fromEntries(value) } satisfies PostIndexSnapshot);
    await setJSON(indexKeys.postIndexSnapshotToken(shard), { token });
    stored++;
  }
  return stored;
}

/** The shard's version, then the whole index's: a reader that sees the new index version sees the new shard version. */
async function bumpIndexVersions(shard: string): Promise<void> {
  await bumpVersion(indexKeys.postIndexVersion(shard));
  await bumpVersion(indexKeys.postIndexAllVersion);
}

/** Writes the post's own entry, then the versions (in that order: a reader that sees a new version sees the entry). */
export async function putIndexEntry(p: PostRecord): Promise<void> {
  const shard = shardOf(p.id)[0];
  await setJSON(indexKeys.postIndexEntry(p.id), indexEntryOf(p));
  await bumpIndexVersions(shard);
}

export async function deleteIndexEntry(id: string): Promise<void> {
  const shard = shardOf(id)[0];
  await deleteKey(indexKeys.postIndexEntry(id));
  await bumpIndexVersions(shard);
}

/** The version of the whole index now: any save changes it; null for a store written before there was one. */
export const readIndexToken = async (): Promise<string | null> =>
  (await getJSON<{ token: string }>(indexKeys.postIndexAllVersion))?.token ?? null;

interface Assembled {
  token: string;
  shards: Shard[];
}
let assembled: Assembled | null = null;
const assembling = new Map<string, Promise<Shard[]>>();

/**
 * The shards as held in memory: the same objects for as long as the index version does not change.
 * The index version is read before the shards, so the shards kept under it are at least as new as
 * it says. A store without an index version (written before there was one) is checked shard by shard.
 */
export async function readIndexShards(): Promise<Shard[]> {
  const token = await readIndexToken();
  if (token === null) return Promise.all(SHARDS.map(shards.get));
  if (assembled?.token === token) return assembled.shards;
  let pending = assembling.get(token);
  if (!pending) {
    pending = Promise.all(SHARDS.map(shards.get))
      .then((loaded) => {
        assembled = { token, shards: loaded };
        return loaded;
      })
      .finally(() => assembling.delete(token));
    assembling.set(token, pending);
  }
  return pending;
}

/** One post's index entry as stored now, or null. */
export const readIndexEntry = (id: string): Promise<IndexedPost | null> => getJSON<IndexedPost>(indexKeys.postIndexEntry(id));

/** The index entries of `ids` as stored now (missing ones skipped): what a cold reader reads for a few posts. */
export const readIndexEntries = (ids: string[]): Promise<IndexedPost[]> =>
  getMany<IndexedPost>(ids.map(indexKeys.postIndexEntry));

/** True once this server holds the index in memory; from then on keeping it current costs little. */
export const indexInMemory = (): boolean => assembled !== null;

/** Every post's index entry, current as of this call. */
export async function readIndexedPosts(): Promise<IndexedPost[]> {
  return (await readIndexShards()).flatMap((s) => [...s.values()].map((e) => e.entry));
}

/** Drops the in-memory shards, as a fresh server instance starts (tests use it to read as a new reader). */
export function forgetIndexMemory(): void {
  assembled = null;
  shards.forget();
}
