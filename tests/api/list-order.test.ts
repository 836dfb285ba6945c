/**
 * A save rewrites only the months of a list's order that the post leaves and joins, with the
 * list's month counts; never the months of other posts.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshListCopies } from '@/server/services/list-copies';
import { authors, categories, tags } from '@/server/repos/taxonomy';
import { copiesAreWhole } from '@/server/repos/list-copies';
import { listWithEtags, setJSON } from '@/server/storage/store';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

const run = randomUUID().slice(0, 8);
const cat = `ord-c-${run}`;
const person = `ord-p-${run}`;
const tag = `ord-t-${run}`;
let admin: string;

const body = (month: number) => ({
  title: `Ord ${run} ${month}`,
  excerpt: '',
  content: '<p>Body</p>',
  authorId: person,
  categoryId: cat,
  status: 'published',
  featured: false,
  publishedDate: `2021-${String(month).padStart(2, '0')}-15T00:00:00.000Z`,
  tags: [{ id: tag, name: tag }],
});

async function send(method: string, path: string, payload: unknown): Promise<string> {
  const res = await call(method, path, { token: admin, body: payload });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const etags = async () => new Map((await listWithEtags('list-copies/order/')).map((c) => [c.key, c.etag]));

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
  await categories.create({ id: cat, name: cat, description: '', imageUrl: '' });
  await authors.create({ id: person, name: person, avatarUrl: '', bio: '', followers: 1 });
  await tags.create({ id: tag, name: tag });
  await refreshListCopies();
});

describe('orders kept by month', () => {
  it('a save that moves a post from March to October rewrites only those two months of its lists', async () => {
    const ids: string[] = [];
    for (let month = 1; month <= 12; month++) ids.push(await send('POST', '/api/posts', body(month)));
    const before = await etags();
    const lists = ['latest', `category/${cat}`, `author/${person}`, `tag/${tag}`];
    for (const list of lists)
      for (const m of ['01', '06', '12']) expect(before.has(`list-copies/order/${list}/2021-${m}`)).toBe(true);

    await send('PUT', `/api/posts/${ids[2]}`, body(10));
    const after = await etags();
    const changed = [...after].filter(([key, etag]) => before.get(key) !== etag).map(([key]) => key);
    const expected = lists.flatMap((l) => ['03', '10'].map((m) => `list-copies/order/${l}/2021-${m}`));
    expect(changed.sort()).toEqual(expected.sort());
  });

  it('copies built before the orders were kept by month are not read until the job rebuilds them', async () => {
    await refreshListCopies();
    expect(await copiesAreWhole()).toBe(true);
    await setJSON('list-copies-meta/state', { whole: true });
    expect(await copiesAreWhole()).toBe(false);
    expect(await refreshListCopies()).toBeGreaterThan(0);
    expect(await copiesAreWhole()).toBe(true);
  });
});
