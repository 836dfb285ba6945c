/** GET /api/export: administrators only, one attachment in our own format holding every record. */
import { beforeAll, describe, expect, it } from 'vitest';
import { app as exportFn } from '../../netlify/functions/export';
import { createPost } from '@/server/services/posts';
import { authors, categories } from '@/server/repos/taxonomy';
import { EXPORT_SECTIONS, type InkwellExport } from '@/shared/transfer';
import { makeUser } from './helpers/users';
import { storeFingerprint } from './helpers/fingerprint';

const get = (token?: string) =>
  exportFn(new Request('http://test/api/export', { headers: token ? { authorization: `Bearer ${token}` } : {} }));

let admin: string;

beforeAll(async () => {
  admin = (await makeUser({ admin: true, name: 'Export Admin' })).token;
  await authors.save({ id: 'ann', name: 'Ann', avatarUrl: '/a.png', bio: 'Writes.', followers: 3 });
  await categories.save({ id: 'news', name: 'News', description: '', imageUrl: '' });
  await createPost({
    title: 'Exported post',
    excerpt: 'E',
    content: '<p>Body</p>',
    imageUrl: '',
    authorId: 'ann',
    categoryId: 'news',
    tags: ['One'],
    featured: false,
    status: 'published',
  });
});

describe('GET /api/export', () => {
  it('answers one JSON attachment in the inkwell format, version 1, with every section', async () => {
    const res = await get(admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="inkwell-export-test-\d{4}-\d\d-\d\d\.json"$/);
    const doc = JSON.parse(await res.text()) as InkwellExport;
    expect(doc).toMatchObject({ format: 'inkwell', version: 1, site: { url: 'http://test' } });
    expect(Date.parse(doc.exportedAt)).not.toBeNaN();
    for (const section of EXPORT_SECTIONS) expect(Array.isArray(doc[section]), section).toBe(true);
    expect(doc.posts.map((p) => p.title)).toEqual(['Exported post']);
    expect(doc.tags.map((t) => t.name)).toEqual(['One']);
    expect(doc.authors[0]).toMatchObject({ id: 'ann', name: 'Ann' });
  });

  it('lists staff without password hashes or secrets, and no readers', async () => {
    await makeUser({ name: 'Plain Reader' });
    const text = await (await get(admin)).text();
    const doc = JSON.parse(text) as InkwellExport;
    expect(doc.users.map((u) => u.name)).toEqual(['Export Admin']);
    expect(text).not.toMatch(/passwordHash|verification|oauthId|jwt-secret/);
  });

  it('gives the same document twice but for exportedAt', async () => {
    const strip = async () => ({ ...(JSON.parse(await (await get(admin)).text()) as InkwellExport), exportedAt: '' });
    expect(await strip()).toEqual(await strip());
  });

  it('refuses guests (401) and every staff role but administrators (403), writing nothing', async () => {
    const before = await storeFingerprint();
    expect((await get()).status).toBe(401);
    for (const role of ['reader', 'contributor', 'author', 'editor'] as const) {
      const { token } = await makeUser({ role });
      const res = await get(token);
      expect(res.status, role).toBe(403);
    }
    // The callers made for the test (their accounts and sessions) aside.
    const site = (f: string) => f.split('\n').filter((l) => !/:(users|user-email|sessions)\//.test(l));
    expect(site(await storeFingerprint())).toEqual(site(before));
  });
});
