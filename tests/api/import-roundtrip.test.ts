/**
 * Export → import into an empty store → export again gives the same document; and a larger
 * generated WordPress export imports whole, then creates nothing the second time.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as exportFn } from '../../netlify/functions/export';
import { app as importFn } from '../../netlify/functions/import';
import { app as uploadFn } from '../../netlify/functions/upload';
import { createPost, likePost, updatePost } from '@/server/services/posts';
import { authors, categories, pages } from '@/server/repos/taxonomy';
import { insertComment } from '@/server/repos/comments';
import { insertSubscriber } from '@/server/repos/subscribers';
import { createMessage } from '@/server/repos/messages';
import { snippets } from '@/server/repos/snippets';
import { saveStoredSettings } from '@/server/repos/settings';
import { insertUser } from '@/server/repos/users';
import { forgetIndexMemory } from '@/server/repos/post-index';
import { allPostIds } from '@/server/repos/posts';
import type { ImportJob, InkwellExport } from '@/shared/transfer';
import { startSession } from '@/server/services/sessions';
import { makeUser } from './helpers/users';
import { generateWxr } from '../fixtures/import/generate-wxr';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let server: Server;
let origin = '';
const images = new Map<string, Buffer>();

/** Moves this file onto a new, empty site in the Blobs server (as a fresh store would be). */
function useNewSite(): void {
  const ctx = JSON.parse(Buffer.from(process.env.NETLIFY_BLOBS_CONTEXT!, 'base64').toString()) as Record<string, string>;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify({ ...ctx, siteID: `test-${randomUUID()}` })).toString('base64');
  forgetIndexMemory();
}

beforeAll(async () => {
  process.env.IMPORT_ALLOW_PRIVATE_HOSTS = '1';
  process.env.IMPORT_RUN_INLINE = '1';
  // Plays the exporting site's image addresses once its store is gone.
  server = createServer((req, res) => {
    const bytes = images.get(req.url ?? '');
    res.writeHead(bytes ? 200 : 404, { 'content-type': 'image/png' });
    res.end(bytes ?? '');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function exportDoc(token: string): Promise<InkwellExport> {
  const res = await exportFn(new Request(`${origin}/api/export`, { headers: auth(token) }));
  expect(res.status).toBe(200);
  return JSON.parse(await res.text()) as InkwellExport;
}

async function importAndWait(token: string, body: string): Promise<ImportJob> {
  const res = await importFn(new Request('http://test/api/import', { method: 'POST', headers: auth(token), body }));
  expect(res.status, await res.clone().text()).toBe(201);
  const { id } = (await res.json()).data as ImportJob;
  expect(
    (await importFn(new Request(`http://test/api/import/${id}/start`, { method: 'POST', headers: auth(token) }))).status,
  ).toBe(202);
  for (let i = 0; i < 1200; i++) {
    const job = (await (await importFn(new Request(`http://test/api/import/${id}`, { headers: auth(token) }))).json())
      .data as ImportJob;
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import did not finish');
}

describe('our own export', () => {
  it('imported into an empty store and exported again gives the same document', async () => {
    const { user: adminUser, token } = await makeUser({ admin: true, name: 'Owner Admin' });
    await makeUser({ role: 'editor', name: 'An Editor' });
    const reader = await makeUser({ name: 'A Reader' });
    const upload = new FormData();
    upload.set('image', new Blob([PNG], { type: 'image/png' }), 'dot.png');
    const img = (
      await (
        await uploadFn(new Request('http://test/api/upload/image', { method: 'POST', headers: auth(token), body: upload }))
      ).json()
    ).data as { id: string; url: string };
    images.set(img.url, PNG);
    await saveStoredSettings({
      title: 'Round trip',
      description: 'A site',
      logo_light_url: img.url,
      logo_dark_url: '',
      twitter_url: '',
      github_url: '',
      timezone: 'Europe/Paris',
    } as never);
    await authors.save({ id: 'writer', name: 'Writer', avatarUrl: img.url, bio: 'Bio', followers: 7 });
    await categories.save({ id: 'essays', name: 'Essays', description: 'Long', imageUrl: '' });
    const base = {
      excerpt: 'E',
      imageUrl: img.url,
      authorId: 'writer',
      categoryId: 'essays',
      tags: ['Alpha', 'Beta'],
      featured: true,
    };
    const post = (
      await createPost({
        ...base,
        title: 'Round trip post',
        content: `<p>One <img src="${img.url}" alt="dot"></p>`,
        status: 'published',
      })
    ).data;
    await updatePost(post.id, { ...base, title: 'Round trip post', content: '<p>Two</p>', status: 'published' });
    await createPost({ ...base, title: 'Round trip draft', content: '<p>Draft</p>', status: 'draft', featured: false, tags: [] });
    await likePost(post.id, reader.user.id, true);
    await insertComment({
      id: '00000000a-1',
      postId: post.id,
      text: 'Nice',
      authorName: 'A Reader',
      authorAvatarUrl: '',
      status: 'approved',
      timestamp: '2026-01-01T00:00:00.000Z',
      userId: reader.user.id,
    });
    await insertComment({
      id: '00000000b-2',
      postId: post.id,
      text: 'Hmm',
      authorName: 'B',
      authorAvatarUrl: '',
      status: 'pending',
      timestamp: '2026-01-02T00:00:00.000Z',
    });
    await pages.save({ id: 'privacy', slug: 'privacy', title: 'Privacy', content: '<p>P</p>', isDeletable: false });
    await insertSubscriber({
      id: 's1',
      email: 's1@example.test',
      subscribedAt: '2026-01-01T00:00:00.000Z',
      status: 'unsubscribed',
      unsubscribedAt: '2026-02-01T00:00:00.000Z',
    });
    await insertSubscriber({ id: 's2', email: 's2@example.test', subscribedAt: '2026-01-01T00:00:00.000Z', status: 'pending' });
    await createMessage({
      id: 'm1',
      name: 'N',
      email: 'n@example.test',
      message: 'Hello there, site.',
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    await snippets.save({
      id: 'sn',
      name: 'Snip',
      description: '',
      icon: 'InfoIcon',
      content: '<p>S</p>',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    // Redirects and import sources come from an earlier WordPress import.
    const wxr = [...generateWxr(3, 1)].join('');
    expect((await importAndWait(token, wxr)).state).toBe('done');

    const first = await exportDoc(token);
    expect(first.posts.length).toBe(5);
    expect(first.posts.find((p) => p.id === post.id)!.history.length).toBe(1);
    expect(first.redirects.length).toBe(6);
    expect(first.likes).toEqual([{ postId: post.id, userIds: [reader.user.id] }]);

    useNewSite();
    // The administrator who restores the site is the one who exported it.
    await insertUser(adminUser);
    const restored = await importAndWait(await startSession(adminUser.id, 'password'), JSON.stringify(first));
    expect(restored.source).toBe('inkwell');
    expect(restored.state, restored.report?.error).toBe('done');
    expect(restored.report!.images).toEqual({ copied: 1, failed: [] });
    const second = await exportDoc(await startSession(adminUser.id, 'password'));
    expect({ ...second, exportedAt: '' }).toEqual({ ...first, exportedAt: '' });
  });
});

describe('a larger generated WordPress export', () => {
  it('imports 300 posts with their comments and links, then nothing the second time', async () => {
    useNewSite();
    const { token } = await makeUser({ admin: true });
    const wxr = [...generateWxr(300, 3)].join('');
    const job = await importAndWait(token, wxr);
    expect(job.state, job.report?.error).toBe('done');
    expect(job.progress).toEqual({ done: 300, total: 300 });
    expect(job.report!.created).toMatchObject({ posts: 300, authors: 3, comments: 900, categories: 4, tags: 30 });
    expect((await allPostIds()).length).toBe(300);
    const again = await importAndWait(token, wxr);
    expect(again.report!.created).toMatchObject({ posts: 0, comments: 0, authors: 0, categories: 0, tags: 0 });
    expect(again.report!.skipped.posts).toBe(300);
    expect((await allPostIds()).length).toBe(300);
  }, 240_000);
});
