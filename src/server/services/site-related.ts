/**
 * Related posts and Continue Reading for every article page without comparing every post with
 * every other: only posts that share the category, a tag or the author can score above the
 * recency point, so those lists (newest first, capped) plus the newest posts are the candidates.
 * The result equals `relatedPosts` from src/lib/related.ts whenever no list exceeds the cap.
 */
import type { PostSummary } from '@/shared/types';
import { relatedScore } from '@/lib/related';

export const CANDIDATES_PER_LIST = 60;

export interface PostLists {
  /** Every published post, newest first. */
  posts: PostSummary[];
  byCategory: Map<string, PostSummary[]>;
  byTag: Map<string, PostSummary[]>;
  byAuthor: Map<string, PostSummary[]>;
}

const positions = new WeakMap<PostSummary[], Map<string, number>>();
/** Where each post sits in the full list, so ties break as they would over the whole list. */
function positionsOf(posts: PostSummary[]): Map<string, number> {
  let map = positions.get(posts);
  if (!map) {
    map = new Map(posts.map((p, i) => [p.id, i]));
    positions.set(posts, map);
  }
  return map;
}

export function relatedFor(base: PostSummary, lists: PostLists, count = 3, now = Date.now()): PostSummary[] {
  const seen = new Set([base.id]);
  const candidates: PostSummary[] = [];
  const take = (list: PostSummary[] | undefined, limit: number) => {
    let added = 0;
    for (const p of list ?? []) {
      if (added >= limit) break;
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      candidates.push(p);
      added++;
    }
  };
  take(lists.byCategory.get(base.category.id), CANDIDATES_PER_LIST);
  for (const t of base.tags) take(lists.byTag.get(t.id), CANDIDATES_PER_LIST);
  take(lists.byAuthor.get(base.author.id), CANDIDATES_PER_LIST);
  // Posts sharing nothing score at most the recency point, so the newest of them are the best.
  take(lists.posts, count);
  const at = positionsOf(lists.posts);
  return candidates
    .map((p) => ({ p, s: relatedScore(base, p, now) }))
    .sort((a, b) => b.s - a.s || b.p.publishedDate.localeCompare(a.p.publishedDate) || at.get(a.p.id)! - at.get(b.p.id)!)
    .slice(0, count)
    .map((x) => x.p);
}

/** Same category first, then the newest others. */
export function continueFor(base: PostSummary, lists: PostLists, count = 3): PostSummary[] {
  const out: PostSummary[] = [];
  for (const p of lists.byCategory.get(base.category.id) ?? []) {
    if (out.length >= count) return out;
    if (p.id !== base.id) out.push(p);
  }
  for (const p of lists.posts) {
    if (out.length >= count) break;
    if (p.id !== base.id && p.category.id !== base.category.id) out.push(p);
  }
  return out;
}
