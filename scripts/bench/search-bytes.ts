/**
 * Readers' search on a built site (from `npm run bench:build`): the Pagefind index's size, the bytes
 * a reader downloads for a first search in the overlay (search code, Pagefind, its index chunks and
 * the result fragments; JavaScript counted gzipped as a CDN serves it, index files are gzipped
 * already), and how long results take to show once the chunks are loaded.
 */
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, serveDir } from './measure-js';

async function dirBytes(dir: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0,
    files = 0;
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    bytes += (await stat(join(e.parentPath, e.name))).size;
    files++;
  }
  return { bytes, files };
}

/** Searches `marker<a>` cold, then `marker<b>` with the index loaded; bench posts carry those words in their bodies. */
export async function firstSearch(
  root: string,
  a: number,
  b: number,
): Promise<{ bytes: number; requests: number; warmMs: number }> {
  const server = await serveDir(root);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${server.port}/`, { waitUntil: 'networkidle' });
    let bytes = 0,
      requests = 0;
    page.on('response', async (res) => {
      const body = await res.body().catch(() => Buffer.alloc(0));
      requests++;
      bytes += res.url().endsWith('.js') || res.url().endsWith('.json') ? gzipSync(body).length : body.length;
    });
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const input = page.getByPlaceholder('Search for articles, topics, or authors...');
    await input.fill(`marker${a}`);
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    await page.waitForLoadState('networkidle');
    const counted = { bytes, requests };
    // With the index chunks in the browser, a new query costs only its own lookups.
    await input.fill('');
    await page.getByText('Start typing to search the entire blog.').waitFor();
    const start = Date.now();
    await input.fill(`marker${b}`);
    await page.getByRole('link', { name: new RegExp(`Post number ${b}\\b`) }).waitFor();
    // The overlay waits 250 ms after the last keystroke before it searches.
    return { ...counted, warmMs: Date.now() - start - 250 };
  } finally {
    await browser.close();
    server.close();
  }
}

export async function reportSearchBytes(sizes: number[]): Promise<void> {
  const rows: string[] = [];
  for (const n of sizes) {
    const root = `.bench/dist-${n}`;
    if (!existsSync(join(root, 'pagefind', 'pagefind.js'))) {
      console.log(`\nNo built site in ${root}: run \`npm run bench:build -- ${n}\` first to measure readers' search.`);
      continue;
    }
    const index = await dirBytes(join(root, 'pagefind'));
    const first = await firstSearch(root, Math.floor(n / 2), Math.floor(n / 3));
    rows.push(
      `| ${n.toLocaleString('en-US')} | ${(index.bytes / 1024 / 1024).toFixed(1)} MB in ${index.files} files | ${(first.bytes / 1024).toFixed(0)} KB in ${first.requests} requests | ${first.warmMs} ms |`,
    );
  }
  if (!rows.length) return;
  console.log('\n| Posts | Pagefind index | First search downloads | Next search, chunks loaded |\n|---|---|---|---|');
  for (const r of rows) console.log(r);
}
