/** Post summaries for the site tests, built from a few fields. */
import { DEFAULT_SETTINGS } from '@/shared/settings';
import type { PostSummary } from '@/shared/types';

const DAY = 86_400_000;
export const NOW = Date.parse('2026-06-30T12:00:00Z');

/** Settings for an assembled site: the defaults, as the build would read them from an empty store. */
export const settings = { ...DEFAULT_SETTINGS, title: 'T', description: '', twitterUrl: '', githubUrl: '' };

export function post(
  id: string,
  opts: {
    days?: number;
    category?: string;
    author?: string;
    tags?: string[];
    likes?: number;
    featured?: boolean;
    status?: 'draft' | 'published';
  } = {},
): PostSummary {
  const date = new Date(NOW - (opts.days ?? 0) * DAY).toISOString();
  return {
    id,
    title: `Title ${id}`,
    excerpt: '',
    imageUrl: '',
    status: opts.status ?? 'published',
    featured: opts.featured ?? false,
    likes: opts.likes ?? 0,
    publishedDate: date,
    updatedAt: date,
    readingTime: 3,
    category: { id: opts.category ?? 'c1', name: opts.category ?? 'c1' },
    tags: (opts.tags ?? []).map((t) => ({ id: t, name: t })),
    author: { id: opts.author ?? 'a1', name: opts.author ?? 'a1', avatarUrl: '', bio: '', followers: 0 },
    authorId: opts.author ?? 'a1',
    reviewRequested: false,
  };
}

/** A small deterministic random generator, so generated cases repeat. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
