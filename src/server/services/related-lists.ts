/**
 * The candidate lists a post page picks Related Posts and Continue Reading from (site-related.ts):
 * from the index in memory when this server holds it, else from the heads every save keeps current
 * (repos/list-copies.ts) while they are whole, else from the whole index. A server that starts cold thus
 * reads a handful of small lists for its first page, not every post.
 */
import type { IndexedPost, PostIndexEntry } from '@/shared/records';
import type { Post, PostSummary } from '@/shared/types';
import { now } from '../clock';
import { readCopies, type ListName as HeadName } from '../repos/list-copies';
import { indexInMemory } from '../repos/post-index';
import { readOrderedPosts, type OrderedPosts } from '../repos/post-order';
import { toSummary, type Catalog } from './catalog';
import { CANDIDATES_PER_LIST, type PostLists } from './site-related';

/** The first `cap` published entries of a list in reading order, without their body words. */
export function publishedHead(list: IndexedPost[] | undefined, cap = CANDIDATES_PER_LIST): PostIndexEntry[] {
  const out: PostIndexEntry[] = [];
  for (const e of list ?? []) {
    if (out.length >= cap) break;
    if (e.status !== 'published') continue;
    const { words: _words, ...entry } = e;
    out.push(entry);
  }
  return out;
}

const namesFor = (post: Post): HeadName[] => [
  'latest',
  `category/${post.category.id}`,
  `author/${post.author.id}`,
  ...post.tags.map((t) => `tag/${t.id}` as const),
];

function headOf(ordered: OrderedPosts, name: HeadName): PostIndexEntry[] {
  if (name === 'latest') return publishedHead(ordered.published);
  const [kind, id] = [name.slice(0, name.indexOf('/')), name.slice(name.indexOf('/') + 1)];
  const map = kind === 'category' ? ordered.byCategory : kind === 'tag' ? ordered.byTag : ordered.byAuthor;
  return publishedHead(map.get(id));
}

async function headsFor(post: Post): Promise<Map<HeadName, PostIndexEntry[]>> {
  const names = namesFor(post);
  if (!indexInMemory()) {
    const stored = await readCopies('head', names);
    // No stored head: none of that list's posts is published.
    if (stored) return new Map(names.map((n) => [n, stored.get(n) ?? []]));
  }
  const ordered = await readOrderedPosts(now());
  return new Map(names.map((n) => [n, headOf(ordered, n)]));
}

/** The lists `relatedFor` and `continueFor` read for `post`, capped as they read them. */
export async function candidateListsFor(post: Post, cat: Catalog): Promise<PostLists> {
  const heads = await headsFor(post);
  const summaries = new Map<string, PostSummary>();
  const summarise = (name: HeadName) =>
    (heads.get(name) ?? []).map((e) => {
      let s = summaries.get(e.id);
      if (!s) summaries.set(e.id, (s = toSummary(e, cat, 0)));
      return s;
    });
  return {
    posts: summarise('latest'),
    byCategory: new Map([[post.category.id, summarise(`category/${post.category.id}`)]]),
    byTag: new Map(post.tags.map((t) => [t.id, summarise(`tag/${t.id}`)])),
    byAuthor: new Map([[post.author.id, summarise(`author/${post.author.id}`)]]),
  };
}
