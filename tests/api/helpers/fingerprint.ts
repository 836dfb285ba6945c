/** Every key and ETag in both stores: equal fingerprints mean nothing was written or deleted. */
import { getStore } from '@netlify/blobs';

export async function storeFingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const name of ['data', 'images']) {
    const { blobs } = await getStore({ name, consistency: 'strong' }).list();
    for (const b of blobs) parts.push(`${name}:${b.key}:${b.etag}`);
  }
  return parts.sort().join('\n');
}
