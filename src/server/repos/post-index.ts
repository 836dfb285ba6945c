/**
 * The post index: one key per post (`post-index/<shard>/<id>`) holding its summary and the words of
 * its body, so a save writes only its own keys and concurrent saves cannot lose each other's entries
 * (the local Blobs server's conditional writes are not atomic). Each of the 16 shards has a version
 * key that writers rewrite after changing an entry; a reader keeps the shards in memory and re-reads
 * only a shard whose version changed, and within it only the entries whose ETag changed. A request
 * therefore reads 16 small version keys, not the whole index, and a save touches one shard.
 */
import { randomUUID } from 'node:crypto';
import type { IndexedPost, PostIndexSnapshot, PostRecord } from '@/shared/records';
import { htmlToText } from '@/lib/text';
import { deleteKey, getJSON, keys, listWithEtags, setJSON, SHARDS, shardOf } from '../storage/blobs';

interface Shard {
  token: string | null;
  entries: Map<string, { etag: string; entry: IndexedPost }>;
}

const memory = new Map<string, Shard>();
const loading = new Map<string, Promise<Shard>>();

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
  return { ...entry, words: bodyWords(content) };
}

const bump = (shard: string) => setJSON(keys.postIndexVersion(shard), { token: randomUUID() });

/** Writes the post's own entry, then the shard's version (in that order: a reader that sees the new version sees the entry). */
export async function putIndexEntry(p: PostRecord): Promise<void> {
  await setJSON(keys.postIndexEntry(p.id), indexEntryOf(p));
  await bump(shardOf(p.id)[0]);
}

export async function deleteIndexEntry(id: string): Promise<void> {
  await deleteKey(keys.postIndexEntry(id));
  await bump(shardOf(id)[0]);
}

async function readEntries(
  list: { id: string; key: string; etag: string }[],
): Promise<{ id: string; etag: string; entry: IndexedPost | null }[]> {
  const out: { id: string; etag: string; entry: IndexedPost | null }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const item = list[next++]!;
      out.push({ id: item.id, etag: item.etag, entry: await getJSON<IndexedPost>(item.key) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(24, list.length) }, worker));
  return out;
}

async function rebuild(shard: string, token: string | null): Promise<Shard> {
  let base = memory.get(shard);
  if (!base) {
    const snap = await getJSON<PostIndexSnapshot>(keys.postIndexSnapshot(shard));
    if (snap) base = { token: snap.token, entries: new Map(Object.entries(snap.entries)) };
    if (base && base.token === token) return base;
  }
  // The version was read before this listing, so the listing holds every entry that version covers.
  const prefix = keys.postIndexShard(shard);
  const entries: Shard['entries'] = new Map();
  const stale: { id: string; key: string; etag: string }[] = [];
  for (const { key, etag } of await listWithEtags(prefix)) {
    const id = key.slice(prefix.length);
    const known = base?.entries.get(id);
    if (known && known.etag === etag) entries.set(id, known);
    else stale.push({ id, key, etag });
  }
  for (const { id, etag, entry } of await readEntries(stale)) if (entry) entries.set(id, { etag, entry });
  const fresh = { token, entries };
  if (token !== null)
    await setJSON(keys.postIndexSnapshot(shard), { token, entries: Object.fromEntries(entries) } satisfies PostIndexSnapshot);
  return fresh;
}

async function loadShard(shard: string): Promise<Shard> {
  const token = (await getJSON<{ token: string }>(keys.postIndexVersion(shard)))?.token ?? null;
  const cached = memory.get(shard);
  if (cached && cached.token === token) return cached;
  const key = `${shard}:${token}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = rebuild(shard, token)
      .then((s) => {
        memory.set(shard, s);
        return s;
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Every post's index entry, current as of this call. */
export async function readIndexedPosts(): Promise<IndexedPost[]> {
  const shards = await Promise.all(SHARDS.map(loadShard));
  return shards.flatMap((s) => [...s.entries.values()].map((e) => e.entry));
}

/** Drops the in-memory shards, as a fresh server instance starts (tests use it to read as a new reader). */
export function forgetIndexMemory(): void {
  memory.clear();
}
