import type { PostSummary } from '@/shared/types';

const DAY = 86_400_000;

/** Related-post score: same category +10, each shared tag +5, same author +2, published within 30 days +1. */
export function relatedScore(base: PostSummary, other: PostSummary, now = Date.now()): number {
  let score = 0;
  if (other.category.id === base.category.id) score += 10;
  const tags = new Set(base.tags.map((t) => t.id));
  score += other.tags.filter((t) => tags.has(t.id)).length * 5;
  if (other.author.id === base.author.id) score += 2;
  if (now - new Date(other.publishedDate).getTime() <= 30 * DAY) score += 1;
  return score;
}

export function relatedPosts(base: PostSummary, all: PostSummary[], count = 3, now = Date.now()): PostSummary[] {
  return all
    .filter((p) => p.id !== base.id && p.status === 'published')
    .map((p) => ({ p, s: relatedScore(base, p, now) }))
    .sort((a, b) => b.s - a.s || b.p.publishedDate.localeCompare(a.p.publishedDate))
    .slice(0, count)
    .map((x) => x.p);
}

/** Continue Reading on small screens: same category first, then the newest others. */
export function continueReading(base: PostSummary, all: PostSummary[], count = 3): PostSummary[] {
  const others = all
    .filter((p) => p.id !== base.id && p.status === 'published')
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
  const same = others.filter((p) => p.category.id === base.category.id);
  const rest = others.filter((p) => p.category.id !== base.category.id);
  return [...same, ...rest].slice(0, count);
}
