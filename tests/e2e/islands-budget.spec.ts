/**
 * What public pages ship: a post page, public or paid and read by a guest, stays within 10 KB gzip of
 * JavaScript in at most 8 files until the reader scrolls, besides the analytics tracker with its own
 * budget of 700 bytes, and nothing reachable from a public page carries the editor, the admin app or
 * an AI SDK or the editor's AI tools.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { DIST as DIST_DIR } from './helpers/ports';
import { saveLivePages } from './helpers/live-pages';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { builtPosts } from './helpers/reader';
import { adminToken } from './helpers/admin';
import { publishPaidPost } from './helpers/seeded';
import { ANALYTICS_LIMITS } from '@/shared/analytics';

const BUDGET_BYTES = 10 * 1024;
const BUDGET_FILES = 8;
const DIST = resolve(DIST_DIR);

/** Text that only the editor (TipTap/ProseMirror), the admin app's router or the Gemini SDK contain. */
const FORBIDDEN: [string, RegExp][] = [
  ['ProseMirror', /ProseMirror/],
  ['TipTap', /tiptap/i],
  ['Gemini SDK', /@google\/genai|GoogleGenAI|generativelanguage\.googleapis/],
  ['admin router', /in the context of a <Router> component/],
  ['editor AI tools', /AI-powered excerpt generated!|Fix spelling and grammar/],
];

const gz = (text: string | Buffer) => gzipSync(text).length;

/** Loads the page as a guest and holds what it ran before any scroll to the budget; answers the scripts it fetched. */
async function expectWithinBudget(page: Page, path: string, label: string): Promise<string[]> {
  const scripts: string[] = [];
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(res.url());
    if (res.ok())
      bodies.set(
        res.url(),
        res.body().catch(() => null),
      );
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // client:idle islands start once the browser is idle; by then networkidle has seen their files.
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r)));
  await page.waitForLoadState('networkidle');
  const loaded = new Map(bodies);

  const files = await Promise.all(
    [...loaded].map(async ([url, body]) => {
      const text = (await body) ?? Buffer.alloc(0);
      return { name: new URL(url).pathname, text: text.toString('utf8'), bytes: gz(text) };
    }),
  );
  const inline = (
    await page.$$eval('script:not([src])', (list: HTMLScriptElement[]) =>
      list.filter((s) => !s.type || s.type === 'module' || s.type === 'text/javascript').map((s) => s.textContent ?? ''),
    )
  ).map((text) => ({ name: `inline: ${text.trim().slice(0, 40)}`, text, bytes: gz(text) }));
  const all = [...files, ...inline];
  // The analytics tracker (src/features/analytics) is every page's, inline, with a budget of its own;
  // it is the one script that sends events.
  const trackers = all.filter((s) => s.text.includes('/api/events'));
  expect(trackers).toHaveLength(1);
  const tracker = trackers[0]!.bytes;
  expect(tracker).toBeLessThanOrEqual(ANALYTICS_LIMITS.trackerGzipBytes);
  const total = all.reduce((n, s) => n + s.bytes, 0) - tracker;
  const own = files.filter((f) => f !== trackers[0]).length;
  test.info().annotations.push({
    type: `${label} JS before scroll (gzip bytes)`,
    description: `${total} in ${own} files + ${inline.length} inline scripts (the tracker's ${tracker} apart)`,
  });
  const list = all.map((s) => `${s.bytes}\t${s.name}`).join('\n');
  expect(total, list).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(own, list).toBeLessThanOrEqual(BUDGET_FILES);
  return scripts;
}

test('a post page loads at most 10 KB gzip of JavaScript in 8 files before the reader scrolls, and the tracker at most 700 bytes', async ({
  page,
  request,
}) => {
  const [post] = await builtPosts(request, 1);
  const scripts = await expectWithinBudget(page, `/post/${post!.id}`, 'post page');

  // The React islands below the fold arrive once they are scrolled into view.
  const before = scripts.length;
  await page.locator('#comments').scrollIntoViewIfNeeded();
  // Astro drops the island's `ssr` attribute once it has hydrated.
  await expect(page.locator('#comments astro-island')).not.toHaveAttribute('ssr');
  expect(scripts.length).toBeGreaterThan(before);
});

test('a paid post read by a guest keeps to the same budget: its paywall box loads nothing before the reader acts', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const run = randomUUID().slice(0, 6);
  const path = await publishPaidPost(request, token, {
    title: `A paid post on a budget ${run}`,
    excerpt: 'For paying readers.',
    content: `<p>The opening ${run}.</p><hr data-paywall=""><h2>Further on</h2><p>The rest ${run}.</p>`,
  });
  await expectWithinBudget(page, path, 'paid post page (guest)');
  await expect(page.locator('[data-paywall-box]')).toBeVisible();
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every JS file a public page can load: its scripts, island components and renderers, and all they import, statically or lazily. */
function publicChunks(postPages: string): Set<string> {
  const refs = /["'`](\.{1,2}\/[^"'`\s]+?\.m?js|\/_astro\/[^"'`\s]+?\.m?js)["'`]/g;
  const resolveRef = (ref: string, from: string) => (ref.startsWith('/') ? join(DIST, ref) : resolve(dirname(from), ref));
  // Posts' pages too: rendered on request, saved as a reader gets them.
  const pages = [...walk(DIST), ...walk(postPages)].filter((f) => f.endsWith('.html') && !relative(DIST, f).startsWith('admin'));
  const queue = pages.flatMap((html) => [...readFileSync(html, 'utf8').matchAll(refs)].map((m) => resolveRef(m[1]!, html)));
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(refs)) queue.push(resolveRef(m[1]!, file));
  }
  return seen;
}

test('no JavaScript reachable from a public page contains editor, admin or AI-provider code', async ({ request }) => {
  test.skip(!existsSync(DIST), `no build at ${DIST}`);
  const all = walk(DIST).filter((f) => /\.m?js$/.test(f));
  // The check can fail: the admin app's own chunks do carry these.
  const adminOnly = all.filter((f) => FORBIDDEN.some(([, re]) => re.test(readFileSync(f, 'utf8'))));
  expect(adminOnly.length, 'the admin bundle should contain the editor').toBeGreaterThan(0);
  // The editor's AI tools are chunks of their own, so the check above covers them by name.
  const aiChunks = all.filter((f) => /\/(AiToolbar|AiSettingsTools)\.[\w-]+\.js$/.test(f));
  expect(aiChunks.map((f) => relative(DIST, f).replace(/\.[\w-]+\.js$/, '')).sort()).toEqual([
    '_astro/AiSettingsTools',
    '_astro/AiToolbar',
  ]);
  expect(aiChunks.every((f) => /AI-powered excerpt generated!|Fix spelling and grammar/.test(readFileSync(f, 'utf8')))).toBe(
    true,
  );

  const reachable = publicChunks(await saveLivePages(request));
  expect(reachable.size).toBeGreaterThan(0);
  const offenders = [...reachable].flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return FORBIDDEN.filter(([, re]) => re.test(text)).map(([what]) => `${relative(DIST, file)}: ${what}`);
  });
  expect(offenders).toEqual([]);
});
