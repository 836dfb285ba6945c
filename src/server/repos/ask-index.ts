/**
 * The Ask the archive index: each published post's passages with their embeddings, in 16 shard
 * documents by a hash of the post id (`ask-index/<shard>`), each recording the model and dimensions
 * its vectors were made with, since vectors of different models cannot be compared. Only the
 * every-minute job and `npm run ai:reindex` write it (conditional writes, so the two never lose each
 * other's work); each write bumps the shard's version key, then the whole index's, and a server
 * keeps the shards in memory as one matrix each: a question reads one small key while nothing
 * changed, and reloads only the shards whose version moved.
 */
import { getJSON, updateJSON } from '../storage/store';
import { bumpVersion, versionedCache } from '../storage/versioned-cache';
import { SHARDS, shardOf } from './shards';

/** Who may read a passage. Only public text is indexed today; members' text will carry its tiers. */
export type PassageAccess = 'public';

export interface StoredPassage {
  anchor: string;
  section: string;
  text: string;
  /** The unit vector, as the bytes of a Float32Array in base64. */
  vector: string;
}

export interface IndexedArticle {
  /** What the passages were made from (see `stampOf`): a different stamp means they are stale. */
  stamp: string;
  title: string;
  access: PassageAccess;
  passages: StoredPassage[];
}

export interface AskShardDoc {
  model: string;
  dims: number;
  posts: Record<string, IndexedArticle>;
}

/** A passage as retrieval holds it; its vector is row `row` of the shard's matrix. */
export interface PassageRef {
  postId: string;
  title: string;
  anchor: string;
  section: string;
  text: string;
  access: PassageAccess;
}

export interface LoadedShard {
  model: string;
  dims: number;
  stamps: Map<string, string>;
  refs: PassageRef[];
  /** `refs.length` rows of `dims` floats. */
  matrix: Float32Array;
}

/** 16 shards, as the post index: a cold server reads few documents, each a few MB at 20,000 passages. */
export const ASK_SHARDS = SHARDS;
export const askShardOf = (postId: string) => shardOf(postId)[0];

const keys = {
  shard: (shard: string) => `ask-index/${shard}`,
  version: (shard: string) => `ask-index-version/${shard}`,
  /** Rewritten after any shard's version, so a question costs one small read while nothing changed. */
  allVersion: 'ask-index-version/all',
};

export const encodeVector = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64');

/** The stored vector back, copied so its bytes need not be aligned; empty when it is not whole floats. */
export function decodeVector(stored: string): Float32Array {
  const bytes = Buffer.from(stored, 'base64');
  if (bytes.length % 4 !== 0) return new Float32Array(0);
  const copy = new Uint8Array(bytes);
  return new Float32Array(copy.buffer);
}

function decode(doc: AskShardDoc | null): LoadedShard {
  const refs: PassageRef[] = [];
  const stamps = new Map<string, string>();
  const dims = doc?.dims ?? 0;
  const entries = Object.entries(doc?.posts ?? {});
  const matrix = new Float32Array(entries.reduce((n, [, a]) => n + a.passages.length, 0) * dims);
  for (const [postId, article] of entries) {
    stamps.set(postId, article.stamp);
    for (const p of article.passages) {
      const vector = decodeVector(p.vector);
      // A vector of another size cannot be compared; the post is re-embedded when it next changes.
      if (vector.length !== dims) continue;
      matrix.set(vector, refs.length * dims);
      refs.push({ postId, title: article.title, anchor: p.anchor, section: p.section, text: p.text, access: article.access });
    }
  }
  return { model: doc?.model ?? '', dims, stamps, refs, matrix };
}

const cache = versionedCache<LoadedShard>(keys.version, async (shard) => decode(await getJSON<AskShardDoc>(keys.shard(shard))));

/** The shard as held in memory, current as of this call. */
export const readAskShard = (shard: string): Promise<LoadedShard> => cache.get(shard);

let assembled: { token: string; shards: LoadedShard[] } | null = null;

/** Every shard, in memory: the same objects for as long as the index's version does not change. */
export async function readAskShards(): Promise<LoadedShard[]> {
  // Read before the shards, so the shards kept under it are at least as new as it says.
  const token = (await getJSON<{ token: string }>(keys.allVersion))?.token ?? null;
  if (token !== null && assembled?.token === token) return assembled.shards;
  const shards = await Promise.all(ASK_SHARDS.map(readAskShard));
  if (token !== null) assembled = { token, shards };
  return shards;
}

/**
 * Rewrites one shard with `fn` (given the stored document, or an empty one for `model`), then its
 * version. A shard made with another model or size starts empty: its vectors would not compare.
 */
export async function updateAskShard(
  shard: string,
  model: string,
  dims: number,
  fn: (posts: Record<string, IndexedArticle>) => void,
): Promise<void> {
  await updateJSON<AskShardDoc>(keys.shard(shard), (cur) => {
    const doc: AskShardDoc = cur && cur.model === model && cur.dims === dims ? cur : { model, dims, posts: {} };
    fn(doc.posts);
    return doc;
  });
  await bumpVersion(keys.version(shard));
  await bumpVersion(keys.allVersion);
}

/** Tests: read the store again as a fresh server would. */
export function forgetAskIndexMemory(): void {
  assembled = null;
  cache.forget();
}
