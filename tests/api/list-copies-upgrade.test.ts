/**
 * A store whose list copies were written before orders were kept by month (one `order/<list>`
 * document per list) upgrades by itself: saves leave the old copies alone, and the job deletes the
 * old orders before it writes the months (a key cannot also be a folder in the local store, which
 * keeps blobs as files), then readers use the copies again.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { copiesAreWhole } from '@/server/repos/list-copies';
import { forgetIndexMemory, indexInMemory } from '@/server/repos/post-index';
import { refreshListCopies } from '@/server/services/list-copies';
import { authors, categories } from '@/server/repos/taxonomy';
import { getJSON, listKeys, setJSON } from '@/server/storage/store';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

const run = randomUUID().slice(0, 8);
const cat = `upg-c-${run}`;
const person = `upg-p-${run}`;
let admin: string;

async function create(month: number): Promise<string> {
  const started = Date.now();
  const res = await call('POST', '/api/posts', {
    token: admin,
    body: {
      title: `Upgrade ${run} ${month}`,
      excerpt: '',
      content: '<p>Body</p>',
      authorId: person,
      categoryId: cat,
      status: 'published',
      publishedDate: `2020-${String(month).padStart(2, '0')}-10T00:00:00.000Z`,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  // A save never waits on copies it cannot write.
  expect(Date.now() - started).toBeLessThan(5_000);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
  await categories.create({ id: cat, name: cat, description: '', imageUrl: '' });
  await authors.create({ id: person, name: person, avatarUrl: '', bio: '', followers: 1 });
  // The copies as the one-document layout left them: whole, with no layout named.
  await setJSON('list-copies-meta/state', { whole: true });
  await setJSON('list-copies/order/latest', { ids: ['gone-post'], dates: ['2019-01-01T00:00:00.000Z'] });
  await setJSON(`list-copies/order/category/${cat}`, { ids: ['gone-post'], dates: ['2019-01-01T00:00:00.000Z'] });
});

describe('list copies of the one-document layout', () => {
  it('are left alone by saves, replaced by the job, and then kept by saves again', async () => {
    const first = await create(1);
    expect(await copiesAreWhole()).toBe(false);
    // The old orders are still there: saves did not try to write months beneath them.
    expect(await getJSON('list-copies/order/latest')).not.toBeNull();

    expect(await refreshListCopies()).toBeGreaterThan(0);
    expect(await copiesAreWhole()).toBe(true);
    const orders = await listKeys('list-copies/order/');
    expect(orders).not.toContain('list-copies/order/latest');
    expect(orders).not.toContain(`list-copies/order/category/${cat}`);
    expect(orders).toContain('list-copies/order/latest/2020-01');

    const second = await create(2);
    expect(await copiesAreWhole()).toBe(true);
    expect(await getJSON('list-copies/order/latest/2020-02')).toEqual({
      ids: [second],
      dates: ['2020-02-10T00:00:00.000Z'],
    });
    forgetIndexMemory();
    const listed = await (await call('GET', `/api/posts?category=${cat}`)).json();
    expect(indexInMemory()).toBe(false);
    expect(listed.data.map((p: { id: string }) => p.id)).toEqual([second, first]);
  });
});
