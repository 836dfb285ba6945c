import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlToText } from '@/lib/text';
import { postListQuery } from '@/shared/list-schemas';
import { snippetInput } from '@/shared/schemas';
import { sanitizeRichHtml } from '@/server/sanitize';
import { parseEnvFile, resolveAdmin } from '../../scripts/seed/admin';
import { seedComments, seedLikes } from '../../scripts/seed/community';
import { seedPages } from '../../scripts/seed/pages';
import { postId, seedPosts } from '../../scripts/seed/posts';
import { toPostRecord } from '../../scripts/seed/records';
import { seedSnippets } from '../../scripts/seed/snippets';
import { seedAuthors, seedCategories, seedTags } from '../../scripts/seed/taxonomy';

const NOW = new Date('2026-06-15T12:00:00Z');
const records = seedPosts.map((p) => toPostRecord(p, NOW));
const published = records.filter((p) => p.status === 'published');
const drafts = records.filter((p) => p.status === 'draft');
const DAY = 86_400_000;

describe('demo content', () => {
  it('has at least 14 published posts, two drafts and three or four featured stories', () => {
    expect(published.length).toBeGreaterThanOrEqual(14);
    expect(drafts).toHaveLength(2);
    const featured = published.filter((p) => p.featured).length;
    expect(featured).toBeGreaterThanOrEqual(3);
    expect(featured).toBeLessThanOrEqual(4);
  });

  it('gives every post a unique id made from its title', () => {
    const ids = seedPosts.map(postId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('writes every post as a real article that survives sanitising', () => {
    for (const p of records) {
      const words = htmlToText(p.content).split(' ').length;
      expect(words, p.id).toBeGreaterThanOrEqual(400);
      expect(words, p.id).toBeLessThanOrEqual(900);
      expect(p.content.match(/<h[23]>/g)?.length ?? 0, `${p.id} headings`).toBeGreaterThanOrEqual(3);
      expect(p.content, `${p.id} headings get their ids from the site`).not.toMatch(/<h[23][^>]*\sid=/);
      expect(p.content, p.id).toMatch(/<(ul|ol)>/);
      expect(p.content, p.id).toContain('<blockquote>');
      expect(p.content, p.id).toMatch(/<a href="https?:\/\//);
      expect(p.readingTime, p.id).toBe(Math.ceil(words / 200));
      expect(p.excerpt.length, p.id).toBeLessThanOrEqual(200);
    }
    expect(records.filter((p) => p.content.includes('<pre><code>')).length).toBeGreaterThanOrEqual(2);
  });

  it('files every post under an existing category and author with one to four existing tags', () => {
    const categories = new Set(seedCategories.map((c) => c.id));
    const authors = new Set(seedAuthors.map((a) => a.id));
    const tags = new Set(seedTags.map((t) => t.id));
    for (const p of records) {
      expect(categories.has(p.categoryId), p.id).toBe(true);
      expect(authors.has(p.authorId), p.id).toBe(true);
      expect(p.tagIds.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.tagIds.length, p.id).toBeLessThanOrEqual(4);
      for (const t of p.tagIds) expect(tags.has(t), `${p.id} tag ${t}`).toBe(true);
    }
    for (const a of seedAuthors)
      expect(
        published.some((p) => p.authorId === a.id),
        a.id,
      ).toBe(true);
    for (const c of seedCategories)
      expect(
        published.some((p) => p.categoryId === c.id),
        c.id,
      ).toBe(true);
  });

  it('spreads publication over several past months, with some posts from the last 30 days and one from over a year back', () => {
    const ages = published.map((p) => (NOW.getTime() - Date.parse(p.publishedDate)) / DAY);
    for (const age of ages) expect(age).toBeGreaterThan(0);
    expect(ages.filter((a) => a <= 30).length).toBeGreaterThanOrEqual(3);
    // The oldest is from an earlier year, so readers' search is built (and tested) as more than one yearly index.
    const [oldest, ...rest] = [...ages].sort((a, b) => b - a);
    expect(oldest).toBeGreaterThan(366);
    expect(Math.max(...rest)).toBeLessThanOrEqual(200);
    expect(new Set(published.map((p) => p.publishedDate.slice(0, 7))).size).toBeGreaterThanOrEqual(5);
  });

  it('has a generated image on disk for every post, category and author', async () => {
    const sizes: [string, number, number][] = [
      ...records.map((p): [string, number, number] => [p.imageUrl, 1200, 675]),
      ...seedCategories.map((c): [string, number, number] => [c.imageUrl, 800, 500]),
      ...seedAuthors.map((a): [string, number, number] => [a.avatarUrl, 256, 256]),
    ];
    expect(new Set(records.map((p) => p.imageUrl)).size).toBe(records.length);
    for (const [url, width, height] of sizes) {
      expect(url).toMatch(/^\/images\/seed\/[a-z0-9-]+\.jpg$/);
      const file = join('public', url);
      expect(existsSync(file), file).toBe(true);
      expect(await sharp(file).metadata(), file).toMatchObject({ format: 'jpeg', width, height });
    }
  });

  it('keeps the privacy policy and terms undeletable and the about page deletable', () => {
    const bySlug = Object.fromEntries(seedPages.map((p) => [p.slug, p]));
    expect(bySlug.privacy).toMatchObject({ title: 'Privacy Policy', isDeletable: false });
    expect(bySlug.terms).toMatchObject({ title: 'Terms of Service', isDeletable: false });
    expect(bySlug.about).toMatchObject({ title: 'About', isDeletable: true });
    for (const p of seedPages) expect(htmlToText(p.content).length, p.slug).toBeGreaterThan(300);
  });

  it('introduces authors with short bios and follower counts on both sides of 1000', () => {
    expect(seedAuthors.length).toBeGreaterThanOrEqual(3);
    expect(seedAuthors.length).toBeLessThanOrEqual(4);
    for (const a of seedAuthors) {
      const sentences = a.bio.split(/(?<=\.)\s+/).length;
      expect(sentences, a.id).toBeGreaterThanOrEqual(2);
      expect(sentences, a.id).toBeLessThanOrEqual(3);
    }
    expect(seedAuthors.some((a) => a.followers >= 1000)).toBe(true);
    expect(seedAuthors.some((a) => a.followers > 0 && a.followers < 1000)).toBe(true);
  });

  it('has four or five described categories and at least eight tags', () => {
    expect(seedCategories.length).toBeGreaterThanOrEqual(4);
    expect(seedCategories.length).toBeLessThanOrEqual(5);
    for (const c of seedCategories) expect(c.description.length, c.id).toBeGreaterThan(20);
    expect(seedTags.length).toBeGreaterThanOrEqual(8);
  });

  it('comments on published posts after they went out, with two awaiting moderation', () => {
    const byId = new Map(published.map((p) => [p.id, p]));
    for (const c of seedComments) {
      const post = byId.get(c.postId);
      expect(post, c.postId).toBeDefined();
      expect(NOW.getTime() - c.hoursAgo * 3_600_000).toBeGreaterThan(Date.parse(post!.publishedDate));
    }
    expect(seedComments.filter((c) => c.status === 'pending')).toHaveLength(2);
    for (const id of Object.keys(seedLikes)) expect(byId.has(id), id).toBe(true);
  });

  it('offers three starter snippets that pass the API rules unchanged', () => {
    expect(seedSnippets.map((s) => s.name)).toEqual(['Call to Action', 'Info Box', 'Key Takeaways']);
    for (const { id: _id, ...fields } of seedSnippets) {
      expect(snippetInput.parse(fields), fields.name).toEqual(fields);
      expect(sanitizeRichHtml(fields.content), fields.name).toBe(fields.content);
    }
  });

  it('takes the admin from the environment first, then .env, then .env.example', () => {
    const example = parseEnvFile(
      '# comment\nADMIN_EMAIL=admin@example.com\nADMIN_PASSWORD=admin12345\nADMIN_NAME="Site Admin"\nJWT_SECRET=\n',
    );
    const dotenv = parseEnvFile('export ADMIN_EMAIL=Owner@Example.com\nADMIN_PASSWORD=\n');
    expect(resolveAdmin({}, {}, example)).toEqual({ email: 'admin@example.com', password: 'admin12345', name: 'Site Admin' });
    expect(resolveAdmin({}, dotenv, example)).toEqual({ email: 'owner@example.com', password: 'admin12345', name: 'Site Admin' });
    expect(resolveAdmin({ ADMIN_PASSWORD: 'from-env-123' }, dotenv, example).password).toBe('from-env-123');
  });
});

describe('seeding a store', () => {
  let server: BlobsServer;
  let directory: string;
  const admin = { email: 'editor@example.com', password: 'secret-123', name: 'Editor' };

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'blobs-seed-'));
    server = new BlobsServer({ directory, token: 'seed', port: 0 });
    const { port } = await server.start();
    const url = `http://localhost:${port}`;
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
      JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'seed-test', token: 'seed' }),
    ).toString('base64');
  });
  afterAll(async () => {
    await server.stop();
    await rm(directory, { recursive: true, force: true });
  });

  it('refuses to run on production', async () => {
    const { seed } = await import('../../scripts/seed/run');
    process.env.CONTEXT = 'production';
    try {
      await expect(seed(new Date(), admin)).rejects.toThrow(/production/);
    } finally {
      delete process.env.CONTEXT;
    }
  });

  it('fills an empty store once, then leaves it alone', { timeout: 30_000 }, async () => {
    const { seed } = await import('../../scripts/seed/run');
    const { listPosts } = await import('@/server/services/post-reads');
    const { allComments } = await import('@/server/repos/comments');
    const { findUserByEmail } = await import('@/server/repos/users');
    const { verifyPassword } = await import('@/server/auth/passwords');
    const { pages } = await import('@/server/repos/taxonomy');
    const { deleteKey, getJSON } = await import('@/server/storage/store');
    const { metaKeys } = await import('@/server/repos/meta');
    const { settingsKeys } = await import('@/server/repos/settings');
    const keys = { ...metaKeys, ...settingsKeys };

    expect(await seed(new Date(), admin)).toMatch(/14 published posts and 2 drafts/);

    const reader = await listPosts(postListQuery.parse({ limit: 50 }), null);
    expect(reader.total).toBe(14);
    expect(reader.items.every((p) => p.author.name && p.category.name !== 'Uncategorized')).toBe(true);
    expect(
      (await listPosts(postListQuery.parse({ limit: 50, status: 'all' }), { role: 'administrator', authorId: null })).total,
    ).toBe(16);
    const trending = await listPosts(postListQuery.parse({ limit: 3, sort: 'likes' }), null);
    expect(trending.items[0]).toMatchObject({ id: 'how-the-james-webb-telescope-sees-the-invisible', likes: 12 });

    const comments = await allComments();
    expect(comments).toHaveLength(seedComments.length);
    expect(comments.filter((c) => c.status === 'pending')).toHaveLength(2);
    expect((await pages.get('terms'))?.isDeletable).toBe(false);
    expect(await getJSON(keys.settings)).toMatchObject({ title: 'Inkwell', twitter_url: 'https://twitter.com/inkwell' });

    const user = await findUserByEmail(admin.email);
    expect(user).toMatchObject({ name: 'Editor', isAdmin: true, isVerified: true });
    expect(await verifyPassword(admin.password, user!.passwordHash)).toBe(true);

    expect(await seed(new Date(), admin)).toMatch(/nothing to do/);
    // Without the marker, existing posts alone still keep the seed out.
    await deleteKey(keys.seeded);
    expect(await seed(new Date(), admin)).toMatch(/nothing to do/);
    expect(await allComments()).toHaveLength(seedComments.length);
    expect((await listPosts(postListQuery.parse({ limit: 50 }), null)).total).toBe(14);
  });

  it('seeds the starter snippets once: an edited or deleted starter stays as the admin left it', async () => {
    const { seed } = await import('../../scripts/seed/run');
    const { listPosts } = await import('@/server/services/post-reads');
    const { listSnippets, deleteSnippet, updateSnippet } = await import('@/server/services/snippets');
    const { deleteKey } = await import('@/server/storage/store');
    const { metaKeys: keys } = await import('@/server/repos/meta');
    expect((await listSnippets()).map((s) => s.name)).toEqual(['Call to Action', 'Info Box', 'Key Takeaways']);

    await updateSnippet('snippet-info-box', { name: 'Info Box', description: '', icon: 'InfoIcon', content: '<p>Mine</p>' });
    await deleteSnippet('snippet-key-takeaways');
    expect(await seed(new Date(), admin)).toMatch(/nothing to do/);
    const after = await listSnippets();
    expect(after.map((s) => s.name)).toEqual(['Call to Action', 'Info Box']);
    expect(after[1]!.content).toBe('<p>Mine</p>');

    // A store seeded before snippets lived on the server has content but no snippets: it gets them once.
    await deleteKey(keys.snippetsSeeded);
    for (const s of after) await deleteSnippet(s.id);
    expect(await seed(new Date(), admin)).toMatch(/added 3 starter snippets/);
    expect(await listSnippets()).toHaveLength(3);
    expect((await listPosts(postListQuery.parse({ limit: 50 }), null)).total).toBe(14);
  });
});
