/**
 * What public pages ship: a post page stays within 20 KB gzip of JavaScript until the reader
 * scrolls, besides the analytics tracker with its own budget of 700 bytes, and nothing reachable from a public page carries the editor, the admin app or an AI SDK or the editor's AI tools.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { DIST as DIST_DIR } from './helpers/ports';
import { saveLivePages } from './helpers/live-pages';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Response } from '@playwright/test';
import { builtPosts } from './helpers/reader';
import { ANALYTICS_LIMITS } from '@/shared/analytics';

const BUDGET_BYTES = 20 * 1024;
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

test('a post page loads at most 20 KB gzip of JavaScript before the reader scrolls, and the tracker at most 700 bytes', async ({
  page,
  request,
}) => {
  const [post] = await builtPosts(request, 1);
  const scripts: string[] = [];
  const bodies = new Map<string, Promise<Buffer | null>>();
  const track = (res: Response) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(res.url());
    if (res.ok())
      bodies.set(
        res.url(),
        res.body().catch(() => null),
      );
  };
  page.on('response', track);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/post/${post!.id}`);
  await page.waitForLoadState('networkidle');
  // client:idle islands start once the browser is idle; by then networkidle has seen their files.
  await page.evaluate(() => new Promise((r) => requestIdleCallback(r)));
  await page.waitForLoadState('networkidle');
  const loaded = new Map(bodies);
  bodies.clear();

  const files = await Promise.all([...loaded].map(async ([url, body]) => ({ url, bytes: gz((await body) ?? '') })));
  const inline = await page.$$eval('script:not([src])', (list: HTMLScriptElement[]) =>
    list.filter((s) => !s.type || s.type === 'module' || s.type === 'text/javascript').map((s) => s.textContent ?? ''),
  );
  const all = files.reduce((n, f) => n + f.bytes, 0) + inline.reduce((n, s) => n + gz(s), 0);
  // The analytics tracker (src/features/analytics) is every page's, with a budget of its own.
  const trackers = files.filter((f) => /\/_astro\/Tracker\.astro_/.test(new URL(f.url).pathname));
  expect(trackers).toHaveLength(1);
  const tracker = trackers[0]!.bytes;
  expect(tracker).toBeLessThanOrEqual(ANALYTICS_LIMITS.trackerGzipBytes);
  const total = all - tracker;
  test.info().annotations.push({
    type: 'post page JS before scroll (gzip bytes)',
    description: `${total} in ${files.length - 1} files + ${inline.length} inline, and the tracker's ${tracker}`,
  });
  expect(total, files.map((f) => `${f.bytes}\t${new URL(f.url).pathname}`).join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);

  // The React islands below the fold arrive once they are scrolled into view.
  const before = scripts.length;
  await page.locator('#comments').scrollIntoViewIfNeeded();
  // Astro drops the island's `ssr` attribute once it has hydrated.
  await expect(page.locator('#comments astro-island')).not.toHaveAttribute('ssr');
  expect(scripts.length).toBeGreaterThan(before);
  page.off('response', track);
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
