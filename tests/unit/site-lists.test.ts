import { describe, expect, it, vi } from 'vitest';
import type { Author } from '@/shared/types';
import {
  featuredPosts,
  homeLists,
  latest,
  mainFeatured,
  pageCount,
  pageOf,
  pageSlugs,
  prebuiltExtraPages,
  topAuthors,
  trending,
} from '@/server/services/site-lists';
import { post } from './site-fixtures';

describe('home lists', () => {
  it('the main post is the newest featured one, else the newest post', () => {
    const posts = [
      post('old-featured', { days: 9, featured: true }),
      post('newest', { days: 1 }),
      post('featured', { days: 3, featured: true }),
    ];
    expect(mainFeatured(posts)?.id).toBe('featured');
    expect(mainFeatured([post('a', { days: 5 }), post('b', { days: 2 })])?.id).toBe('b');
    expect(mainFeatured([])).toBeNull();
  });

  it('Trending is the six most liked, ties to the newer post', () => {
    const posts = Array.from({ length: 9 }, (_, i) => post(`p${i}`, { days: i, likes: i % 3 }));
    expect(trending(posts).map((p) => p.id)).toEqual(['p2', 'p5', 'p8', 'p1', 'p4', 'p7']);
  });

  it('Latest leaves out the main post, newest first', () => {
    const posts = [post('a', { days: 3 }), post('main', { days: 1, featured: true }), post('b', { days: 2 })];
    expect(latest(posts, posts[1]!).map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('the sidebar takes up to four featured posts, newest first', () => {
    const posts = Array.from({ length: 6 }, (_, i) => post(`f${i}`, { days: 6 - i, featured: i !== 2 }));
    expect(featuredPosts(posts, 4).map((p) => p.id)).toEqual(['f5', 'f4', 'f3', 'f1']);
  });

  it('is computed once per list of posts', () => {
    const posts = [post('a')];
    expect(homeLists(posts)).toBe(homeLists(posts));
  });

  it('Featured Authors are the three with the most published posts', () => {
    const a = (id: string, postCount: number): Author => ({ id, name: id, avatarUrl: '', bio: '', followers: 0, postCount });
    expect(topAuthors([a('x', 1), a('y', 5), a('z', 0), a('w', 5)]).map((x) => x.id)).toEqual(['w', 'y', 'x']);
  });
});

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(13, 6)).toBe(3);
  });
  it('cuts 1-based pages', () => {
    const items = Array.from({ length: 13 }, (_, i) => i);
    expect(pageOf(items, 1, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pageOf(items, 3, 6)).toEqual([12]);
  });
  it('prebuilds the extra pages from 2 up to PREBUILT_LIST_PAGES, however long the list', () => {
    expect(prebuiltExtraPages(25, 10)).toEqual([2, 3]);
    expect(prebuiltExtraPages(10, 10)).toEqual([]);
    expect(prebuiltExtraPages(100_000, 10)).toEqual([2, 3, 4, 5]);
    vi.stubEnv('PREBUILT_LIST_PAGES', '2');
    try {
      expect(prebuiltExtraPages(100_000, 10)).toEqual([2]);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('static page slugs', () => {
  it('always builds privacy and terms, plus stored pages that do not take another route', () => {
    expect(
      pageSlugs([{ slug: 'about' }, { slug: 'privacy' }, { slug: 'press-kit' }, { slug: 'Bad Slug' }, { slug: 'search' }]),
    ).toEqual(['privacy', 'terms', 'press-kit']);
  });
});
