import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostSummary } from '@/shared/types';
import { installBrowser } from './stores-browser';

afterEach(() => vi.unstubAllGlobals());

const post = (id: string): PostSummary => ({
  id,
  title: `Post ${id}`,
  excerpt: '',
  imageUrl: '',
  status: 'published',
  featured: false,
  likes: 0,
  publishedDate: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  readingTime: 3,
  category: { id: 'c', name: 'Cat' },
  tags: [],
  author: { id: 'a', name: 'A', avatarUrl: '', bio: '', followers: 0 },
  authorId: 'a',
  reviewRequested: false,
});

describe('bookmarks store', () => {
  it('toggles whole posts in and out, persisting every change and telling the reader', async () => {
    const b = installBrowser();
    const { $bookmarks, toggleBookmark } = await import('@/stores/bookmarks');
    const { $toasts } = await import('@/stores/toasts');
    expect(toggleBookmark(post('1'))).toBe(true);
    expect(JSON.parse(b.localStorage.getItem('bookmarks')!)).toEqual([post('1')]);
    expect($toasts.get().at(-1)?.message).toBe('Added to bookmarks');
    expect(toggleBookmark(post('1'))).toBe(false);
    expect($bookmarks.get()).toEqual([]);
    expect(b.localStorage.getItem('bookmarks')).toBe('[]');
    expect($toasts.get().at(-1)?.message).toBe('Removed from bookmarks');
  });

  it('restores stored bookmarks, removes one, and clears all', async () => {
    const b = installBrowser();
    b.localStorage.setItem('bookmarks', JSON.stringify([post('1'), post('2'), post('3')]));
    const { $bookmarks, $bookmarkCount, removeBookmark, clearBookmarks } = await import('@/stores/bookmarks');
    expect($bookmarkCount.get()).toBe(3);
    removeBookmark('2');
    expect($bookmarks.get().map((p) => p.id)).toEqual(['1', '3']);
    clearBookmarks();
    expect(JSON.parse(b.localStorage.getItem('bookmarks')!)).toEqual([]);
  });

  it('discards an unreadable bookmarks entry', async () => {
    const b = installBrowser();
    b.localStorage.setItem('bookmarks', '{"oops"');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { $bookmarks } = await import('@/stores/bookmarks');
    expect($bookmarks.get()).toEqual([]);
    expect(b.localStorage.getItem('bookmarks')).toBeNull();
  });
});
