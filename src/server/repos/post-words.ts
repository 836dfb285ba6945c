/**
 * Search over the post index without scanning every post. Per index shard, an inverted index of the
 * body words: the shard's distinct words in sorted order, each with the positions (in the shard's
 * list of posts) of the posts that hold it, so a query word matches by prefix with a binary search.
 * It is built the first time a shard's copy is searched and kept with that copy, so a save rebuilds
 * only its own shard's part. Titles and excerpts are lower-cased once per index entry, not per request.
 */
import type { IndexedPost } from '@/shared/records';
import type { Shard } from './post-index';

interface ShardWords {
  /** Post ids by position. */
  ids: string[];
  /** Distinct words, sorted by UTF-16 code unit, so the words starting with a prefix are one run. */
  words: string[];
  /** The positions holding `words[k]` are `postings[starts[k]]` up to `postings[starts[k + 1]]`. */
  starts: Uint32Array;
  postings: Uint16Array | Uint32Array;
}

const built = new WeakMap<Shard, ShardWords>();

function build(shard: Shard): ShardWords {
  const ids: string[] = [];
  const byWord = new Map<string, number[]>();
  for (const { entry } of shard.values()) {
    const at = ids.length;
    ids.push(entry.id);
    for (const w of entry.words.split(' ')) {
      if (!w) continue;
      const list = byWord.get(w);
      if (list) list.push(at);
      else byWord.set(w, [at]);
    }
  }
  const words = [...byWord.keys()].sort();
  const starts = new Uint32Array(words.length + 1);
  for (let k = 0; k < words.length; k++) starts[k + 1] = starts[k]! + byWord.get(words[k]!)!.length;
  // Positions are small numbers: two bytes each while a shard holds fewer than 65,536 posts.
  const total = starts[words.length]!;
  const postings = ids.length <= 0xffff ? new Uint16Array(total) : new Uint32Array(total);
  for (let k = 0; k < words.length; k++) postings.set(byWord.get(words[k]!)!, starts[k]!);
  return { ids, words, starts, postings };
}

function wordsOfShard(shard: Shard): ShardWords {
  let index = built.get(shard);
  if (!index) {
    index = build(shard);
    built.set(shard, index);
  }
  return index;
}

/** The first k with `words[k] >= w`. */
function lowerBound(words: string[], w: string): number {
  let lo = 0,
    hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < w) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Ids of the posts in which every one of `query` is the beginning of a body word. */
export function postsWithWords(shards: readonly Shard[], query: string[]): Set<string> {
  const found = new Set<string>();
  if (!query.length) return found;
  for (const shard of shards) {
    const { ids, words, starts, postings } = wordsOfShard(shard);
    // matched[p] = how many query words, in order, post p has matched so far.
    const matched = new Uint32Array(ids.length);
    let alive = true;
    for (let i = 0; i < query.length && alive; i++) {
      const w = query[i]!;
      alive = false;
      for (let k = lowerBound(words, w); k < words.length && words[k]!.startsWith(w); k++) {
        for (let j = starts[k]!; j < starts[k + 1]!; j++) {
          const p = postings[j]!;
          if (matched[p] === i) {
            matched[p] = i + 1;
            alive = true;
          }
        }
      }
    }
    if (!alive) continue;
    for (let p = 0; p < ids.length; p++) if (matched[p] === query.length) found.add(ids[p]!);
  }
  return found;
}

const lowered = new WeakMap<IndexedPost, { title: string; excerpt: string }>();

/** The entry's title and excerpt in lower case, kept for as long as the entry is. */
export function lowerText(e: IndexedPost): { title: string; excerpt: string } {
  let text = lowered.get(e);
  if (!text) {
    text = { title: e.title.toLowerCase(), excerpt: e.excerpt.toLowerCase() };
    lowered.set(e, text);
  }
  return text;
}
