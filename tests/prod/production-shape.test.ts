/**
 * The production shape, as Netlify would run it: the explicit seed step, then `netlify serve`, which
 * builds in the production context and serves `dist` with the zipped functions, the redirects and
 * the headers. Every request goes over HTTP to that server; nothing here calls our code directly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from './run';

const ADMIN = { email: process.env.ADMIN_EMAIL || 'admin@example.com', password: process.env.ADMIN_PASSWORD || 'admin12345' };

async function freePort(): Promise<number> {
  const server = createServer().listen(0);
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

let serve: ChildProcess;
let base = '';
let log = '';

async function waitUntilUp(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (serve.exitCode !== null) throw new Error(`netlify serve exited (${serve.exitCode}):\n${log.slice(-4000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`netlify serve did not answer ${url} within ${ms / 1000} s:\n${log.slice(-4000)}`);
}

const json = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(base + path, init);
  return { res, body: await res.json() };
};

beforeAll(async () => {
  // Demo passwords at a test run's cost; the browser suite, which signs in a hundred times, reuses this store.
  expect(await run(process.execPath, ['scripts/seed-local.mjs'], { ...process.env, SCRYPT_TEST_LOG2_N: '12' })).toBe(0);
  const port = await freePort();
  base = `http://localhost:${port}`;
  // Its own process group, so stopping it also stops the functions and Blobs servers it starts.
  serve = spawn('npx', ['netlify', 'serve', '--offline', '--port', String(port)], {
    detached: true,
    env: {
      ...process.env,
      JWT_SECRET: 'production-shape-test-secret-of-32-chars',
      RATE_LIMIT_DISABLED: '1',
      // The demo's 16 posts fill three pages of Latest Posts: the build writes two, the third is rendered on request.
      PREBUILT_LIST_PAGES: '2',
    },
  });
  serve.stdout?.on('data', (d) => (log += d));
  serve.stderr?.on('data', (d) => (log += d));
  await waitUntilUp(`${base}/api/settings`, 420_000);
}, 450_000);

afterAll(async () => {
  if (!serve?.pid || serve.exitCode !== null) return;
  process.kill(-serve.pid, 'SIGTERM');
  await Promise.race([once(serve, 'exit'), new Promise((r) => setTimeout(r, 10_000))]);
  if (serve.exitCode === null) process.kill(-serve.pid, 'SIGKILL');
});

/** Signs the seeded administrator in; answers the Authorization header. */
async function signIn(): Promise<{ authorization: string }> {
  const login = await json('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.res.status).toBe(200);
  expect(login.body.data.user.isAdmin).toBe(true);
  return { authorization: `Bearer ${login.body.data.token}` };
}

describe('netlify serve (production context)', () => {
  it('serves the prebuilt home page and a prebuilt post with their full HTML', async () => {
    const { body: posts } = await json('/api/posts?limit=1');
    const post = posts.data[0] as { id: string; title: string };
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain(post.title);
    expect(homeHtml.trimEnd()).toMatch(/<\/html>$/);

    const page = await fetch(`${base}/post/${post.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(html).toContain('<meta property="og:title"');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    // The build's file, not the renderer's answer (which says when it was rendered).
    expect(page.headers.get('x-rendered-at')).toBeNull();
  });

  it('serves an edit of a prebuilt post, and a 404 with noindex for one unpublished, within 60 s', async () => {
    const auth = { ...(await signIn()), 'content-type': 'application/json' };
    const [edited, unpublished] = (await json('/api/posts?limit=2')).body.data as { id: string }[];
    type Full = { id: string; title: string; content: string; category: { id: string }; tags: { id: string }[] };
    const full = async (id: string) => (await json(`/api/posts/${id}`, { headers: auth })).body.data as Full;
    const save = (p: Full, change: Record<string, unknown>) =>
      json(`/api/posts/${p.id}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ ...p, categoryId: p.category.id, tagIds: p.tags.map((t) => t.id), ...change }),
      });
    const a = await full(edited!.id);
    const b = await full(unpublished!.id);
    for (const p of [a, b]) {
      const prebuilt = await fetch(`${base}/post/${p.id}`);
      await prebuilt.arrayBuffer(); // read to the end: undici fails on a body left unread when the server closes
      expect(prebuilt.headers.get('x-rendered-at')).toBeNull();
    }
    /** Asks every second until `done` holds, and answers how long that took. */
    const within60s = async (path: string, done: (res: Response, html: string) => boolean) => {
      const start = Date.now();
      while (Date.now() - start < 60_000) {
        const res = await fetch(base + path);
        if (done(res, await res.text())) return Date.now() - start;
        await new Promise((r) => setTimeout(r, 1000));
      }
      throw new Error(`${path} did not change within 60 s:\n${log.slice(-3000)}`);
    };
    const title = `Edited after the build ${Date.now()}`;
    try {
      expect((await save(a, { title, content: '<p>A body written after the build.</p>' })).res.status).toBe(200);
      await within60s(
        `/post/${a.id}`,
        (res, html) => res.status === 200 && html.includes(`<h1`) && html.includes(`${title}</h1>`),
      );
      const page = await fetch(`${base}/post/${a.id}`);
      const html = await page.text();
      expect(html).toMatch(new RegExp(`<title>${title}( \\| [^<]*)?</title>`));
      expect(html).toMatch(new RegExp(`<meta property="og:title" content="${title}( \\| [^"]*)?">`));
      // Paragraphs carry their passage anchors (`<p id="p-…">`), which Ask the archive cites.
      expect(html).toMatch(/<p id="p-[\w-]+">A body written after the build\.<\/p>/);
      expect(page.headers.get('x-rendered-at')).not.toBeNull();

      expect((await save(b, { status: 'draft' })).res.status).toBe(200);
      await within60s(`/post/${b.id}`, (res) => res.status === 404);
      const gone = await fetch(`${base}/post/${b.id}`);
      expect(gone.status).toBe(404);
      expect(await gone.text()).toMatch(/<meta name="robots" content="noindex/);
    } finally {
      // The seeded posts other suites read stay as they were.
      await save(a, {});
      await save(b, {});
    }
  });

  it('serves a post created after the build from the post-page function, complete and tagged for the CDN', async () => {
    const auth = { ...(await signIn()), 'content-type': 'application/json' };
    const [category] = (await json('/api/categories')).body.data as { id: string }[];
    const [author] = (await json('/api/authors')).body.data as { id: string }[];
    const title = `Live in production shape ${Date.now()}`;
    const created = await json('/api/posts', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        title,
        content: '<p>Rendered on request.</p>',
        authorId: author!.id,
        categoryId: category!.id,
        status: 'published',
      }),
    });
    expect(created.res.status).toBe(201);
    const id = created.body.data.id as string;
    try {
      const page = await fetch(`${base}/post/${id}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}`));
      expect(html).toMatch(/<p id="p-[\w-]+">Rendered on request\.<\/p>/);
      expect(page.headers.get('netlify-cache-tag')).toContain(`post-${id}`);
    } finally {
      await fetch(`${base}/api/posts/${id}`, { method: 'DELETE', headers: auth });
    }
    expect((await fetch(`${base}/post/${id}`)).status).toBe(404);
  });

  it("serves the lists' prebuilt pages as files and later ones from the list-page function, tagged for the CDN", async () => {
    const built = await fetch(`${base}/page/2`);
    expect(built.status).toBe(200);
    expect(await built.text()).toContain('<title>Page 2 | ');
    expect(built.headers.get('netlify-cache-tag')).toBeNull();

    const live = await fetch(`${base}/page/3`);
    expect(live.status).toBe(200);
    const html = await live.text();
    expect(html).toContain('<title>Page 3 | ');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/page\/3"/);
    expect(live.headers.get('netlify-cache-tag')).toBe('list-pages');
    expect(live.headers.get('netlify-cdn-cache-control')).toContain('durable');

    const beyond = await fetch(`${base}/page/99`);
    expect(beyond.status).toBe(404);
    expect(await beyond.text()).toContain('404 - Page Not Found');
  });

  it('builds the search index per year and keeps it in the build cache for the next build', () => {
    expect(log).toMatch(/Search index: \d+ posts in [1-9]\d* yearly indexes/);
    expect(log).toContain('Saved the search indexes to the build cache');
  });

  it('answers the API from the zipped functions', async () => {
    const { res, body } = await json('/api/posts');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(Array.isArray(body.data)).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.meta.total).toBeGreaterThanOrEqual(body.data.length);
  });

  it('answers a missing API route with the JSON 404', async () => {
    const { res, body } = await json('/api/no-such-resource');
    expect(res.status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
  });

  it('signs the seeded administrator in, then round-trips an image upload and a comment', async () => {
    const auth = await signIn();

    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
    const upload = await json('/api/upload/image', { method: 'POST', headers: auth, body: form });
    expect(upload.res.status).toBe(201);
    const image = await fetch(new URL(upload.body.data.url, base));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);

    const { body: posts } = await json('/api/posts?limit=1');
    const text = `Production shape comment ${Date.now()}`;
    const sent = await json('/api/comments', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ postId: posts.data[0].id, text }),
    });
    expect(sent.res.status).toBe(201);
    const { body: queue } = await json('/api/comments?limit=100', { headers: auth });
    expect(queue.data.map((c: { text: string }) => c.text)).toContain(text);
  });

  it('imports a WordPress export through the Background Function, then answers its old links with 301', async () => {
    const auth = await signIn();
    const n = Date.now();
    const wxr = `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>Old</title><link>https://old-${n}.example</link><wp:wxr_version>1.2</wp:wxr_version><item><title>Moved in ${n}</title><link>https://old-${n}.example/2018/03/moved-in-${n}/</link><dc:creator>someone</dc:creator><content:encoded><![CDATA[Words.\n\nMore words.]]></content:encoded><wp:post_id>${n}</wp:post_id><wp:post_date_gmt>2018-03-01 10:00:00</wp:post_date_gmt><wp:post_name>moved-in-${n}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item></channel></rss>`;
    const preview = await json('/api/import', { method: 'POST', headers: { ...auth, 'content-type': 'text/xml' }, body: wxr });
    expect(preview.res.status).toBe(201);
    const id = preview.body.data.id as string;
    expect((await json(`/api/import/${id}/start`, { method: 'POST', headers: auth })).res.status).toBe(202);
    let state = '';
    for (let i = 0; i < 120 && state !== 'done' && state !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      state = (await json(`/api/import/${id}`, { headers: auth })).body.data.state;
    }
    expect(state).toBe('done');
    for (const path of [`/2018/03/moved-in-${n}/`, `/?p=${n}`]) {
      const res = await fetch(base + path, { redirect: 'manual' });
      // Every body is read: one left unread trips undici when the server closes the connection.
      await res.arrayBuffer();
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(`/post/moved-in-${n}`);
    }
    const missing = await fetch(`${base}/no-such-page-${n}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('404 - Page Not Found');
    const home = await fetch(`${base}/`, { redirect: 'manual' });
    await home.arrayBuffer();
    expect(home.status).toBe(200);

    // The browser tests build their site from this store next: leave it as the seed made it.
    const del = async (path: string) => {
      const res = await fetch(base + path, { method: 'DELETE', headers: auth });
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
    };
    await del(`/api/posts/moved-in-${n}`);
    const made = async (path: string, name: string) =>
      ((await json(path)).body.data as { id: string; name: string; postCount?: number }[]).filter(
        (x) => x.name === name && !x.postCount,
      );
    for (const c of await made('/api/categories', 'Uncategorized')) await del(`/api/categories/${c.id}`);
    for (const a of await made('/api/authors', 'someone')) await del(`/api/authors/${a.id}`);
    expect(await made('/api/categories', 'Uncategorized')).toEqual([]);
    expect(await made('/api/authors', 'someone')).toEqual([]);
  });
});
