/**
 * The heads of the lists a post page picks Related Posts and Continue Reading from (the newest
 * published posts overall, and of each category, tag and author), stored by the scheduled job: one
 * key per list, written only when it changed, then the index version they were taken at. A server
 * that starts cold reads the few lists one page needs instead of the whole index, and only when they
 * were taken at the index version it reads now.
 */
import { createHash } from 'node:crypto';
import type { PostIndexEntry } from '@/shared/records';
import { deleteKey, getJSON, setJSON } from '../storage/store';

/** `latest`, or a category's, tag's or author's list. */
export type HeadName = 'latest' | `${'category' | 'tag' | 'author'}/${string}`;

const keys = {
  list: (name: HeadName) => `post-heads/${name}`,
  /** The index version the stored lists were taken at. */
  token: 'post-heads-meta/token',
  /** A digest of each stored list, so the job rewrites only lists that changed. */
  digests: 'post-heads-meta/digests',
};

const digestOf = (entries: PostIndexEntry[]) => createHash('sha256').update(JSON.stringify(entries)).digest('base64url');

/** The named lists as taken at index version `token`, or null when the stored ones are of another version. */
export async function readHeadsAt(token: string, names: HeadName[]): Promise<Map<HeadName, PostIndexEntry[]> | null> {
  const [taken, ...lists] = await Promise.all([
    getJSON<{ token: string }>(keys.token),
    ...names.map((n) => getJSON<PostIndexEntry[]>(keys.list(n))),
  ]);
  if (taken?.token !== token) return null;
  // No stored list: none of its posts is published.
  return new Map(names.map((n, i) => [n, lists[i] ?? []]));
}

/** Stores the lists taken at index version `token`; answers how many keys it wrote or deleted. */
export async function storeHeads(token: string, lists: Map<HeadName, PostIndexEntry[]>): Promise<number> {
  if ((await getJSON<{ token: string }>(keys.token))?.token === token) return 0;
  const before = (await getJSON<Record<string, string>>(keys.digests)) ?? {};
  const after: Record<string, string> = {};
  let written = 0;
  for (const [name, entries] of lists) {
    if (!entries.length) continue;
    const digest = digestOf(entries);
    after[name] = digest;
    if (before[name] === digest) continue;
    await setJSON(keys.list(name), entries);
    written++;
  }
  for (const name of Object.keys(before)) {
    if (after[name]) continue;
    await deleteKey(keys.list(name as HeadName));
    written++;
  }
  // The version last: a reader that finds it finds every list it covers.
  await setJSON(keys.digests, after);
  await setJSON(keys.token, { token });
  return written;
}
