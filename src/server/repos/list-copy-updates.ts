/**
 * What one save changes in the copies of the post lists (list-copies.ts), applied as the save is
 * made: the post leaves the lists it was in and takes its place, by date, in the lists it is now in;
 * then those lists' heads, the topics of its categories and the counts follow. Each copy is changed
 * under its ETag, so concurrent saves lose nothing. A save that cannot finish marks the copies
 * broken, which sends readers to the whole index until the job has rebuilt them.
 */
import type { IndexedPost, PostIndexEntry } from '@/shared/records';
import { getMany } from '../storage/store';
import { copiesKept, markCopiesBroken, updateCopy, type ListCounts, type ListName, type Topic } from './list-copies';
import { newestFirst, placeInOrder, readOrderHead } from './list-order';
import { indexKeys } from './post-index';

/** Entries a head holds: as many as a post page reads of a list (CANDIDATES_PER_LIST). */
export const HEAD_SIZE = 60;
/** How far a category's topic is looked for down its tag's list before the job is left to rebuild it. */
const TOPIC_SEARCH = 96;

export function withoutWords(e: IndexedPost | PostIndexEntry): PostIndexEntry {
  const { words: _words, ...entry } = e as IndexedPost;
  return entry;
}

/** The lists a published post is in; none for a draft or a post still to come. */
export function listsOf(e: PostIndexEntry | null): ListName[] {
  if (!e || e.status !== 'published') return [];
  const names: ListName[] = ['latest', `category/${e.categoryId}`, `author/${e.authorId}`];
  if (e.featured) names.push('featured');
  return [...names, ...e.tagIds.map((t) => `tag/${t}` as const)];
}

const entriesOf = async (ids: string[]) => (await getMany<IndexedPost>(ids.map(indexKeys.postIndexEntry))).map(withoutWords);

/** The list's first HEAD_SIZE entries as its order now holds them. */
async function headOf(name: ListName, current: PostIndexEntry[], post: PostIndexEntry | null) {
  const first = (await readOrderHead(name, HEAD_SIZE)).ids;
  const known = new Map(current.map((e) => [e.id, e]));
  if (post) known.set(post.id, post);
  for (const e of await entriesOf(first.filter((id) => !known.has(id)))) known.set(e.id, e);
  return first.flatMap((id) => known.get(id) ?? []);
}

/** The newest post of `category` tagged `tag`, other than `id`: found down the tag's list. */
async function newestTagged(category: string, tag: string, id: string): Promise<Topic | null> {
  const ids = (await readOrderHead(`tag/${tag}`, TOPIC_SEARCH + 1)).ids.filter((x) => x !== id);
  for (let from = 0; from < ids.length; from += 24) {
    if (from >= TOPIC_SEARCH) throw new Error(`No post of ${category} tagged ${tag} among the newest ${TOPIC_SEARCH}`);
    const found = (await entriesOf(ids.slice(from, from + 24))).sort(newestFirst).find((e) => e.categoryId === category);
    if (found) return [tag, found.id, found.publishedDate, found.tagIds.indexOf(tag)];
  }
  return null;
}

const topicOrder = (a: Topic, b: Topic) =>
  newestFirst({ id: a[1], publishedDate: a[2] }, { id: b[1], publishedDate: b[2] }) || a[3] - b[3];

async function topicsOf(category: string, current: Topic[], id: string, post: PostIndexEntry | null) {
  const byTag = new Map(current.filter((t) => t[1] !== id).map((t) => [t[0], t]));
  const offer = (t: Topic | null) => {
    const held = t && byTag.get(t[0]);
    if (t && (!held || topicOrder(t, held) < 0)) byTag.set(t[0], t);
  };
  // A tag this post stood for passes to the category's next newest post that has it.
  for (const t of current.filter((x) => x[1] === id)) offer(await newestTagged(category, t[0], id));
  if (post && listsOf(post).includes(`category/${category}`))
    post.tagIds.forEach((tag, place) => offer([tag, post.id, post.publishedDate, place]));
  return [...byTag.values()].sort(topicOrder);
}

function countsAfter(current: ListCounts | null, before: PostIndexEntry | null, after: PostIndexEntry | null): ListCounts {
  const counts = { categoryCounts: { ...current?.categoryCounts }, authorCounts: { ...current?.authorCounts } };
  const add = (map: Record<string, number>, key: string, n: number) => {
    map[key] = (map[key] ?? 0) + n;
    if (map[key] <= 0) delete map[key];
  };
  for (const [e, n] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!listsOf(e).length) continue;
    add(counts.categoryCounts, e!.categoryId, n);
    add(counts.authorCounts, e!.authorId, n);
  }
  return counts;
}

async function applySave(before: PostIndexEntry | null, after: PostIndexEntry | null): Promise<void> {
  const id = (after ?? before)!.id;
  const was = new Set(listsOf(before));
  const is = new Set(listsOf(after));
  const names = [...new Set([...was, ...is])];
  if (!names.length) return;
  const moved = !before || !after || before.publishedDate !== after.publishedDate;
  // The orders first: heads and topics are taken from them.
  await Promise.all(
    names
      .filter((n) => moved || was.has(n) !== is.has(n))
      .map((n) => placeInOrder(n, id, was.has(n) ? before : null, is.has(n) ? after : null)),
  );
  const both = was.size > 0 && is.size > 0;
  const sameTopics = both && !moved && before!.categoryId === after!.categoryId && before!.tagIds.join() === after!.tagIds.join();
  const sameCounts = both && before!.categoryId === after!.categoryId && before!.authorId === after!.authorId;
  const categories = names.filter((n) => n.startsWith('category/')).map((n) => n.slice('category/'.length));
  await Promise.all([
    ...names
      .filter((n) => n !== 'featured')
      .map((n) => updateCopy('head', n, (cur) => headOf(n, cur ?? [], is.has(n) ? after : null))),
    ...(sameTopics ? [] : categories).map((c) => updateCopy('topics', c, (cur) => topicsOf(c, cur ?? [], id, after))),
    sameCounts ? null : updateCopy('facts', 'counts', (cur) => countsAfter(cur, before, after)),
  ]);
}

/**
 * Updates the copies one save changes: `before` and `after` are the post's index entries (null when
 * it had none, or has none now). The copies hold posts saved as published: a scheduled post joins
 * them when the publishing job saves it so. A failure marks the copies broken; it never fails the save.
 */
export async function updateListCopies(before: IndexedPost | null, after: IndexedPost | null): Promise<void> {
  try {
    if (!(await copiesKept())) return await markCopiesBroken();
    await applySave(before && withoutWords(before), after && withoutWords(after));
  } catch (err) {
    console.error('Could not update the copies of the post lists; readers use the whole index until they are rebuilt', err);
    await markCopiesBroken();
  }
}
