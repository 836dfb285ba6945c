/**
 * Moving in through the admin: upload a WordPress export in Settings, read its preview, import it
 * with the progress bar, read the report, then open an imported post on the site with its images
 * (served by a small HTTP server this test runs) and follow an old permalink. Then Pathfinder on an
 * imported archive, through the real function and the Gemini stand-in.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminSession, auth, signInTab, type AdminSession } from './helpers/admin';
import { geminiRequests } from './helpers/gemini';
import { AI_SITE } from './helpers/ports';
import { generateWxr } from '../fixtures/import/generate-wxr';
import { TAGGED_TOPIC, taggedWxr } from '../fixtures/import/tagged-wxr';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

let server: Server;
let site = '';
let session: AdminSession;

/**
 * Every record the import may add to that can be deleted, by id with its title or name, so the test
 * can take away exactly what it added (tags have no delete; a tag left without posts shows nowhere a
 * reader looks).
 */
const KINDS = ['posts', 'pages', 'categories', 'authors'] as const;
type Records = Record<(typeof KINDS)[number], Map<string, string>>;
async function records(request: APIRequestContext): Promise<Records> {
  const headers = { authorization: `Bearer ${session.token}` };
  const out = {} as Records;
  for (const kind of KINDS) {
    out[kind] = new Map();
    for (let offset = 0; ; offset += 100) {
      const query = kind === 'posts' ? `?status=all&limit=100&offset=${offset}` : '';
      const body = (await (await request.get(`/api/${kind}${query}`, { headers })).json()) as {
        data: { id: string; title?: string; name?: string }[];
      };
      for (const r of body.data) out[kind].set(r.id, r.title ?? r.name ?? '');
      if (kind !== 'posts' || body.data.length < 100) break;
    }
  }
  return out;
}

/** The titles and names a WordPress export holds: what its import can have added. */
const namesIn = (wxr: string) =>
  new Set(
    [...wxr.matchAll(/<(?:title|wp:cat_name|wp:author_display_name)><!\[CDATA\[(.*?)\]\]>/g)].map((m) =>
      m[1]!.replaceAll('&amp;', '&'),
    ),
  );

/**
 * The browser tests share one store, and other files add to it meanwhile: deletes what was added
 * since `before` under a title or name from `wxr`, posts first.
 */
async function removeImported(request: APIRequestContext, before: Records, wxr: string) {
  const headers = { authorization: `Bearer ${session.token}` };
  const names = namesIn(wxr);
  const now = await records(request);
  for (const kind of KINDS)
    for (const [id, name] of now[kind])
      if (!before[kind].has(id) && names.has(name)) {
        const res = await request.delete(`/api/${kind}/${encodeURIComponent(id)}`, { headers });
        expect(res.status(), `${kind} ${id}`).toBe(200);
      }
}

test.beforeAll(async ({ request }) => {
  server = createServer((req, res) => {
    if (/\/(tomato|leaf)\.png$/.test(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  session = await adminSession(request);
});
test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

test('an administrator imports a WordPress export and its posts open on the site with their images', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Each run is a different old site (its address), so every run imports afresh.
  const wxr = readFileSync('tests/fixtures/import/wordpress.xml', 'utf8').replaceAll('__SITE__', site);
  const before = await records(request);
  await signInTab(page, session);
  await page.goto('/admin/settings');
  const section = page
    .getByRole('region')
    .filter({ hasText: 'Import & export' })
    .or(page.locator('section', { hasText: 'Import & export' }));
  await expect(section.getByRole('button', { name: 'Export site' })).toBeVisible();

  await page
    .getByLabel('Export file to import')
    .setInputFiles({ name: 'garden.xml', mimeType: 'text/xml', buffer: Buffer.from(wxr) });
  const preview = page.getByRole('definition').locator('xpath=ancestor::dl[1]').filter({ hasText: 'Drafts' });
  await expect(page.getByText('Preview of garden.xml (WordPress export)')).toBeVisible();
  const count = (label: string) =>
    preview.locator('div', { has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) }).getByRole('definition');
  await expect(count('Posts')).toHaveText('6');
  await expect(count('Pages')).toHaveText('1');
  await expect(count('Drafts')).toHaveText('3');
  await expect(count('Scheduled')).toHaveText('1');
  await expect(count('Comments')).toHaveText('1 approved, 1 pending, 1 spam');
  await expect(count('Images')).toHaveText('3');
  await expect(page.getByText('[contact-form-7] is not a shortcode this site knows')).toBeVisible();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Import report' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '7');
  const report = page.getByRole('definition').locator('xpath=ancestor::dl[1]').filter({ hasText: 'Images copied' });
  const reportCount = (label: string) =>
    report.locator('div', { has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) }).getByRole('definition');
  await expect(reportCount('Images copied')).toHaveText('2');
  await expect(reportCount('Images not fetched')).toHaveText('1');
  await expect(page.getByText(`${site}/wp-content/uploads/2019/05/missing.png: the old site answered 404`)).toBeVisible();

  // The preview, the progress bar and the report are as accessible as the rest of the admin.
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  const postLink = page.getByRole('link', { name: 'Classic post & friends' });
  const postId = decodeURIComponent((await postLink.getAttribute('href'))!.split('/').at(-1)!);

  // The old permalink answers 301 to the new address.
  const old = await request.get('/2019/05/classic-post/', { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/post/${postId}`);
  const byId = await request.get('/?p=10', { maxRedirects: 0 });
  expect([byId.status(), byId.headers().location]).toEqual([301, `/post/${postId}`]);

  await page.goto(`/post/${postId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Classic post & friends' })).toBeVisible({ timeout: 20_000 });
  const tomato = page.getByRole('img', { name: 'A tomato' });
  await expect(tomato).toBeVisible();
  await expect(tomato).toHaveAttribute('src', /\/api\/upload\/image\/|%2Fapi%2Fupload%2Fimage%2F/);
  await expect.poll(() => tomato.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('iframe[src="https://www.youtube.com/embed/dQw4w9WgXcQ"]')).toBeAttached();

  // Other browser tests read the newest and featured posts of the same store: take the import away again.
  await removeImported(request, before, wxr);
});

test('a file larger than one request goes up in parts and is previewed whole', async ({ page }) => {
  test.setTimeout(120_000);
  const big = Buffer.from([...generateWxr(2700, 3)].join(''));
  expect(big.byteLength).toBeGreaterThan(4 * 1024 * 1024);
  await signInTab(page, session);
  await page.goto('/admin/settings');
  const parts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/import/uploads/')) parts.push(r.url());
  });
  await page.getByLabel('Export file to import').setInputFiles({ name: 'big.xml', mimeType: 'text/xml', buffer: big });
  await expect(page.getByText('Preview of big.xml (WordPress export)')).toBeVisible({ timeout: 60_000 });
  const preview = page.getByRole('group', { name: 'What the import will create' });
  await expect(
    preview.locator('div', { has: page.getByRole('term').filter({ hasText: /^Posts$/ }) }).getByRole('definition'),
  ).toHaveText('2700');
  expect(parts.length).toBe(Math.ceil(big.byteLength / (4 * 1024 * 1024)));
});

/**
 * A blog's archive (hundreds of tags, markup in titles, empty excerpts) imported beside the demo
 * content, in this file so that no other test's clean-up runs while it is on the site. It takes away
 * what it imported (tags have no delete; their names are the same on every run).
 */
test.describe('Pathfinder on an imported archive', () => {
  // Each run is a different old site (its address), so every run imports afresh.
  const archive = taggedWxr(`https://print-shop-${Date.now().toString(36)}.example`);

  async function importArchive(request: APIRequestContext): Promise<void> {
    const headers = auth(session.token);
    const res = await request.post('/api/import', { headers: { ...headers, 'content-type': 'text/xml' }, data: archive.xml });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()).data as { id: string };
    expect((await request.post(`/api/import/${id}/start`, { headers })).status()).toBe(202);
    const state = async () =>
      ((await (await request.get(`/api/import/${id}`, { headers })).json()).data as { state: string }).state;
    await expect.poll(state, { timeout: 90_000 }).toBe('done');
  }

  /** By name, as other spec files add records at the same time. */
  async function removeArchive(request: APIRequestContext): Promise<void> {
    const headers = auth(session.token);
    const ids = async (path: string, mine: (r: { title?: string; name?: string }) => boolean) =>
      ((await (await request.get(path, { headers })).json()).data as { id: string; title?: string; name?: string }[])
        .filter(mine)
        .map((r) => `${path.split('?')[0]}/${encodeURIComponent(r.id)}`);
    const added = [
      ...(await ids(`/api/posts?status=all&limit=100&q=${TAGGED_TOPIC}`, (p) => archive.titles.includes(p.title!))),
      ...(await ids('/api/categories', (c) => c.name === 'Printing')),
      ...(await ids('/api/authors', (a) => a.name === 'Tess Setter')),
    ];
    for (const path of added) expect((await request.delete(path, { headers })).status(), path).toBe(200);
  }

  test('the path is built by the model from the imported posts', async ({ page, request }) => {
    test.setTimeout(180_000);
    await importArchive(request);
    try {
      await page.goto(`${AI_SITE}/pathfinder`);
      await page.getByLabel('What do you want to learn?').fill(TAGGED_TOPIC);
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ai/pathfinder');
      await page.getByRole('button', { name: 'Find Path' }).click();
      expect((await answer).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: `Master ${TAGGED_TOPIC}` })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);

      // The model chose from the imported posts, which show by their titles without markup.
      expect((await geminiRequests(`Topic: ${TAGGED_TOPIC}`)).length).toBeGreaterThan(0);
      const steps = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Read Article/ }) });
      await expect(steps).toHaveCount(3);
      for (const title of await steps.getByRole('heading', { level: 3 }).allTextContents())
        expect(archive.titles).toContain(title);
      await expect(steps.getByText(/Step about letterpress-workshop-/)).toHaveCount(3);
      await expect(page.getByText('3 articles')).toBeVisible();
    } finally {
      await removeArchive(request);
    }
  });
});
