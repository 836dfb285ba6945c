/**
 * Like counts are stored by the writers, so a page of posts reads at most one document per post: the
 * stored count stays exact when many readers like and unlike at once, and the migration stores the
 * count of a post liked before counts were stored.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { likeKeys } from '@/server/repos/likes';
import { categories, authors } from '@/server/repos/taxonomy';
import { deleteKey, getJSON, listKeys, setJSON } from '@/server/storage/store';
import { migrateLegacyLayout } from '../../scripts/migrate-legacy';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

let admin: string;
const run = randomUUID().slice(0, 6);

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
  await categories.save({ id: `likes-${run}`, name: 'Likes', description: '', imageUrl: '' });
  await authors.save({ id: `likes-${run}`, name: 'Liked', avatarUrl: '', bio: '', followers: 0 });
});

async function publish(title: string): Promise<string> {
  const res = await call('POST', '/api/posts', {
    token: admin,
    body: { title, excerpt: 'x', content: '<p>x</p>', authorId: `likes-${run}`, categoryId: `likes-${run}`, status: 'published' },
  });
  expect(res.status).toBe(201);
  return ((await res.json()).data as { id: string }).id;
}

const like = (id: string, token: string, liked: boolean) => call('POST', `/api/posts/${id}/like`, { token, body: { liked } });
const listedLikes = async (id: string) =>
  ((await (await call('GET', `/api/posts?category=likes-${run}&limit=50`)).json()).data as { id: string; likes: number }[]).find(
    (p) => p.id === id,
  )?.likes;

describe('stored like counts', () => {
  it('stay exact when thirty readers like at once and ten of them take it back at once', async () => {
    const id = await publish(`Popular ${run}`);
    const readers = await Promise.all(Array.from({ length: 30 }, () => makeUser()));
    const liked = await Promise.all(readers.map((r) => like(id, r.token, true)));
    expect(liked.every((r) => r.status === 200)).toBe(true);
    expect(await getJSON(likeKeys.likeCount(id))).toEqual({ count: 30 });
    const unliked = await Promise.all(readers.slice(0, 10).map((r) => like(id, r.token, false)));
    expect(unliked.every((r) => r.status === 200)).toBe(true);
    expect((await listKeys(likeKeys.likesOf(id))).length).toBe(20);
    expect(await getJSON(likeKeys.likeCount(id))).toEqual({ count: 20 });
    expect(await listedLikes(id)).toBe(20);
    expect(((await (await call('GET', `/api/posts/${id}`)).json()).data as { likes: number }).likes).toBe(20);
  });

  it('count a post liked before counts were stored once the store is migrated', async () => {
    const id = await publish(`Liked long ago ${run}`);
    for (let i = 0; i < 3; i++) await setJSON(likeKeys.like(id, `old-reader-${i}`), { at: new Date().toISOString() });
    expect(await getJSON(likeKeys.likeCount(id))).toBeNull();
    // A store from before counts were stored has no marker: the migration counts its liked posts once.
    await deleteKey(likeKeys.countsStored);
    expect(await migrateLegacyLayout()).toMatch(/^Stored the like counts of \d+ posts? liked before/);
    expect(await getJSON(likeKeys.likeCount(id))).toEqual({ count: 3 });
    expect(await migrateLegacyLayout()).toBeNull();
    expect(await listedLikes(id)).toBe(3);
    const reader = await makeUser();
    expect((await (await like(id, reader.token, true)).json()).data).toBe(4);
    expect(await getJSON(likeKeys.likeCount(id))).toEqual({ count: 4 });
    expect(await listedLikes(id)).toBe(4);
  });

  it('count a post without a stored count, which has never been liked, as 0 without listing its likes', async () => {
    const id = await publish(`Never liked ${run}`);
    expect(await getJSON(likeKeys.likeCount(id))).toBeNull();
    expect(await listedLikes(id)).toBe(0);
  });
});
