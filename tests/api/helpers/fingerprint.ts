/**
 * Every key and ETag in both stores: equal fingerprints mean nothing was written or deleted. A
 * session record counts by its key alone: any signed-in request may note when its own session was
 * last seen, while starting or ending a session adds or removes a key.
 */
import { getStore } from '@netlify/blobs';

export async function storeFingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const name of ['data', 'images']) {
    const { blobs } = await getStore({ name, consistency: 'strong' }).list();
    for (const b of blobs) parts.push(b.key.startsWith('sessions/') ? `${name}:${b.key}` : `${name}:${b.key}:${b.etag}`);
  }
  return parts.sort().join('\n');
}
