/**
 * The only module that talks to Netlify Blobs. Records are JSON documents under key prefixes of one
 * "data" store; uploaded images are binary blobs in the "images" store.
 */
import { getStore, setEnvironmentContext, type Store } from '@netlify/blobs';

/** Netlify builds have no Blobs context of their own: BLOBS_SITE_ID + BLOBS_TOKEN supply one. */
function open(name: string): Store {
  const siteID = process.env.BLOBS_SITE_ID, token = process.env.BLOBS_TOKEN;
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
  const ctx = JSON.parse(Buffer.from(event.blobs, 'base64').toString('utf8')) as { url: string; url_uncached?: string; token: string; primary_region?: string };
  setEnvironmentContext({
    deployID: event.headers['x-nf-deploy-id'],
    siteID: event.headers['x-nf-site-id'],
    edgeURL: ctx.url,
    uncachedEdgeURL: ctx.url_uncached ?? ctx.url,
    token: ctx.token,
    primaryRegion: ctx.primary_region,
  });
}

const data = (): Store => open('data');
const images = (): Store => open('images');

export async function getJSON<T>(key: string): Promise<T | null> {
  return ((await data().get(key, { type: 'json' })) as T | null) ?? null;
}

export async function getJSONWithEtag<T>(key: string): Promise<{ value: T; etag: string } | null> {
  const res = await data().getWithMetadata(key, { type: 'json' });
  return res ? { value: res.data as T, etag: res.etag ?? '' } : null;
}

export async function setJSON(key: string, value: unknown): Promise<void> {
  await data().setJSON(key, value);
}

/** Writes only when the key does not exist yet; false when someone else holds it. */
export async function createJSON(key: string, value: unknown): Promise<boolean> {
  const res = await data().setJSON(key, value, { onlyIfNew: true });
  return res.modified && Boolean(res.etag);
}

/** Read-modify-write with ETag preconditions, retried on conflict. `fn` returns the new value. */
export async function updateJSON<T>(key: string, fn: (current: T | null) => T, attempts = 10): Promise<T> {
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
  await data().delete(key);
}

export async function listKeys(prefix: string): Promise<string[]> {
  const out: string[] = [];
  for await (const page of data().list({ prefix, paginate: true })) {
    for (const b of page.blobs) out.push(b.key);
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
  await images().set(key, new Blob([bytes as BlobPart], { type: contentType }), { metadata: { contentType, size: bytes.byteLength } });
}

/** The image as a stream, so a large one is never held whole in memory; `size` when it was recorded. */
export async function streamImage(key: string): Promise<{ body: ReadableStream<Uint8Array>; contentType: string; size?: number } | null> {
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
  const exists = await images().getMetadata(key);
  if (!exists) return false;
  await images().delete(key);
  return true;
}

/** Key names, in one place. */
export const keys = {
  post: (id: string) => `posts/${id}`,
  postIndex: 'index/posts',
  postText: 'index/post-text',
  like: (postId: string, userId: string) => `likes/${postId}/${userId}`,
  likesOf: (postId: string) => `likes/${postId}/`,
  likesAll: 'likes/',
  category: (id: string) => `categories/${id}`,
  categories: 'categories/',
  author: (id: string) => `authors/${id}`,
  authors: 'authors/',
  tag: (id: string) => `tags/${id}`,
  tags: 'tags/',
  page: (id: string) => `pages/${id}`,
  pages: 'pages/',
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
  aiSummary: (postId: string) => `ai-summary/${postId}`,
} as const;
