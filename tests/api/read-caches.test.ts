/**
 * What a server keeps in memory between requests is never stale: a change written by another server
 * instance, which reaches this one only through the store's keys and version keys, shows in the next
 * read here.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LikeCountSnapshot, PostRecord } from '@/shared/records';
import { forgetLikeMemory, refreshLikeSnapshots } from '@/server/repos/like-counts';
import { likeKeys } from '@/server/repos/likes';
import { forgetIndexMemory, indexEntryOf, indexKeys, refreshIndexSnapshots } from '@/server/repos/post-index';
import { postKeys } from '@/server/repos/posts';
import { shardOf } from '@/server/repos/shards';
import { authors, categories, forgetCatalogMemory, refreshCatalogSnapshot, tags } from '@/server/repos/taxonomy';
import { deleteKey, getJSON, setJSON } from '@/server/storage/store';
import { bumpVersion } from '@/server/storage/versioned-cache';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

interface Summary {
  id: string;
  title: string;
  likes: number;
  category: { id: string; name: string };
  author: { id: string; name: string; followers: number };
  tags: { id: string; name: string }[];
}

const run = randomUUID().slice(0, 8);
const cat = `cache-cat-${run}`,
  author = `cache-author-${run}`,
  tag = `cache-tag-${run}`;
let admin: string;

async function list(query: Record<string, string>, token?: string): Promise<{ data: Summary[]; meta: { total: number } }> {
  const res = await call('GET', `/api/posts?${new URLSearchParams({ limit: '50', ...query })}`, { token });
  expect(res.status).toBe(200);
  return res.json();
}

async function create(title: string, content = '<p>Body</p>'): Promise<Summary> {
  const res = await call('POST', '/api/posts', {
    token: admin,
    body: { title, excerpt: '', content, authorId: author, categoryId: cat, status: 'published', tags: [{ id: tag, name: tag }] },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data;
}

function record(id: string, title: string, content: string): PostRecord {
  const at = '2030-01-01T00:00:00.000Z';
  return {
    id,
    title,
    excerpt: '',
    content,
    imageUrl: '',
    status: 'published',
    featured: false,
    publishedDate: '2000-01-01T00:00:00.000Z',
    updatedAt: at,
    readingTime: 1,
    categoryId: cat,
    authorId: author,
    tagIds: [tag],
    history: [],
  };
}

/** Saves a post as another server instance would: its record, its index entry, then the versions. */
async function saveElsewhere(p: PostRecord): Promise<void> {
  await setJSON(postKeys.post(p.id), p);
  await setJSON(indexKeys.postIndexEntry(p.id), indexEntryOf(p));
  await bumpVersion(indexKeys.postIndexVersion(shardOf(p.id)[0]));
  await bumpVersion(indexKeys.postIndexAllVersion);
}

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
  await categories.create({ id: cat, name: `Cached ${run}`, description: '', imageUrl: '' });
  await authors.create({ id: author, name: `Cacher ${run}`, avatarUrl: '', bio: '', followers: 1 });
  await tags.create({ id: tag, name: tag });
});

describe('in-memory copies across server instances', () => {
  it('a post saved by another instance shows in lists and in body-word search here', async () => {
    await create(`Local ${run}`);
    const before = await list({ category: cat });
    expect((await list({ q: `okapi${run}` }, admin)).meta.total).toBe(0);

    const id = `elsewhere-${run}`;
    await saveElsewhere(record(id, `Elsewhere ${run}`, `<p>An okapi${run} grazes.</p>`));
    const after = await list({ category: cat });
    expect(after.meta.total).toBe(before.meta.total + 1);
    expect(after.data.map((p) => p.id)).toContain(id);
    expect((await list({ q: `okapi${run.slice(0, 3)}` }, admin)).data.map((p) => p.id)).toContain(id);

    // An edit of its body there: the old word no longer finds it, the new one does.
    await saveElsewhere(record(id, `Elsewhere ${run}`, `<p>A tapir${run} grazes.</p>`));
    expect((await list({ q: `okapi${run}` }, admin)).meta.total).toBe(0);
    expect((await list({ q: `tapir${run} grazes` }, admin)).data.map((p) => p.id)).toEqual([id]);
  });

  it('a category, author or tag changed anywhere shows in the next list and search', async () => {
    const post = await create(`Renamed refs ${run}`);
    const find = async () => (await list({ category: cat })).data.find((p) => p.id === post.id)!;
    expect((await find()).category.name).toBe(`Cached ${run}`);

    // Through the API…
    const res = await call('PUT', `/api/categories/${cat}`, { token: admin, body: { name: `Renamed ${run}` } });
    expect(res.status).toBe(200);
    expect((await find()).category.name).toBe(`Renamed ${run}`);
    // …and as another instance writes them (the repo rewrites the catalog version after the item).
    await authors.save({ id: author, name: `Wombat ${run}`, avatarUrl: '', bio: '', followers: 42 });
    await tags.save({ id: tag, name: `Tag ${run}` });
    const seen = await find();
    expect(seen.author).toMatchObject({ name: `Wombat ${run}`, followers: 42 });
    expect(seen.tags).toEqual([{ id: tag, name: `Tag ${run}` }]);
    // Search matches the author's new name, not the old one.
    expect((await list({ q: `wombat ${run}` }, admin)).data.map((p) => p.id)).toContain(post.id);
    expect((await list({ q: `cacher ${run}` }, admin)).meta.total).toBe(0);
    expect(((await (await call('GET', `/api/categories/${cat}`)).json()).data as { name: string }).name).toBe(`Renamed ${run}`);
  });

  it('a like here or elsewhere shows in the next list', async () => {
    const [post, other] = [await create(`Liked ${run}`), await create(`Liked elsewhere ${run}`)];
    const likes = async (id: string) => (await list({ category: cat })).data.find((p) => p.id === id)!.likes;
    expect([await likes(post.id), await likes(other.id)]).toEqual([0, 0]);

    const reader = await makeUser();
    expect((await call('POST', `/api/posts/${post.id}/like`, { token: reader.token, body: { liked: true } })).status).toBe(200);
    expect(await likes(post.id)).toBe(1);

    // Another instance's like of a post never liked before: the like key, the settled count, the
    // shard's version, then the version of all likes.
    await setJSON(likeKeys.like(other.id, 'elsewhere'), { at: new Date().toISOString() });
    await setJSON(likeKeys.likeCount(other.id), { count: 1 });
    await bumpVersion(likeKeys.likeVersion(shardOf(other.id)[0]));
    await bumpVersion(likeKeys.likesVersion);
    expect(await likes(other.id)).toBe(1);
    expect(((await (await call('GET', `/api/posts/${other.id}`)).json()).data as { likes: number }).likes).toBe(1);

    expect((await call('POST', `/api/posts/${post.id}/like`, { token: reader.token, body: { liked: false } })).status).toBe(200);
    expect([await likes(post.id), await likes(other.id)]).toEqual([0, 1]);
  });
  it('stores cold-start copies of the index from the scheduled job, and a cold reader still sees saves made after them', async () => {
    const before = await create(`Copied ${run}`);
    await refreshIndexSnapshots();
    const shard = shardOf(before.id)[0];
    const copy = await getJSON<{ token: string | null; entries: Record<string, unknown> }>(indexKeys.postIndexSnapshot(shard));
    expect(Object.keys(copy!.entries)).toContain(before.id);
    expect((await getJSON<{ token: string | null }>(indexKeys.postIndexSnapshotToken(shard)))?.token).toBe(copy!.token);

    // Saved after the copies: a server that starts now reads the copy, then the entries changed since.
    const after = await create(`Not copied yet ${run}`);
    forgetIndexMemory();
    const found = (await list({ q: run, author })).data.map((p) => p.id);
    expect(found).toEqual(expect.arrayContaining([before.id, after.id]));
  });

  it('stores a copy of the catalog from the scheduled job, which a cold reader reads instead of each item', async () => {
    const post = await create(`Catalogued ${run}`);
    const find = async () => (await list({ category: cat })).data.find((p) => p.id === post.id)!;
    const named = (await find()).tags;
    expect(await refreshCatalogSnapshot()).toBe(true);
    expect(await refreshCatalogSnapshot()).toBe(false);

    // A server that starts now takes the tags from the copy: without the tag's own document (taken
    // away behind its back, the catalog version untouched) it still names it.
    forgetCatalogMemory();
    const stored = await getJSON<{ id: string; name: string }>(tags.key(tag));
    await deleteKey(tags.key(tag));
    expect((await find()).tags).toEqual(named);
    await setJSON(tags.key(tag), stored);

    // Changed after the copy: a cold reader starts from the copy, then reads what changed since.
    await tags.save({ id: tag, name: `Recopied ${run}` });
    forgetCatalogMemory();
    expect((await find()).tags).toEqual([{ id: tag, name: `Recopied ${run}` }]);
    expect((await find()).category.id).toBe(cat);
    expect(await refreshCatalogSnapshot()).toBe(true);
  });

  it('stores copies of the like counts from the scheduled job, which a cold reader reads instead of each count', async () => {
    const post = await create(`Counted ${run}`);
    const shard = shardOf(post.id)[0];
    const likes = async () => (await list({ category: cat })).data.find((p) => p.id === post.id)!.likes;
    const like = async () =>
      expect(
        (await call('POST', `/api/posts/${post.id}/like`, { token: (await makeUser()).token, body: { liked: true } })).status,
      ).toBe(200);
    await like();
    expect(await refreshLikeSnapshots()).toBeGreaterThanOrEqual(1);
    const copy = await getJSON<LikeCountSnapshot>(likeKeys.likeCountSnapshot(shard));
    expect(copy!.counts[post.id]?.count).toBe(1);
    expect(copy!.token).toBe((await getJSON<{ token: string }>(likeKeys.likeVersion(shard)))!.token);
    expect(await refreshLikeSnapshots()).toBe(0);

    // A server that starts now takes the shard's counts from the copy: without the post's own count
    // document (taken away behind its back, versions untouched) it still answers 1.
    forgetLikeMemory();
    await deleteKey(likeKeys.likeCount(post.id));
    expect(await likes()).toBe(1);
    await setJSON(likeKeys.likeCount(post.id), { count: 1 });

    // A like after the copy moves the shard's version: the copy is no longer used, the count is read.
    await like();
    expect(await likes()).toBe(2);
    forgetLikeMemory();
    expect(await likes()).toBe(2);
    expect(await refreshLikeSnapshots()).toBeGreaterThanOrEqual(1);
    expect((await getJSON<LikeCountSnapshot>(likeKeys.likeCountSnapshot(shard)))!.counts[post.id]?.count).toBe(2);
  });
});
