/**
 * Copies of the post lists that a server starting cold reads instead of the whole post index: each
 * list's published ids in reading order (what a later list page is cut from), its head (the entries
 * a post page picks Related Posts and Continue Reading from), each category's topics and the post
 * counts. Every save updates the copies it changes (list-copy-updates.ts) under ETag preconditions;
 * the scheduled job rebuilds them all only when a save could not.
 * A save holds a mark while it changes a post and its copies. The copies are read only while their
 * state says they are whole and no mark is older than a save takes: a save that failed, or a server
 * that stopped halfway through one, sends readers to the whole index until the job has rebuilt them.
 */
import { randomUUID } from 'node:crypto';
import type { PostIndexEntry } from '@/shared/records';
import { deleteKey, getJSON, getJSONWithEtag, listWithEtags, setJSON, setJSONIf, updateJSON } from '../storage/store';

/** `latest`, the featured posts, or a category's, tag's or author's list. */
export type ListName = 'latest' | 'featured' | `${'category' | 'tag' | 'author'}/${string}`;

/** Published posts per category and per author. */
export interface ListCounts {
  categoryCounts: Record<string, number>;
  authorCounts: Record<string, number>;
}

/** A category's tags, each with the newest post in the category that has it: `[tag, post, date, place in the post's tags]`. */
export type Topic = [tagId: string, postId: string, publishedDate: string, place: number];

/** Part of a list's ids in reading order (one month's, see list-order.ts), with the date each was placed by, so a save places a post without reading others. */
export interface ListOrder {
  ids: string[];
  dates: string[];
}

export interface ListCopies {
  head: { name: ListName; value: PostIndexEntry[] };
  /** Named `<list>/<YYYY-MM>`. */
  order: { name: string; value: ListOrder };
  months: { name: ListName; value: Record<string, number> };
  topics: { name: string; value: Topic[] };
  facts: { name: 'counts'; value: ListCounts };
}
export type CopyKind = keyof ListCopies;
export type CopyName = `${CopyKind}/${string}`;

const COPIES = 'list-copies/';
const MARKS = 'list-copies-meta/saving/';
/** A save changes its copies in well under this; a mark older than it belongs to a save that stopped. */
export const STALE_MARK_MS = 10_000;

const keys = {
  copy: (name: CopyName) => `${COPIES}${name}`,
  /** `{ whole: true }` once the job built them; a save that could not update them sets `whole: false`. */
  state: 'list-copies-meta/state',
  mark: (id: string) => `${MARKS}${id}`,
};

export const copyName = <K extends CopyKind>(kind: K, name: ListCopies[K]['name']): CopyName => `${kind}/${name}`;

/** Copies built before the orders were kept by month are not read: the job rebuilds them. */
const LAYOUT = 'orders-by-month';

interface State {
  whole: boolean;
  layout?: typeof LAYOUT;
}

/** Marks older than STALE_MARK_MS (their saves stopped halfway), by key. */
async function staleMarks(): Promise<string[]> {
  const marks = await listWithEtags(MARKS);
  const at = (key: string) => Number(key.slice(MARKS.length).split('-')[0]);
  return marks.map((m) => m.key).filter((k) => !(Date.now() - at(k) < STALE_MARK_MS));
}

/** True when the copies hold every finished save. */
export async function copiesAreWhole(): Promise<boolean> {
  const [state, stale] = await Promise.all([getJSON<State>(keys.state), staleMarks()]);
  return state?.whole === true && state.layout === LAYOUT && !stale.length;
}

/** The named copies of one kind (a list without one has no published post), or null when they are not whole. */
export async function readCopies<K extends CopyKind>(
  kind: K,
  names: ListCopies[K]['name'][],
): Promise<Map<ListCopies[K]['name'], ListCopies[K]['value'] | null> | null> {
  const [whole, ...copies] = await Promise.all([
    copiesAreWhole(),
    ...names.map((n) => getJSON<ListCopies[K]['value']>(keys.copy(`${kind}/${n}`))),
  ]);
  if (!whole) return null;
  return new Map(names.map((n, i) => [n, copies[i] ?? null]));
}

/** One copy as stored now, whole or not (a save reads it to place a post). */
export const readCopy = <K extends CopyKind>(kind: K, name: ListCopies[K]['name']) =>
  getJSON<ListCopies[K]['value']>(keys.copy(copyName(kind, name)));

/** Conflicts are many when saves come in bursts: more tries than a single record gets. */
const COPY_ATTEMPTS = 30;

/** Read-modify-write of one copy under its ETag, retried while other saves change it. */
export const updateCopy = <K extends CopyKind>(
  kind: K,
  name: ListCopies[K]['name'],
  fn: (current: ListCopies[K]['value'] | null) => ListCopies[K]['value'] | Promise<ListCopies[K]['value']>,
) => updateJSON(keys.copy(copyName(kind, name)), fn, COPY_ATTEMPTS);

/** Held by a save from before it writes the post until its copies are updated; answers the release. */
export async function markSaving(): Promise<() => Promise<void>> {
  const key = keys.mark(`${Date.now()}-${randomUUID()}`);
  await setJSON(key, {});
  return () => deleteKey(key);
}

/** A save that could not update its copies: readers use the whole index until the job rebuilds them. */
export const markCopiesBroken = () => setJSON(keys.state, { whole: false } satisfies State);

/**
 * Whether the job last left the copies whole in this layout. A save checks it after writing its index
 * entry: while they are not, it only rewrites the state (so a rebuild that read the index before the
 * save cannot mark them whole) instead of changing copies the rebuild replaces anyway.
 */
export async function copiesKept(): Promise<boolean> {
  const state = await getJSON<State>(keys.state);
  return state?.whole === true && state.layout === LAYOUT;
}

/** What the job reads before it reads the index, so it never overwrites what a save wrote since. */
export async function beginRebuild(): Promise<{ stale: string[]; stateEtag: string | null; etags: Map<string, string> }> {
  const [state, stale, copies] = await Promise.all([getJSONWithEtag<State>(keys.state), staleMarks(), listWithEtags(COPIES)]);
  const etags = new Map(copies.map((c) => [c.key.slice(COPIES.length), c.etag]));
  if (state?.value.layout !== LAYOUT) await dropOldLayout(etags);
  return { stale, stateEtag: state?.etag ?? null, etags };
}

/**
 * Deletes the orders kept as one document per list (`order/<list>`) before the month copies
 * (`order/<list>/<YYYY-MM>`) are written: a key cannot also be a folder in a store kept as files, as
 * the local one is. Readers do not use the copies meanwhile, as the state does not name this layout.
 */
async function dropOldLayout(etags: Map<string, string>): Promise<void> {
  const old = [...etags.keys()].filter((name) => name.startsWith('order/') && !/\/\d{4}-\d{2}$/.test(name));
  for (let i = 0; i < old.length; i += 24)
    await Promise.all(old.slice(i, i + 24).map((name) => deleteKey(keys.copy(name as CopyName))));
  for (const name of old) etags.delete(name);
}

/**
 * Stores the job's copies, each only if no save changed it since `beginRebuild`, then the state and
 * the release of the stale marks; answers how many copies it wrote, or null when a save interfered
 * (the copies then stay marked for the next run).
 */
export async function finishRebuild(
  begun: Awaited<ReturnType<typeof beginRebuild>>,
  copies: Map<CopyName, unknown>,
): Promise<number | null> {
  let interfered = false;
  for (const [name, value] of copies)
    if (!(await setJSONIf(keys.copy(name), value, begun.etags.get(name) ?? null))) interfered = true;
  // A list that has no published post left is stored empty.
  for (const [name, etag] of begun.etags)
    if (!copies.has(name as CopyName) && !(await setJSONIf(keys.copy(name as CopyName), emptyOf(name), etag))) interfered = true;
  if (interfered || !(await setJSONIf(keys.state, { whole: true, layout: LAYOUT } satisfies State, begun.stateEtag))) return null;
  await Promise.all(begun.stale.map(deleteKey));
  return copies.size;
}

function emptyOf(name: string) {
  if (name.startsWith('months/')) return {};
  if (name.startsWith('facts/')) return { categoryCounts: {}, authorCounts: {} } satisfies ListCounts;
  return name.startsWith('order/') ? ({ ids: [], dates: [] } satisfies ListOrder) : [];
}
