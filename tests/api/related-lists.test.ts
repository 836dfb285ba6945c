/**
 * A post page on a server that starts cold reads the list heads the scheduled job stored, not the
 * whole post index, and gets the same Related Posts and Continue Reading as a server holding the
 * index; heads of an older index version are never used.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetIndexMemory, indexInMemory } from '@/server/repos/post-index';
import { readOrderedPosts } from '@/server/repos/post-order';
import { loadPostPage } from '@/server/services/post-page';
import { refreshRelatedLists } from '@/server/services/related-lists';
import { authors, categories, tags } from '@/server/repos/taxonomy';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

const run = randomUUID().slice(0, 8);
const cat = `heads-cat-${run}`,
  author = `heads-author-${run}`,
  tag = `heads-tag-${run}`;
let admin: string;
const ids: string[] = [];

async function create(title: string, publishedDate: string): Promise<string> {
  const res = await call('POST', '/api/posts', {
    token: admin,
    body: {
      title,
      excerpt: '',
      content: '<p>Body</p>',
      authorId: author,
      categoryId: cat,
      status: 'published',
      publishedDate,
      tags: [{ id: tag, name: tag }],
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data.id;
}

const shown = (page: Awaited<ReturnType<typeof loadPostPage>>) => ({
  related: page.related.map((p) => p.id),
  more: page.more.map((p) => p.id),
});

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
  await categories.create({ id: cat, name: `Heads ${run}`, description: '', imageUrl: '' });
  await authors.create({ id: author, name: `Header ${run}`, avatarUrl: '', bio: '', followers: 1 });
  await tags.create({ id: tag, name: tag });
  for (let i = 0; i < 6; i++) ids.push(await create(`Heads ${run} ${i}`, `2021-0${i + 1}-01T00:00:00.000Z`));
});

describe('list heads for cold post pages', () => {
  it('renders a cold page from the stored heads, without loading the index, as a warm server would', async () => {
    let cold: ReturnType<typeof shown> | null = null;
    // Other test files save posts meanwhile, which makes stored heads stale: take them again until one page reads them.
    for (let attempt = 0; attempt < 10 && !cold; attempt++) {
      await refreshRelatedLists();
      forgetIndexMemory();
      const page = await loadPostPage(ids[0]!);
      if (!indexInMemory()) cold = shown(page);
    }
    expect(cold, 'a cold page never read the stored heads').not.toBeNull();
    expect(cold!.related.length).toBe(3);
    await readOrderedPosts(Date.now());
    expect(indexInMemory()).toBe(true);
    expect(shown(await loadPostPage(ids[0]!))).toEqual(cold);
  });

  it('never uses heads taken before a save: a cold page then reads the index and shows the new post', async () => {
    await refreshRelatedLists();
    const newest = await create(`Heads ${run} newest`, '2021-12-01T00:00:00.000Z');
    forgetIndexMemory();
    const page = shown(await loadPostPage(ids[0]!));
    expect(indexInMemory()).toBe(true);
    expect(page.more).toContain(newest);
  });
});
