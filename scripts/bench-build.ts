/**
 * Build benchmark: generates N posts into a scratch Blobs store, builds the site and its Pagefind
 * index from it, and prints build seconds (with and for indexing), peak memory, the largest folder of
 * the output, and the gzip bytes of JS a reader downloads on `/` before any interaction (measured in
 * Chromium). Then it edits the newest post and indexes again, as the rebuild after a publish does:
 * only that year's index is rebuilt, the others come from the build cache.
 * With the default PREBUILT_POSTS (10,000) the build writes every post's page up to that many;
 * `npm run bench:live` measures the pages rendered on request.
 *
 *   npm run bench:build             # N = 1000 and 10000
 *   npm run bench:build -- 500 2000 # other sizes
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { attachLocalBlobs } from './blobs-env.mjs';
import { generateStore } from './bench/generate';
import { measureJs } from './bench/measure-js';
import { crowdedFolders } from './check-output.mjs';
import { indexPosts } from './index-posts';
import { getPostRecord, writePost } from '@/server/repos/posts';

/** Async on purpose: this process serves the Blobs store the build reads, so it must not block. */
function capture(cmd: string, args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    let stdout = '',
      stderr = '';
    child.stdout.on('data', (d) => (stdout = (stdout + d).slice(-20_000)));
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-20_000)));
    child.on('exit', (code) => resolve({ status: code ?? 1, stdout, stderr }));
  });
}

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const rows: string[] = [];

// Its own build cache, emptied before each size's first index, as a first build has none.
const cacheDir = '.bench/search-cache';
process.env.SEARCH_CACHE_DIR = cacheDir;

for (const n of sizes.length ? sizes : [1000, 10000]) {
  const dir = `.bench/store-${n}`;
  const outDir = `.bench/dist-${n}`;
  await rm(dir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const server = await attachLocalBlobs(dir);
  const genStart = performance.now();
  await generateStore(n);
  console.log(`generated ${n} posts in ${((performance.now() - genStart) / 1000).toFixed(1)} s`);

  const timeBin = existsSync('/usr/bin/time') ? ['/usr/bin/time', '-f', 'PEAK_KB=%M'] : [];
  const builtAt = new Date().toISOString();
  const start = performance.now();
  const build = await capture(timeBin[0] ?? process.execPath, [
    ...timeBin.slice(1),
    ...(timeBin.length ? [process.execPath] : []),
    'node_modules/astro/bin/astro.mjs',
    'build',
    '--outDir',
    outDir,
  ]);
  if (build.status !== 0) {
    await server.stop();
    console.error(build.stdout.slice(-4000), build.stderr.slice(-4000));
    process.exit(1);
  }
  const indexStart = performance.now();
  // A cold cache, as a first build has.
  await rm(cacheDir, { recursive: true, force: true });
  const indexed = await indexPosts(outDir, builtAt);
  const indexSeconds = (performance.now() - indexStart) / 1000;
  const newest = (await getPostRecord('post-0'))!;
  await writePost({ ...newest, title: `${newest.title} (edited)`, updatedAt: new Date().toISOString() }, false);
  const againStart = performance.now();
  const again = await indexPosts(outDir, new Date().toISOString());
  const againSeconds = (performance.now() - againStart) / 1000;
  await server.stop();
  const seconds = (performance.now() - start) / 1000;
  const peakKb = Number(/PEAK_KB=(\d+)/.exec(build.stderr)?.[1] ?? NaN);
  const [largest] = await crowdedFolders(outDir, 0);
  const js = await measureJs(outDir, ['/']);
  const reindex = `${againSeconds.toFixed(1)} s (${again.built.length} of ${indexed.built.length} years)`;
  const row = `| ${n.toLocaleString('en-US')} | ${seconds.toFixed(1)} s | ${indexSeconds.toFixed(1)} s | ${reindex} | ${Number.isNaN(peakKb) ? 'n/a' : `${Math.round(peakKb / 1024)} MB`} | ${largest ? `${largest.folder} (${largest.entries})` : '-'} | ${(js['/']! / 1024).toFixed(1)} KB |`;
  console.log(row);
  rows.push(row);
}

console.log(
  '\n| Posts | Build with search index | of which indexing | Re-index after an edit | Peak memory (astro build) | Largest folder | JS on / (gzip) |\n|---|---|---|---|---|---|---|',
);
for (const r of rows) console.log(r);
