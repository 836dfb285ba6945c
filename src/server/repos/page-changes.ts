/**
 * What changed on readers' pages since a given moment, so a post page prebuilt by an earlier build is
 * not served over a newer version (DESIGN.md, Publishing at scale). One key per change, named by its
 * time and what it touched (`page-changes/<ms>/post/<id>`, `page-changes/<ms>/all/-`), so concurrent
 * writers never share a key and a reader learns everything from one listing, without reading a value.
 */
import { deleteKey, listKeys, setJSON } from '../storage/store';

const PREFIX = 'page-changes/';
/** Wide enough for any millisecond time until the year 33658, so keys sort by time. */
const pad = (ms: number) => String(ms).padStart(15, '0');

export type PageChangeTarget = { post: string } | 'all';

export const pageChangeKey = (at: number, target: PageChangeTarget) =>
  `${PREFIX}${pad(at)}/${target === 'all' ? 'all/-' : `post/${target.post}`}`;

export async function recordPageChanges(at: number, targets: readonly PageChangeTarget[]): Promise<void> {
  await Promise.all(targets.map((t) => setJSON(pageChangeKey(at, t), { at: new Date(at).toISOString() })));
}

export interface ChangedSince {
  /** A change that shows on every post page (settings, a category, an author) came after the moment. */
  all: boolean;
  /** Posts changed after the moment. */
  posts: Set<string>;
}

interface Parsed {
  key: string;
  at: number;
  post: string | null;
}

function parse(key: string): Parsed | null {
  const m = /^page-changes\/(\d{15})\/(?:post\/(.+)|all\/-)$/.exec(key);
  return m ? { key, at: Number(m[1]), post: m[2] ?? null } : null;
}

const listChanges = async (): Promise<Parsed[]> => (await listKeys(PREFIX)).map(parse).filter((p): p is Parsed => p !== null);

export async function readChangedSince(since: number): Promise<ChangedSince> {
  const out: ChangedSince = { all: false, posts: new Set() };
  for (const c of await listChanges()) {
    if (c.at < since) continue;
    if (c.post === null) out.all = true;
    else out.posts.add(c.post);
  }
  return out;
}

/** Deletes the changes made before `before` (the live deploy's pages already show them); answers how many. */
export async function prunePageChanges(before: number): Promise<number> {
  const old = (await listChanges()).filter((c) => c.at < before);
  for (const c of old) await deleteKey(c.key);
  return old.length;
}
