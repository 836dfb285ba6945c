/**
 * Build benchmark: generates N posts into a scratch Blobs store, builds the site and its Pagefind
 * index from it, and prints build seconds (with and for indexing), peak memory, the largest folder of
 * the output, and the gzip bytes of JS a reader downloads on `/` before any interaction (measured in
 * Chromium). Posts' pages are rendered on request, not built: `npm run bench:live` measures them.
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
import { buildSearchIndex } from './search-index.mjs';
import { crowdedFolders } from './check-output.mjs';
import { searchRecords } from '@/server/services/search-records';

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
  await buildSearchIndex(outDir, builtAt, searchRecords());
  await server.stop();
  const indexSeconds = (performance.now() - indexStart) / 1000;
  const seconds = (performance.now() - start) / 1000;
  const peakKb = Number(/PEAK_KB=(\d+)/.exec(build.stderr)?.[1] ?? NaN);
  const [largest] = await crowdedFolders(outDir, 0);
  const js = await measureJs(outDir, ['/']);
  const row = `| ${n.toLocaleString('en-US')} | ${seconds.toFixed(1)} s | ${indexSeconds.toFixed(1)} s | ${Number.isNaN(peakKb) ? 'n/a' : `${Math.round(peakKb / 1024)} MB`} | ${largest ? `${largest.folder} (${largest.entries})` : '-'} | ${(js['/']! / 1024).toFixed(1)} KB |`;
  console.log(row);
  rows.push(row);
}

console.log(
  '\n| Posts | Build with search index | of which indexing | Peak memory (astro build) | Largest folder | JS on / (gzip) |\n|---|---|---|---|---|---|',
);
for (const r of rows) console.log(r);
