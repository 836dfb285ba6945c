/**
 * The store client: JSON documents in the "data" store and binary images in the "images" store.
 * Repos own the key names; every key passes `isSafeKey` here, so no caller can name a record
 * outside its own folder.
 */
import type { Store } from '@netlify/blobs';
import { openStore } from './context';
import { isSafeKey, writableKey } from './safe-key';

const data = (): Store => openStore('data');
const images = (): Store => openStore('images');
/** Files uploaded for an import, kept in parts until the import is done with them. */
const importFiles = (): Store => openStore('import-files');

/** How conditional writes retry on conflict: a few attempts, each after a short random, growing pause. */
const RETRY = { attempts: 10, pauseMs: (attempt: number) => 5 + Math.random() * 20 * (attempt + 1) };

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

/** Writes only when the key still has ETag `etag` (null: only when it does not exist); false when it changed. */
export async function setJSONIf(key: string, value: unknown, etag: string | null): Promise<boolean> {
  const res = await data().setJSON(writableKey(key), value, etag === null ? { onlyIfNew: true } : { onlyIfMatch: etag });
  return res.modified && Boolean(res.etag);
}

/** Read-modify-write with ETag preconditions, retried on conflict. `fn` returns the new value. */
export async function updateJSON<T>(
  key: string,
  fn: (current: T | null) => T | Promise<T>,
  attempts = RETRY.attempts,
): Promise<T> {
  writableKey(key);
  for (let i = 0; i < attempts; i++) {
    const cur = await getJSONWithEtag<T>(key);
    const next = await fn(cur?.value ?? null);
    if (await setJSONIf(key, next, cur ? cur.etag : null)) return next;
    await new Promise((r) => setTimeout(r, RETRY.pauseMs(Math.min(i, RETRY.attempts))));
  }
  throw new Error(`Could not update ${key}: too many concurrent writers`);
}

export async function deleteKey(key: string): Promise<void> {
  await data().delete(writableKey(key));
}

/** Keys under a prefix with their ETags, which change whenever a key is written. */
export async function listWithEtags(prefix: string): Promise<{ key: string; etag: string }[]> {
  const out: { key: string; etag: string }[] = [];
  if (!isSafeKey(prefix, true)) return out;
  for await (const page of data().list({ prefix, paginate: true })) {
    for (const b of page.blobs) out.push({ key: b.key, etag: b.etag });
  }
  return out;
}

/** The folders directly under a prefix (`a/b/` under `a/`), without listing the keys inside them. */
export async function listFolders(prefix: string): Promise<string[]> {
  const out: string[] = [];
  if (!isSafeKey(prefix, true)) return out;
  for await (const page of data().list({ prefix, directories: true, paginate: true })) out.push(...page.directories);
  return out;
}

export async function listKeys(prefix: string): Promise<string[]> {
  return (await listWithEtags(prefix)).map((b) => b.key);
}

/** Reads many documents with bounded parallelism; missing ones are skipped. */
export async function getMany<T>(keys: string[], concurrency = 24): Promise<T[]> {
  return (await getEach<T>(keys, concurrency)).filter((v): v is T => v !== null);
}

/** Each key's value in the keys' order, null where a key is gone. */
export async function getEach<T>(keys: string[], concurrency = 24): Promise<(T | null)[]> {
  const out: (T | null)[] = new Array(keys.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const i = next++;
      out[i] = await getJSON<T>(keys[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, keys.length) }, worker));
  return out;
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

/** False when there was no such image. */
export async function deleteImage(key: string): Promise<boolean> {
  if (!isSafeKey(key)) return false;
  const exists = await images().getMetadata(key);
  if (!exists) return false;
  await images().delete(key);
  return true;
}

/** Every stored image's key. */
export async function listImageKeys(): Promise<string[]> {
  const out: string[] = [];
  for await (const page of images().list({ paginate: true })) for (const b of page.blobs) out.push(b.key);
  return out;
}

export async function imageExists(key: string): Promise<boolean> {
  return isSafeKey(key) && (await images().getMetadata(key)) !== null;
}

export async function putFilePart(key: string, bytes: Uint8Array): Promise<void> {
  await importFiles().set(writableKey(key), new Blob([bytes as BlobPart]));
}

export async function getFilePart(key: string): Promise<Uint8Array | null> {
  if (!isSafeKey(key)) return null;
  const buf = await importFiles().get(key, { type: 'arrayBuffer' });
  return buf ? new Uint8Array(buf) : null;
}

export async function deleteFileParts(prefix: string): Promise<void> {
  if (!isSafeKey(prefix, true)) return;
  const keys: string[] = [];
  for await (const page of importFiles().list({ prefix, paginate: true })) for (const b of page.blobs) keys.push(b.key);
  await Promise.all(keys.map((k) => importFiles().delete(k)));
}
