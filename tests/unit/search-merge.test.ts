import { describe, expect, it } from 'vitest';
import { mergeResults, type SearchCard } from '@/features/search/search-posts';

const card = (id: string, title: string, excerpt = ''): SearchCard => ({
  id,
  title,
  excerpt,
  imageUrl: '',
  publishedDate: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  readingTime: 1,
  category: { id: 'c', name: 'C' },
  author: { id: 'a', name: 'A' },
});

describe("readers' search results", () => {
  it('puts title matches first, then excerpt matches, then the rest in index order', () => {
    const indexed = [
      card('body-1', 'One'),
      card('excerpt', 'Two', 'about Otters here'),
      card('body-2', 'Three'),
      card('title', 'Sea otters'),
    ];
    const out = mergeResults('OTTERS', { items: indexed, total: 4 }, { items: [], total: 0 }, 10);
    expect(out.items.map((c) => c.id)).toEqual(['title', 'excerpt', 'body-1', 'body-2']);
    expect(out.total).toBe(4);
  });

  it('adds posts saved since the build, replacing their indexed copy, and counts them once', () => {
    const indexed = { items: [card('old', 'Otters then'), card('other', 'x', 'otters')], total: 7 };
    const fresh = { items: [card('old', 'Otters now'), card('new', 'New otters')], total: 2 };
    const out = mergeResults('otters', indexed, fresh, 10);
    expect(out.items.map((c) => [c.id, c.title])).toEqual([
      ['old', 'Otters now'],
      ['new', 'New otters'],
      ['other', 'x'],
    ]);
    expect(out.total).toBe(8);
  });

  it('returns at most the limit', () => {
    const items = Array.from({ length: 15 }, (_, i) => card(`p${i}`, `Otter ${i}`));
    expect(mergeResults('otter', { items, total: 40 }, { items: [], total: 0 }, 10).items).toHaveLength(10);
  });
});
