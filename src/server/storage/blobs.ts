/**
 * The only module that talks to Netlify Blobs. Records are JSON documents under key prefixes of one
 * "data" store; uploaded images are binary blobs in the "images" store.
 */
import { createHash } from 'node:crypto';
import { getStore, setEnvironmentContext, type Store } from '@netlify/blobs';
import { HttpError } from '../errors';

/** Netlify builds have no Blobs context of their own: BLOBS_SITE_ID + BLOBS_TOKEN supply one. */
function open(name: string): Store {
  const siteID = process.env.BLOBS_SITE_ID,
    token = process.env.BLOBS_TOKEN;
  return siteID && token && !process.env.NETLIFY_BLOBS_CONTEXT
    ? getStore({ name, consistency: 'strong', siteID, token })
    : getStore({ name, consistency: 'strong' });
}
/**
 * Classic functions receive their Blobs context on the event instead of the environment.
 * (`connectLambda` drops the uncached URL, which strong consistency needs, so it is read here.)
 */
export function connectBlobs(event: { blobs?: string; headers: Record<string, string | undefined> }): void {
  if (!event.blobs) return;
  const ctx = JSON.parse(Buffer.from(event.blobs, 'base64').toString('utf8')) as {
    url: string;
    url_uncached?: string;
    token: string;
    primary_region?: string;
  };
  setEnvironmentContext({
    deployID: event.headers['x-nf-deploy-id'],
    siteID: event.headers['x-nf-site-id'],
    edgeURL: ctx.url,
    uncachedEdgeURL: ctx.url_uncached ?? ctx.url,
    token: ctx.token,
    primaryRegion: ctx.primary_region,
  });
}

/**
 * Keys are built from ids that may come from a request body. A key with an empty, `.` or `..`
 * segment, a control or bidi character, or more bytes than Blobs allows names no record: reads
 * find nothing and writes are refused, so an odd id can neither reach another key nor fail as a 500.
 */
const KEY_MAX_BYTES = 600;
// Control characters, bidi marks and backslashes.
const UNSAFE_CHAR = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069\\]/u;
export function isSafeKey(key: string, prefix = false): boolean {
  if (!key || Buffer.byteLength(key) > KEY_MAX_BYTES || UNSAFE_CHAR.test(key)) return false;
  const segments = key.split('/');
  if (prefix && segments.at(-1) === '') segments.pop();
  return segments.every((s) => s !== '' && s !== '.' && s !== '..');
}
function writableKey(key: string): string {
  if (!isSafeKey(key)) throw new HttpError(400, 'That id is not valid.', 'INVALID_ID');
  return key;
}

const data = (): Store => open('data');
const images = (): Store => open('images');

export async function getJSON<T>(key: string): Promise<T | null> {
  if (!isSafeKey(key)) return null;
  return ((await data().get(key, { type: 'json' })) as T | null) ?? null;
}

export async function getJSONWithEtag<T>(key: string): Promise<{ value: T; etag: string } | null> {
  if (!isSafeKey(key)) return null;
  const res = await data().getWithMetadata(key, { type: 'json' });
  return res ? { value: res.data as T, etag: res.etag ?? '' } : null;
}

export async function setJSON(key: string, value: unknown): Promise<void> {
  await data().setJSON(writableKey(key), value);
}

/** Writes only when the key does not exist yet; false when someone else holds it. */
export async function createJSON(key: string, value: unknown): Promise<boolean> {
  const res = await data().setJSON(writableKey(key), value, { onlyIfNew: true });
  return res.modified && Boolean(res.etag);
}

/** Read-modify-write with ETag preconditions, retried on conflict. `fn` returns the new value. */
export async function updateJSON<T>(key: string, fn: (current: T | null) => T, attempts = 10): Promise<T> {
  writableKey(key);
  for (let i = 0; i < attempts; i++) {
    const cur = await getJSONWithEtag<T>(key);
    const next = fn(cur?.value ?? null);
    const res = cur
      ? await data().setJSON(key, next, { onlyIfMatch: cur.etag })
      : await data().setJSON(key, next, { onlyIfNew: true });
    if (res.modified && res.etag) return next;
    await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (i + 1)));
  }
  throw new Error(`Could not update ${key}: too many concurrent writers`);
}

export async function deleteKey(key: string): Promise<void> {
  await data().delete(writableKey(key));
}

export async function listKeys(prefix: string): Promise<string[]> {
  const out: string[] = [];
  if (!isSafeKey(prefix, true)) return out;
  for await (const page of data().list({ prefix, paginate: true })) {
    for (const b of page.blobs) out.push(b.key);
  }
  return out;
}

/** Keys under a prefix with their ETags, which change whenever a key is written. */
export async function listWithEtags(prefix: string): Promise<{ key: string; etag: string }[]> {
  const out: { key: string; etag: string }[] = [];
  for await (const page of data().list({ prefix, paginate: true })) {
    for (const b of page.blobs) out.push({ key: b.key, etag: b.etag });
  }
  return out;
}

/** Reads many documents with bounded parallelism; missing ones are skipped. */
export async function getMany<T>(keys: string[], concurrency = 24): Promise<T[]> {
  const out: (T | null)[] = new Array(keys.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const i = next++;
      out[i] = await getJSON<T>(keys[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, keys.length) }, worker));
  return out.filter((v): v is T => v !== null);
}

export async function putImage(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await images().set(writableKey(key), new Blob([bytes as BlobPart], { type: contentType }), {
    metadata: { contentType, size: bytes.byteLength },
  });
}

/** The image as a stream, so a large one is never held whole in memory; `size` when it was recorded. */
export async function streamImage(
  key: string,
): Promise<{ body: ReadableStream<Uint8Array>; contentType: string; size?: number } | null> {
  if (!isSafeKey(key)) return null;
  const res = await images().getWithMetadata(key, { type: 'stream' });
  if (!res) return null;
  const size = Number(res.metadata?.size);
  return {
    body: res.data as ReadableStream<Uint8Array>,
    contentType: String(res.metadata?.contentType ?? 'application/octet-stream'),
    ...(Number.isSafeInteger(size) && size >= 0 ? { size } : {}),
  };
}

export async function deleteImage(key: string): Promise<boolean> {
  if (!isSafeKey(key)) return false;
  const exists = await images().getMetadata(key);
  if (!exists) return false;
  await images().delete(key);
  return true;
}

/** Hex digits of a hash of an id: spreads keys over folders so no folder grows with the site. */
export function shardOf(id: string): [string, string] {
  const hex = createHash('sha1').update(id).digest('hex');
  return [hex.slice(0, 1), hex.slice(1, 2)];
}

/** The 16 shards the post index and like counts are split into. */
export const SHARDS = Array.from({ length: 16 }, (_, i) => i.toString(16));

/** Key names, in one place. */
export const keys = {
  post: (id: string) => `posts/${id}`,
  posts: 'posts/',
  /** Each post's own index entry (summary and search words), so writers never share a key. */
  postIndexEntry: (id: string) => `post-index/${shardOf(id)[0]}/${id}`,
  postIndexShard: (shard: string) => `post-index/${shard}/`,
  /** Rewritten after every change to a shard's entries, so readers know when their copy is stale. */
  postIndexVersion: (shard: string) => `post-index-version/${shard}`,
  /** A reader's compacted copy of one shard, so a cold reader does not read every entry. */
  postIndexSnapshot: (shard: string) => `post-index-snapshot/${shard}`,
  /** The single-document indexes of older stores, replaced by the per-post entries on migration. */
  legacyPostIndex: 'index/posts',
  legacyPostText: 'index/post-text',
  like: (postId: string, userId: string) => `likes/${shardOf(postId).join('/')}/${postId}/${userId}`,
  likesOf: (postId: string) => `likes/${shardOf(postId).join('/')}/${postId}/`,
  likesShard: (shard: string) => `likes/${shard}/`,
  likesAll: 'likes/',
  likeVersion: (shard: string) => `like-version/${shard}`,
  /** Rewritten after every like or unlike of the post, so a cached count knows when to recount. */
  postLikeVersion: (postId: string) => `like-version-post/${shardOf(postId).join('/')}/${postId}`,
  category: (id: string) => `categories/${id}`,
  categories: 'categories/',
  author: (id: string) => `authors/${id}`,
  authors: 'authors/',
  tag: (id: string) => `tags/${id}`,
  tags: 'tags/',
  page: (id: string) => `pages/${id}`,
  pages: 'pages/',
  snippet: (id: string) => `snippets/${id}`,
  snippets: 'snippets/',
  comment: (postId: string, id: string) => `comments/${postId}/${id}`,
  commentsOf: (postId: string) => `comments/${postId}/`,
  commentsAll: 'comments/',
  commentPost: (id: string) => `comment-post/${id}`,
  user: (id: string) => `users/${id}`,
  users: 'users/',
  userByEmail: (emailHash: string) => `user-email/${emailHash}`,
  subscriber: (id: string) => `subscribers/${id}`,
  subscribers: 'subscribers/',
  message: (id: string) => `messages/${id}`,
  messages: 'messages/',
  settings: 'settings',
  hits: (bucket: string) => `ratelimit/${bucket}/`,
  hit: (bucket: string, id: string) => `ratelimit/${bucket}/${id}`,
  loginFailures: (emailHash: string) => `login-fail/${emailHash}/`,
  loginFailure: (emailHash: string, id: string) => `login-fail/${emailHash}/${id}`,
  jwtSecret: 'meta/jwt-secret',
  buildStatus: 'meta/build',
  seeded: 'meta/seeded',
  snippetsSeeded: 'meta/seeded-snippets',
  aiSummary: (postId: string) => `ai-summary/${postId}`,
  aiChatDay: (day: string) => `ai-chat/${day}/`,
  aiChat: (sessionId: string) => `ai-chat/${sessionId.slice(0, 8)}/${sessionId}/meta`,
  aiChatTurns: (sessionId: string) => `ai-chat/${sessionId.slice(0, 8)}/${sessionId}/turns/`,
  aiChatTurn: (sessionId: string, id: string) => `ai-chat/${sessionId.slice(0, 8)}/${sessionId}/turns/${id}`,
  aiCalls: (day: string) => `ai-budget/${day}/`,
  aiCall: (day: string, id: string) => `ai-budget/${day}/${id}`,
} as const;
