/**
 * Every save keeps the copies of the post lists current: after concurrent creates, edits that move
 * posts between lists, unpublishing, deletes and the publishing job, the copies equal a rebuild from
 * the whole index. Copies a save could not update, or a save that stopped halfway, send a cold
 * reader to the whole index until the job has rebuilt them.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { copiesAreWhole, markCopiesBroken, readCopy, type CopyKind } from '@/server/repos/list-copies';
import { HEAD_SIZE } from '@/server/repos/list-copy-updates';
import { orderLength, readOrderHead, type MonthCounts } from '@/server/repos/list-order';
import { forgetIndexMemory, indexInMemory, putIndexEntry, readIndexedPosts } from '@/server/repos/post-index';
import { getPostRecord, writePost } from '@/server/repos/posts';
import { authors, categories, tags } from '@/server/repos/taxonomy';
import { listCopiesOf, loadLiveListPage, refreshListCopies } from '@/server/services/list-copies';
import { publishDuePosts } from '@/server/services/scheduler';
import { CANDIDATES_PER_LIST } from '@/server/services/site-related';
import { listKeys, setJSON } from '@/server/storage/store';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

const run = randomUUID().slice(0, 8);
const cats = [`upd-a-${run}`, `upd-b-${run}`];
const people = [`upd-ann-${run}`, `upd-bo-${run}`];
const topics = [`upd-x-${run}`, `upd-y-${run}`, `upd-z-${run}`];
let admin: string;

const body = (i: number, over: Record<string, unknown> = {}) => ({
  title: `Upd ${run} ${i}`,
  excerpt: '',
  content: '<p>Body</p>',
  authorId: people[i % 2],
  categoryId: cats[i % 2],
  status: 'published',
  featured: i % 5 === 0,
  // Dates out of order, some equal, so posts are placed mid-list and ties go by id.
  publishedDate: `2023-0${1 + (i % 7)}-0${1 + (i % 3)}T00:00:00.000Z`,
  tags: [topics[i % 3], topics[(i + 1) % 3]].slice(0, 1 + (i % 2)).map((t) => ({ id: t, name: t })),
  ...over,
});

async function send(method: string, path: string, payload?: unknown): Promise<{ id: string }> {
  const res = await call(method, path, { token: admin, ...(payload ? { body: payload } : {}) });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()).data;
}

/** Every stored copy next to what a rebuild from the whole index holds. */
async function storedAndRebuilt() {
  const rebuilt = listCopiesOf(await readIndexedPosts());
  const names = new Set([...rebuilt.keys(), ...(await listKeys('list-copies/')).map((k) => k.slice('list-copies/'.length))]);
  const stored = new Map<string, unknown>();
  const empty = (v: unknown) =>
    (Array.isArray(v) && !v.length) || (v as { ids?: [] } | null)?.ids?.length === 0 || (!!v && !Object.keys(v).length);
  for (const name of names) {
    const [kind, ...rest] = name.split('/');
    const value = await readCopy(kind as CopyKind, rest.join('/') as never);
    if (!empty(value)) stored.set(name, value);
  }
  return { stored: Object.fromEntries(stored), rebuilt: Object.fromEntries(rebuilt) };
}

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
  for (const c of cats) await categories.create({ id: c, name: c, description: '', imageUrl: '' });
  for (const a of people) await authors.create({ id: a, name: a, avatarUrl: '', bio: '', followers: 1 });
  for (const t of topics) await tags.create({ id: t, name: t });
  await refreshListCopies();
});

describe('copies of the post lists kept by the saves', () => {
  it('a head holds as many posts as a post page reads of a list', () => {
    expect(HEAD_SIZE).toBe(CANDIDATES_PER_LIST);
  });

  it('20 concurrent creates, then concurrent edits, unpublishing and deletes: the copies equal a rebuild', async () => {
    const made = await Promise.all(Array.from({ length: 20 }, (_, i) => send('POST', '/api/posts', body(i))));
    const ids = made.map((p) => p.id);
    let { stored, rebuilt } = await storedAndRebuilt();
    expect(stored).toEqual(rebuilt);
    expect(orderLength(rebuilt[`months/category/${cats[0]}`] as MonthCounts)).toBe(10);
    expect(await copiesAreWhole()).toBe(true);

    await Promise.all([
      // Moved to the other category and author, newer, with other tags.
      ...[0, 3, 6].map((i) =>
        send('PUT', `/api/posts/${ids[i]}`, body(i + 1, { publishedDate: `2024-0${1 + i}-01T00:00:00.000Z` })),
      ),
      // Back-dated, unfeatured.
      ...[1, 10].map((i) =>
        send('PUT', `/api/posts/${ids[i]}`, body(i, { publishedDate: '2019-01-01T00:00:00.000Z', featured: false })),
      ),
      ...[2, 7].map((i) => send('PUT', `/api/posts/${ids[i]}`, body(i, { status: 'draft' }))),
      ...[4, 5, 15].map((i) => send('DELETE', `/api/posts/${ids[i]}`)),
    ]);
    ({ stored, rebuilt } = await storedAndRebuilt());
    expect(stored).toEqual(rebuilt);
    expect(orderLength(rebuilt['months/latest'] as MonthCounts)).toBe(15);
    expect(await copiesAreWhole()).toBe(true);
  });

  it('the publishing job adds a scheduled post to the copies when it publishes it', async () => {
    const soon = new Date(Date.now() + 1500).toISOString();
    const { id } = await send('POST', '/api/posts', body(3, { status: 'scheduled', publishedDate: soon }));
    expect((await readOrderHead('latest', 1000)).ids).not.toContain(id);
    await new Promise((r) => setTimeout(r, 1600));
    expect((await publishDuePosts()).data).toContain(id);
    expect((await readOrderHead('latest', 1000)).ids).toContain(id);
    const { stored, rebuilt } = await storedAndRebuilt();
    expect(stored).toEqual(rebuilt);
  });
});

/** Latest Posts' total on the home page 2 of a server that starts cold, and whether it read the whole index. */
async function coldHomePage() {
  forgetIndexMemory();
  const page = await loadLiveListPage('/page/2');
  const view = page.view as { lists: { latest: { total: number } } } | null;
  return { total: view?.lists.latest.total, wholeIndex: indexInMemory() };
}

describe('copies a save could not update', () => {
  it('are not read after they are marked broken, until the job rebuilds them', async () => {
    const before = await coldHomePage();
    expect(before).toMatchObject({ total: expect.any(Number), wholeIndex: false });
    const { id } = await send('POST', '/api/posts', body(0, { title: `Upd ${run} lost` }));
    const rec = (await getPostRecord(id))!;
    // A bulk write leaves the copies to the job; and a save that failed after it wrote the post.
    await writePost({ ...rec, id: `${id}-bulk` }, true, 'rebuild');
    await putIndexEntry({ ...rec, id: `${id}-lost` });
    await markCopiesBroken();
    const broken = await coldHomePage();
    expect(broken).toEqual({ total: before.total! + 3, wholeIndex: true });
    expect(await refreshListCopies()).toBeGreaterThan(0);
    expect(await coldHomePage()).toEqual({ total: before.total! + 3, wholeIndex: false });
    const { stored, rebuilt } = await storedAndRebuilt();
    expect(stored).toEqual(rebuilt);
  });

  it('are not read while a save that stopped halfway still holds its mark, until the job rebuilds them', async () => {
    expect((await coldHomePage()).wholeIndex).toBe(false);
    await setJSON(`list-copies-meta/saving/${Date.now() - 60_000}-${randomUUID()}`, {});
    expect((await coldHomePage()).wholeIndex).toBe(true);
    await refreshListCopies();
    expect(await listKeys('list-copies-meta/saving/')).toEqual([]);
    expect((await coldHomePage()).wholeIndex).toBe(false);
  });
});
