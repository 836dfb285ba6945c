/**
 * The post index kept in reading order: every entry newest first, each status's, the featured ones,
 * those in review, and each category's, author's and tag's, built once per change of the index rather than sorted per request.
 * A list request then walks one ready-made list (or slices it) instead of sorting every post.
 * Scheduled posts read as published from their moment on (`asOf`), so a view also records the time
 * window in which its statuses hold and is rebuilt when a scheduled post falls due.
 */
import type { IndexedPost } from '@/shared/records';
import { asOf, isDue } from '@/shared/post-status';
import { readIndexShards, type Shard } from './post-index';

export interface OrderedPosts {
  /** Every post as of the view's window, newest first (ties by id). */
  all: IndexedPost[];
  published: IndexedPost[];
  /** Every status's posts (`published` among them). */
  byStatus: Map<string, IndexedPost[]>;
  featured: IndexedPost[];
  /** Posts whose writer asked for review. */
  inReview: IndexedPost[];
  byCategory: Map<string, IndexedPost[]>;
  byAuthor: Map<string, IndexedPost[]>;
  byTag: Map<string, IndexedPost[]>;
  /** The index shards the view was built from (for the body-word index of post-words.ts). */
  shards: readonly Shard[];
}

interface View extends OrderedPosts {
  /** The statuses hold for `from <= now < until`. */
  from: number;
  until: number;
}

const newestFirst = (a: IndexedPost, b: IndexedPost) =>
  b.publishedDate.localeCompare(a.publishedDate) || a.id.localeCompare(b.id);

function push<K>(map: Map<K, IndexedPost[]>, key: K, e: IndexedPost) {
  const list = map.get(key);
  if (list) list.push(e);
  else map.set(key, [e]);
}

function build(entries: IndexedPost[], shards: readonly Shard[], now: number): View {
  let from = -Infinity;
  let until = Infinity;
  for (const e of entries) {
    if (e.status !== 'scheduled') continue;
    const at = Date.parse(e.publishedDate);
    if (isDue(e, now)) from = Math.max(from, at);
    else until = Math.min(until, at);
  }
  const all = entries.map((e) => asOf(e, now)).sort(newestFirst);
  const published: IndexedPost[] = [];
  const view: View = {
    all,
    published,
    byStatus: new Map([['published', published]]),
    featured: [],
    inReview: [],
    byCategory: new Map(),
    byAuthor: new Map(),
    byTag: new Map(),
    shards,
    from,
    until,
  };
  for (const e of all) {
    push(view.byStatus, e.status, e);
    if (e.featured) view.featured.push(e);
    if (e.reviewRequested) view.inReview.push(e);
    push(view.byCategory, e.categoryId, e);
    push(view.byAuthor, e.authorId, e);
    for (const t of e.tagIds) push(view.byTag, t, e);
  }
  return view;
}

let current: View | null = null;

/** The index in reading order as of `now`; rebuilt only when an index shard changed or a scheduled post fell due. */
export async function readOrderedPosts(now: number): Promise<OrderedPosts> {
  const shards = await readIndexShards();
  const view = current;
  const same = view && view.shards.length === shards.length && view.shards.every((s, i) => s === shards[i]);
  if (same && view.from <= now && now < view.until) return view;
  current = build(
    shards.flatMap((s) => [...s.values()].map((e) => e.entry)),
    shards,
    now,
  );
  return current;
}
