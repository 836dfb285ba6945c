import { describe, expect, it } from 'vitest';
import { assemble } from '@/server/services/site';
import type { Catalog } from '@/server/services/catalog';
import { post, settings } from './site-fixtures';

const catalog: Catalog = {
  categories: new Map([
    ['c1', { id: 'c1', name: 'Zeta', description: '', imageUrl: '' }],
    ['c2', { id: 'c2', name: 'Alpha', description: '', imageUrl: '' }],
  ]),
  authors: new Map([
    ['a1', { id: 'a1', name: 'Ann', avatarUrl: '', bio: '', followers: 3 }],
    ['a2', { id: 'a2', name: 'Bob', avatarUrl: '', bio: '', followers: 1 }],
  ]),
  tags: new Map([
    ['t1', { id: 't1', name: 'One' }],
    ['t2', { id: 't2', name: 'Two' }],
  ]),
};

describe('site data', () => {
  const site = assemble({
    settings,
    catalog,
    pages: [],
    posts: [
      post('old', { days: 5, category: 'c1', author: 'a1', tags: ['t2'] }),
      post('new', { days: 1, category: 'c1', author: 'a1', tags: ['t1', 't2'] }),
      post('draft', { days: 0, category: 'c2', author: 'a2', tags: ['t1'], status: 'draft' }),
    ],
  });

  it('keeps published posts only, newest first', () => {
    expect(site.posts.map((p) => p.id)).toEqual(['new', 'old']);
    expect(site.byId.has('draft')).toBe(false);
  });

  it('counts published posts per category and author', () => {
    expect(site.categories.map((c) => [c.name, c.postCount])).toEqual([
      ['Alpha', 0],
      ['Zeta', 2],
    ]);
    expect(site.authors.map((a) => [a.name, a.postCount])).toEqual([
      ['Ann', 2],
      ['Bob', 0],
    ]);
  });

  it('lists posts per category, tag and author, and the tags found in each category', () => {
    expect(site.byCategory.get('c1')?.map((p) => p.id)).toEqual(['new', 'old']);
    expect(site.byCategory.get('c2')).toBeUndefined();
    expect(site.byTag.get('t1')?.map((p) => p.id)).toEqual(['new']);
    expect(site.byAuthor.get('a2')).toBeUndefined();
    expect(site.categoryTags.get('c1')?.map((t) => t.id)).toEqual(['t1', 't2']);
  });

  it('builds from an empty store', () => {
    const empty = assemble({
      settings,
      catalog: { categories: new Map(), authors: new Map(), tags: new Map() },
      pages: [],
      posts: [],
    });
    expect(empty.posts).toEqual([]);
    expect(empty.categories).toEqual([]);
  });
});
