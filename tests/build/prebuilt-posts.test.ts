/**
 * `npm run build` on a seeded store writes the newest PREBUILT_POSTS published posts' pages, complete
 * (title, meta tags, JSON-LD), and the post-page function renders every other post, the same bytes as
 * the prebuilt file for the same post.
 */
import { BlobsServer } from '@netlify/blobs/server';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../prod/run';

interface Listed {
  id: string;
  title: string;
  publishedDate: string;
}

const scratch = await mkdtemp(join(tmpdir(), 'inkwell-prebuilt-'));
const store = join(scratch, 'blobs');
const all = join(scratch, 'dist-all');
const three = join(scratch, 'dist-three');
let server: BlobsServer;
let published: Listed[] = [];

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const decode = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e]!);
/** The text of the page's `<h1>` and its `og:title`, as a reader and a crawler read them. */
const titlesOf = (html: string) => ({
  h1: decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''),
  og: decode(/<meta property="og:title" content="([^"]*)">/.exec(html)?.[1] ?? ''),
});

beforeAll(async () => {
  // Its own store and search cache: the browser tests' build may run meanwhile (scripts/test-all.mjs).
  const env = { ...process.env, BLOBS_DIR: store, SEARCH_CACHE_DIR: join(scratch, 'search-cache') };
  expect(await run(process.execPath, ['scripts/seed-local.mjs'], env)).toBe(0);
  expect(await run(process.execPath, ['scripts/build.mjs', '--outDir', all], env)).toBe(0);
  expect(await run(process.execPath, ['scripts/build.mjs', '--outDir', three], { ...env, PREBUILT_POSTS: '3' })).toBe(0);
  // The functions read the same store the builds read, as they would on the deployed site.
  server = new BlobsServer({ directory: store, token: 'local', port: 0 });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'unlinked', token: 'local' }),
  ).toString('base64');
  process.env.LIVE_RENDER_DIR = `${three}-render`;
  const { app } = await import('../../netlify/functions/posts');
  const res = await app(new Request('http://site/api/posts?limit=100'));
  published = ((await res.json()) as { data: Listed[] }).data;
}, 480_000);

afterAll(async () => {
  await server?.stop();
  await rm(scratch, { recursive: true, force: true });
});

const render = async (path: string) => {
  const { app } = await import('../../netlify/functions/post-page');
  return app(new Request(`http://site${path}`));
};

describe('prebuilt post pages', () => {
  it('writes every published post of the seeded store, each with its title, meta tags and JSON-LD', async () => {
    expect(published.length).toBeGreaterThan(3);
    expect((await readdir(join(all, 'post'))).sort()).toEqual(published.map((p) => p.id).sort());
    for (const post of published) {
      const html = await readFile(join(all, 'post', post.id, 'index.html'), 'utf8');
      const { h1, og } = titlesOf(html);
      expect(h1).toBe(post.title);
      expect(og.startsWith(post.title)).toBe(true);
      expect(html).toMatch(/<meta name="description" content="[^"]+">/);
      expect(html).toContain(`<link rel="canonical" href="`);
      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(ld ?? 'null')).toMatchObject({ '@type': 'Article', headline: post.title });
    }
    expect(JSON.parse(await readFile(join(`${all}-render`, 'build.json'), 'utf8'))).toMatchObject({
      prebuiltPosts: published.length,
    });
  });

  it('with PREBUILT_POSTS=3 writes exactly the three newest, and the renderer serves the rest', async () => {
    const newest = [...published].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.id.localeCompare(b.id));
    expect((await readdir(join(three, 'post'))).sort()).toEqual(
      newest
        .slice(0, 3)
        .map((p) => p.id)
        .sort(),
    );
    for (const post of newest.slice(3)) {
      const page = await render(`/post/${post.id}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('netlify-cache-tag')).toContain(`post-${post.id}`);
      expect(titlesOf(await page.text()).h1).toBe(post.title);
    }
  });

  it('renders a prebuilt post to the same bytes as its file', async () => {
    for (const post of published.slice(0, 3)) {
      const file = await readFile(join(three, 'post', post.id, 'index.html'), 'utf8');
      expect(await (await render(`/live/post/${post.id}`)).text()).toBe(file);
    }
  });
});
