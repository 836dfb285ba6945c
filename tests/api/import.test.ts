/**
 * Imports from WordPress (WXR) and Ghost: the preview, the job, the mapping and cleaning, images
 * copied from a server the test runs (one of them missing), idempotence and old addresses.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { app as importFn } from '../../netlify/functions/import';
import { app as oldLinksFn } from '../../netlify/functions/old-links';
import { getPostRecord } from '@/server/repos/posts';
import { commentsOfPost } from '@/server/repos/comments';
import { categories, pages, tags } from '@/server/repos/taxonomy';
import type { ImportJob } from '@/shared/transfer';
import type { AiLearningPath } from '@/shared/types';
import { makeUser } from './helpers/users';
import { storeFingerprint } from './helpers/fingerprint';
import { TAGGED_TOPIC, taggedWxr } from '../fixtures/import/tagged-wxr';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let server: Server;
let site = '';
let admin = '';
const served: string[] = [];

beforeAll(async () => {
  process.env.IMPORT_ALLOW_PRIVATE_HOSTS = '1';
  process.env.IMPORT_RUN_INLINE = '1';
  server = createServer((req, res) => {
    served.push(req.url ?? '');
    if (/\/(tomato|leaf)\.png$/.test(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
    } else if (req.url === '/moved.png') {
      res.writeHead(302, { location: '/content/images/2023/01/leaf.png' });
      res.end();
    } else {
      res.writeHead(404);
      res.end('no');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin = (await makeUser({ admin: true })).token;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const wxr = () => readFileSync('tests/fixtures/import/wordpress.xml', 'utf8').replaceAll('__SITE__', site);

const call = (method: string, path: string, token: string | null, body?: BodyInit, type = 'application/xml') =>
  importFn(
    new Request(`http://test${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body && typeof body === 'string' ? { 'content-type': type } : {}),
      },
      body,
    }),
  );

async function preview(body: BodyInit, type?: string, query = ''): Promise<ImportJob> {
  const res = await call('POST', `/api/import${query}`, admin, body, type);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data as ImportJob;
}

async function runToEnd(id: string): Promise<ImportJob> {
  const res = await call('POST', `/api/import/${id}/start`, admin);
  expect(res.status, await res.clone().text()).toBe(202);
  for (let i = 0; i < 300; i++) {
    const job = (await (await call('GET', `/api/import/${id}`, admin)).json()).data as ImportJob;
    if (job.state === 'done' || job.state === 'failed') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import did not finish');
}

describe('WordPress import', () => {
  let first: ImportJob;

  it('previews the file without writing anything to the site', async () => {
    const before = await storeFingerprint();
    const job = await preview(wxr());
    expect(job).toMatchObject({ source: 'wordpress', state: 'previewed', progress: { done: 0, total: 7 } });
    expect(job.preview).toEqual({
      posts: 6,
      pages: 1,
      drafts: 3,
      scheduled: 1,
      categories: 3,
      tags: 2,
      authors: 2,
      comments: { approved: 1, pending: 1, spam: 1 },
      images: 3,
    });
    const codes = job.problems.map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['UNKNOWN_SHORTCODE', 'STATUS_CHANGED', 'SKIPPED_ITEMS']));
    expect(job.problems.find((p) => p.code === 'UNKNOWN_SHORTCODE')).toMatchObject({ posts: ['Classic post & friends'] });
    // The job and its plan are the import's own records; History notes who previewed it.
    const siteKeys = (await storeFingerprint()).split('\n').filter((l) => !/^data:(imports|import-plans|audit)\//.test(l));
    expect(siteKeys).toEqual(before.split('\n'));
  });

  it('imports every mapping and cleaning case, copies the images and reports the missing one', async () => {
    first = await runToEnd((await preview(wxr(), 'text/xml')).id);
    expect(first.state, first.report?.error).toBe('done');
    expect(first.progress).toEqual({ done: 7, total: 7 });
    const report = first.report!;
    expect(report.created).toMatchObject({ posts: 6, pages: 1, categories: 3, tags: 2, authors: 2, comments: 3 });
    expect(report.images.copied).toBe(2);
    expect(report.images.failed).toEqual([
      {
        url: `${site}/wp-content/uploads/2019/05/missing.png`,
        reason: 'the old site answered 404',
        posts: ['Classic post & friends'],
      },
    ]);
    expect(report.unknownShortcodes).toEqual([
      { name: 'contact-form-7', posts: [{ id: 'classic-post', title: 'Classic post & friends' }] },
    ]);

    const post = (await getPostRecord('classic-post'))!;
    expect(post).toMatchObject({
      title: 'Classic post & friends',
      status: 'published',
      featured: true,
      categoryId: 'compost',
      excerpt: 'A handwritten excerpt.',
      publishedDate: '2019-05-21T10:00:00.000Z',
      updatedAt: '2019-05-22T09:00:00.000Z',
    });
    expect((await Promise.all(post.tagIds.map((id) => tags.get(id)))).map((t) => t!.name)).toEqual(['Seeds', 'Soil']);
    expect(post.imageUrl).toMatch(/^\/api\/upload\/image\/[0-9a-f-]+\.png$/);
    const html = post.content;
    expect(html).toContain('<p>First paragraph of the classic post.<br />\nSecond line of the same paragraph.</p>');
    expect(html).toMatch(
      /<img data-align="center" src="\/api\/upload\/image\/[^"]+\.png" alt="A tomato" width="300" height="200" \/>/,
    );
    expect(html).toContain('<p><em>A ripe tomato</em></p>');
    expect(html.match(/<img [^>]*src="\/api\/upload\/image\//g)?.length).toBe(3);
    for (const src of [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://player.vimeo.com/video/148751763',
    ])
      expect(html).toContain(`<div data-video-embed><iframe src="${src}"`);
    expect(html).toContain('[contact-form-7 id="12" title="Contact"]');
    expect(html).toContain('<a href="/post/second-post">the second post</a>');
    expect(html).toContain('<a href="/post/second-post">the same by id</a>');
    expect(html).toContain(`src="${site}/wp-content/uploads/2019/05/missing.png"`);
    expect(html).not.toMatch(/\[(caption|gallery|youtube|vimeo|embed)/);
    expect(report.problems.map((p) => p.message)).toEqual(expect.arrayContaining([expect.stringContaining('<table>')]));

    const second = (await getPostRecord('second-post'))!;
    expect(second.content).toContain('<a href="/post/classic-post">the classic one</a>');
    expect(second.content).toContain('<iframe src="https://www.youtube.com/embed/9bZkp7q19f0"');
    expect(second.content).not.toContain('wp:');
    expect(second.excerpt).toBe('A block post links back to the classic one.');
    expect(second).toMatchObject({ authorId: 'tom-potter', featured: false, categoryId: 'seeds' });

    const comments = await commentsOfPost('classic-post');
    expect(comments.map((c) => [c.authorName, c.status, c.text]).sort()).toEqual([
      ['Reader One', 'approved', 'Lovely tomatoes!'],
      ['Reader Two', 'pending', 'Waiting for approval'],
      ['Spammer', 'spam', 'Buy now'],
    ]);
    expect((await getPostRecord('a-draft'))?.status).toBe('draft');
    expect((await getPostRecord('pending-review'))?.status).toBe('draft');
    expect((await getPostRecord('private-notes'))?.status).toBe('draft');
    expect(await getPostRecord('coming-soon')).toMatchObject({ status: 'scheduled', publishedDate: '2099-01-01T08:00:00.000Z' });
    expect(await pages.get('about-the-garden')).toMatchObject({ title: 'About the garden', content: '<p>We grow things.</p>' });
    expect((await categories.get('compost'))?.description).toBe('All about compost');
  });

  it('creates nothing twice when the same file is imported again', async () => {
    const fetchedBefore = served.length;
    const again = await runToEnd((await preview(wxr())).id);
    expect(again.state).toBe('done');
    expect(
      Object.values(again.report!.created).every((n) => n === 0),
      JSON.stringify(again.report!.created),
    ).toBe(true);
    expect(again.report!.skipped).toMatchObject({ posts: 6, pages: 1, authors: 2 });
    expect(served.length - fetchedBefore).toBe(0);
    expect((await commentsOfPost('classic-post')).length).toBe(3);
  });

  it('answers old addresses with 301 to the new post, anything else with the 404 page', async () => {
    const get = (path: string) => oldLinksFn(new Request(`http://127.0.0.1:1${path}`));
    const cases: [string, string][] = [
      ['/2019/05/classic-post/', '/post/classic-post'],
      ['/2019/05/Classic-Post', '/post/classic-post'],
      ['/?p=11', '/post/second-post'],
      ['/?page_id=16', '/about-the-garden'],
    ];
    for (const [path, to] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(to);
    }
    expect((await get('/2019/05/never-was/')).status).toBe(404);
  });

  it('refuses other roles with 403 and guests with 401, changing nothing', async () => {
    const before = await storeFingerprint();
    expect((await call('POST', '/api/import', null, wxr())).status).toBe(401);
    for (const role of ['editor', 'author', 'contributor'] as const) {
      const { token } = await makeUser({ role });
      const strip = (f: string) => f.split('\n').filter((l) => !/:(users|user-email|sessions)\//.test(l));
      expect((await call('POST', '/api/import', token, wxr())).status).toBe(403);
      expect((await call('POST', `/api/import/${first.id}/start`, token)).status).toBe(403);
      expect((await call('GET', `/api/import/${first.id}`, token)).status).toBe(403);
      expect(strip(await storeFingerprint())).toEqual(strip(before));
    }
  });

  it('says plainly when a file is none of the formats', async () => {
    for (const body of ['<html><body>hello</body></html>', '{"hello":"world"}', 'plain words', '{ not json']) {
      const res = await call('POST', '/api/import', admin, body, 'text/plain');
      expect(res.status, body).toBe(400);
      expect((await res.json()).error).toMatch(/not a WordPress export \(WXR\), a Ghost export/);
    }
  });

  it('takes the file from the "file" field of a multipart form', async () => {
    const form = new FormData();
    form.set('file', new Blob([wxr()], { type: 'text/xml' }), 'garden.xml');
    const job = await preview(form);
    expect(job).toMatchObject({ source: 'wordpress', fileName: 'garden.xml' });
  });
});

describe('WordPress implicit paragraphs', () => {
  /** One post of another old site, its classic paragraphs written between blocks as WordPress keeps them. */
  const mixed = () => `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Mixed</title><link>${site}/mixed</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>${site}/mixed</wp:base_site_url>
<item><title>Mixed content</title><link>${site}/mixed/2020/01/mixed-content/</link><dc:creator>maria</dc:creator>
<content:encoded><![CDATA[<!-- wp:paragraph -->
<p>A block paragraph.</p>
<!-- /wp:paragraph -->

First implicit paragraph
with a second line.

Second implicit paragraph.

<!-- wp:list -->
<ul><li>A block list</li></ul>
<!-- /wp:list -->
<ul><li>A classic list</li></ul>
Third implicit paragraph.

<!-- wp:freeform -->Classic block words.

More classic block words.<!-- /wp:freeform -->]]></content:encoded>
<wp:post_id>70</wp:post_id><wp:post_date_gmt>2020-01-02 10:00:00</wp:post_date_gmt><wp:post_name>mixed-content</wp:post_name>
<wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>
</channel></rss>`;

  it('makes paragraphs of the classic text between blocks, leaving the blocks as they are', async () => {
    const job = await runToEnd((await preview(mixed())).id);
    expect(job.state, job.report?.error).toBe('done');
    const html = (await getPostRecord('mixed-content'))!.content;
    expect(html).toContain('<p>A block paragraph.</p>');
    expect(html).toContain('<p>First implicit paragraph<br />\nwith a second line.</p>');
    expect(html).toContain('<p>Second implicit paragraph.</p>');
    expect(html).toContain('<ul><li>A block list</li></ul>');
    expect(html).toMatch(/<ul>\s*<li>A classic list<\/li>\s*<\/ul>\s*<p>Third/);
    expect(html).toContain('<p>Third implicit paragraph.</p>');
    expect(html).toContain('<p>Classic block words.</p>');
    expect(html).toContain('<p>More classic block words.</p>');
    expect(html).not.toContain('wp:');
    // No text is left outside an element.
    expect(html.replace(/<(p|ul)>[\s\S]*?<\/\1>/g, '').trim()).toBe('');
  });
});

describe('an archive with hundreds of tags', () => {
  it('leaves copies for servers that start cold: a reading path over it reads a few dozen keys, not one per tag', async () => {
    const archive = taggedWxr(`${site}/print-shop`);
    const job = await runToEnd((await preview(archive.xml)).id);
    expect(job.state, job.report?.error).toBe('done');
    expect(job.report!.created).toMatchObject({ posts: 12, tags: archive.tags });

    // A server that starts cold holds nothing in memory. Netlify's runtime names every request a
    // function makes in a header of its answer: one read per tag made that header too large to pass.
    vi.resetModules();
    const { app: coldAi } = await import('../../netlify/functions/ai');
    const fetches = vi.spyOn(globalThis, 'fetch');
    try {
      const res = await coldAi(
        new Request('http://test/api/ai/pathfinder', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ topic: TAGGED_TOPIC }),
        }),
      );
      expect(res.status).toBe(200);
      const path = (await res.json()).data as AiLearningPath;
      expect(path.steps.length).toBeGreaterThanOrEqual(3);
      for (const { post } of path.steps) expect(archive.titles).toContain(post.title);
      expect(fetches.mock.calls.length).toBeLessThan(100);
    } finally {
      fetches.mockRestore();
    }
  });
});

describe('a file sent in parts', () => {
  it('is read back part by part into the same preview, a part sent twice counting once', async () => {
    const bytes = new TextEncoder().encode(wxr());
    const third = Math.ceil(bytes.byteLength / 3);
    const upload = (await (await call('POST', '/api/import/uploads', admin)).json()).data as { id: string };
    const put = (n: number) =>
      call(
        'PUT',
        `/api/import/uploads/${upload.id}/parts/${n}`,
        admin,
        bytes.slice(n * third, (n + 1) * third),
        'application/octet-stream',
      );
    for (const n of [0, 1, 1, 2]) expect((await put(n)).status).toBe(200);
    const whole = await preview(wxr());
    const res = await call('POST', `/api/import?upload=${upload.id}&parts=3&name=big.xml`, admin);
    expect(res.status, await res.clone().text()).toBe(201);
    const job = (await res.json()).data as ImportJob;
    expect(job).toMatchObject({ id: upload.id, fileName: 'big.xml', source: 'wordpress', preview: whole.preview });
    expect((await put(0)).status).toBe(409);
  });

  it('says which parts are missing', async () => {
    const upload = (await (await call('POST', '/api/import/uploads', admin)).json()).data as { id: string };
    const bytes = new TextEncoder().encode(wxr());
    await call('PUT', `/api/import/uploads/${upload.id}/parts/0`, admin, bytes.slice(0, 1000), 'application/octet-stream');
    await call('PUT', `/api/import/uploads/${upload.id}/parts/2`, admin, bytes.slice(2000), 'application/octet-stream');
    const res = await call('POST', `/api/import?upload=${upload.id}&parts=3`, admin);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('UPLOAD_INCOMPLETE');
  });
});

describe('Ghost import', () => {
  it('maps posts, pages, the primary tag, authors and featured images, with __GHOST_URL__ resolved', async () => {
    const file = readFileSync('tests/fixtures/import/ghost.json', 'utf8');
    const job = await preview(file, 'application/json', `?siteUrl=${encodeURIComponent(site)}`);
    expect(job.source).toBe('ghost');
    expect(job.preview).toMatchObject({
      posts: 3,
      pages: 1,
      drafts: 1,
      scheduled: 1,
      categories: 2,
      tags: 1,
      authors: 1,
      images: 2,
    });
    const done = await runToEnd(job.id);
    expect(done.state, done.report?.error).toBe('done');
    const post = (await getPostRecord('ghost-welcome'))!;
    expect(post).toMatchObject({
      featured: true,
      status: 'published',
      categoryId: 'gardening',
      excerpt: 'Ghost excerpt',
      metaTitle: 'Meta for welcome',
    });
    expect((await Promise.all(post.tagIds.map((id) => tags.get(id)))).map((t) => t!.name)).toEqual(['Vegetables']);
    expect(post.imageUrl).toMatch(/^\/api\/upload\/image\//);
    expect(post.content).toContain('<a href="/post/ghost-second">the second</a>');
    expect(post.content).toMatch(/<img src="\/api\/upload\/image\/[^"]+" alt="Tomato" \/><p><em>Grown here<\/em><\/p>/);
    expect(post.content).toContain('<div data-video-embed><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(post.content).toContain('<a href="https://example.org/page">A bookmarked page</a>');
    expect(post.content).not.toContain('__GHOST_URL__');
    expect((await getPostRecord('ghost-second'))?.status).toBe('draft');
    expect((await getPostRecord('ghost-later'))?.status).toBe('scheduled');
    expect(await pages.get('ghost-about')).toBeTruthy();
    const res = await oldLinksFn(new Request('http://x/ghost-welcome/'));
    expect([res.status, res.headers.get('location')]).toEqual([301, '/post/ghost-welcome']);
  });
});

describe('a job that runs out of time', () => {
  it('saves its place, and the next run goes on from there without doing anything twice', async () => {
    const { previewImport } = await import('@/server/services/imports');
    const { claimRun, runImport } = await import('@/server/import/run');
    const { getJob } = await import('@/server/repos/imports');
    // Another old site (its address differs), so its items are new here.
    const file = wxr().replaceAll(site, `${site}/blog`);
    const job = await previewImport(new TextEncoder().encode(file), 'later.xml');
    let handedOver = false;
    await runImport(job.id, await claimRun(job), { deadline: 0, onTimeUp: async () => void (handedOver = true) });
    const stopped = (await getJob(job.id))!;
    expect(handedOver).toBe(true);
    expect(stopped.state).toBe('running');
    expect(stopped.progress.done).toBe(1);
    await runImport(job.id, await claimRun(stopped));
    const done = (await getJob(job.id))!;
    expect(done.state).toBe('done');
    expect(done.report!.created).toMatchObject({ posts: 6, pages: 1, comments: 3 });
    expect(await getPostRecord('classic-post-2')).toBeTruthy();
    expect(await getPostRecord('classic-post-3')).toBeNull();
  });
});
