/**
 * Copies of the post lists that the scheduled job stores for servers that start cold: the heads of
 * the lists a post page picks Related Posts and Continue Reading from, each list's published ids in
 * reading order (what a later list page is cut from), and the home page's picks and counts. One key
 * per copy, written only when it changed, then the index version they were taken at. A cold server
 * reads the few copies one page needs instead of the whole index, and only when they were taken at
 * the index version it reads now.
 */
import { createHash } from 'node:crypto';
import type { PostIndexEntry } from '@/shared/records';
import { deleteKey, getJSON, setJSON } from '../storage/store';

/** `latest`, or a category's, tag's or author's list. */
export type ListName = 'latest' | `${'category' | 'tag' | 'author'}/${string}`;

/** The picks and counts a later list page shows beside its list. */
export interface ListFacts {
  /** The home page's main featured post, which Latest Posts leaves out. */
  mainId: string | null;
  /** The newest featured posts, as the home sidebar shows them. */
  featuredIds: string[];
  /** Published posts per category and per author. */
  categoryCounts: Record<string, number>;
  authorCounts: Record<string, number>;
  /** Each category's tags in first-seen order (newest posts first). */
  categoryTags: Record<string, string[]>;
}

export interface ListCopies {
  head: { name: ListName; value: PostIndexEntry[] };
  order: { name: ListName; value: string[] };
  facts: { name: 'facts'; value: ListFacts };
}
type Kind = keyof ListCopies;
type CopyName = `${Kind}/${string}`;

const keys = {
  copy: (name: CopyName) => `list-copies/${name}`,
  /** The index version the stored copies were taken at. */
  token: 'list-copies-meta/token',
  /** A digest of each stored copy, so the job rewrites only copies that changed. */
  digests: 'list-copies-meta/digests',
};

const digestOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/**
 * The named copies of one kind as taken at index version `token`, or null when the stored ones are
 * of another version. A list without a stored copy has no published post.
 */
export async function readCopiesAt<K extends Kind>(
  token: string,
  kind: K,
  names: ListCopies[K]['name'][],
): Promise<Map<ListCopies[K]['name'], ListCopies[K]['value'] | null> | null> {
  const [taken, ...copies] = await Promise.all([
    getJSON<{ token: string }>(keys.token),
    ...names.map((n) => getJSON<ListCopies[K]['value']>(keys.copy(`${kind}/${n}`))),
  ]);
  if (taken?.token !== token) return null;
  return new Map(names.map((n, i) => [n, copies[i] ?? null]));
}

/** Stores the copies taken at index version `token` (empty lists are not stored); answers how many keys it wrote or deleted. */
export async function storeCopies(token: string, copies: Map<CopyName, unknown>): Promise<number> {
  if ((await getJSON<{ token: string }>(keys.token))?.token === token) return 0;
  const before = (await getJSON<Record<string, string>>(keys.digests)) ?? {};
  const after: Record<string, string> = {};
  let written = 0;
  for (const [name, value] of copies) {
    if (Array.isArray(value) && !value.length) continue;
    const digest = digestOf(value);
    after[name] = digest;
    if (before[name] === digest) continue;
    await setJSON(keys.copy(name), value);
    written++;
  }
  for (const name of Object.keys(before)) {
    if (after[name]) continue;
    await deleteKey(keys.copy(name as CopyName));
    written++;
  }
  // The version last: a reader that finds it finds every copy it covers.
  await setJSON(keys.digests, after);
  await setJSON(keys.token, { token });
  return written;
}

export const copyName = <K extends Kind>(kind: K, name: ListCopies[K]['name']): CopyName => `${kind}/${name}`;
