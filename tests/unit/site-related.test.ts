import { describe, expect, it } from 'vitest';
import { continueReading, relatedPosts, relatedScore } from '@/lib/related';
import { assemble } from '@/server/services/site';
import { CANDIDATES_PER_LIST, continueFor, relatedFor } from '@/server/services/site-related';
import type { Catalog } from '@/server/services/catalog';
import type { PostSummary } from '@/shared/types';
import { NOW, post, random, settings } from './site-fixtures';

const catalog: Catalog = { categories: new Map(), authors: new Map(), tags: new Map() };

function generate(seed: number, n: number): PostSummary[] {
  const r = random(seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: n }, (_, i) =>
    post(`p${i}`, {
      days: Math.floor(r() * 90),
      category: pick(['c1', 'c2', 'c3', 'c4']),
      author: pick(['a1', 'a2', 'a3']),
      tags: ['t1', 't2', 't3', 't4', 't5', 't6'].filter(() => r() < 0.3),
    }),
  );
}

describe('related posts from per-list candidates', () => {
  it('match the full comparison for every post of many generated sites', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const site = assemble({ settings, posts: generate(seed, 40), catalog, pages: [], builtAt: NOW });
      for (const base of site.posts) {
        expect(relatedFor(base, site, 3, NOW).map((p) => p.id)).toEqual(relatedPosts(base, site.posts, 3, NOW).map((p) => p.id));
      }
    }
  });

  it('falls back to the newest posts when nothing is shared', () => {
    const posts = [
      post('base', { category: 'x', author: 'ax' }),
      post('n1', { days: 1, category: 'y', author: 'ay' }),
      post('n2', { days: 2, category: 'z', author: 'az' }),
    ];
    const site = assemble({ settings, posts, catalog, pages: [], builtAt: NOW });
    expect(relatedFor(site.byId.get('base')!, site, 3, NOW).map((p) => p.id)).toEqual(['n1', 'n2']);
  });

  it('on a large site still picks posts that share the category or tags', () => {
    const site = assemble({ settings, posts: generate(7, 5000), catalog, pages: [], builtAt: NOW });
    expect(site.byCategory.get('c1')!.length).toBeGreaterThan(CANDIDATES_PER_LIST);
    for (const base of site.posts.slice(0, 200)) {
      const picks = relatedFor(base, site, 3, NOW);
      expect(picks).toHaveLength(3);
      for (const p of picks) expect(relatedScore(base, p, NOW)).toBeGreaterThanOrEqual(10);
    }
  });
});

describe('continue reading', () => {
  it('matches the reference: same category first, then the newest others', () => {
    const site = assemble({ settings, posts: generate(3, 30), catalog, pages: [], builtAt: NOW });
    for (const base of site.posts)
      expect(continueFor(base, site).map((p) => p.id)).toEqual(continueReading(base, site.posts).map((p) => p.id));
  });
});
