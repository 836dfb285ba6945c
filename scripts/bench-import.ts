/**
 * Import benchmark (not a test): generates a WordPress export of N posts with C comments each
 * (tests/fixtures/import/generate-wxr.ts), then previews and imports it into a scratch Blobs store
 * (`.bench/import-N`) through the same services the API uses, and prints the time of each step and
 * the peak memory of this process (sampled every 50 ms; it also runs the local Blobs server).
 *
 *   npm run bench:import                  # N = 20000, C = 3
 *   npm run bench:import -- 2000 --comments=5
 */
import { mkdir, rm } from 'node:fs/promises';
import { attachLocalBlobs } from './blobs-env.mjs';
import { generateWxr } from '../tests/fixtures/import/generate-wxr';
import { loadAverage as load } from './bench/load';

const args = process.argv.slice(2);
const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 20_000);
const comments = Number(args.find((a) => a.startsWith('--comments='))?.split('=')[1] ?? 3);

const dir = `.bench/import-${n}`;
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
const blobs = await attachLocalBlobs(dir);
process.env.IMPORT_RUN_INLINE = '1';
// The services read the store named by NETLIFY_BLOBS_CONTEXT, so they are loaded after it is set.
const { previewImport, startImport, getImport } = await import('../src/server/services/imports');

let peakRss = 0;
let peakHeap = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
};
const sampler = setInterval(sample, 50);
const mb = (b: number) => `${Math.round(b / 1024 / 1024)} MB`;
const loadBefore = load();

let t = performance.now();
const pieces = [...generateWxr(n, comments)];
const bytes = Buffer.from(pieces.join(''));
pieces.length = 0;
const generated = (performance.now() - t) / 1000;
console.log(`Generated ${n} posts with ${comments} comments each: ${mb(bytes.byteLength)} in ${generated.toFixed(1)} s`);

t = performance.now();
const job = await previewImport(new Uint8Array(bytes), `bench-${n}.xml`);
const previewed = (performance.now() - t) / 1000;
console.log(`Preview: ${previewed.toFixed(1)} s`, JSON.stringify(job.preview));

t = performance.now();
await startImport(job.id, 'http://localhost');
let last = '';
for (;;) {
  await new Promise((r) => setTimeout(r, 2000));
  const now = await getImport(job.id);
  const line = `${now.state} ${now.progress.done}/${now.progress.total}`;
  if (line !== last) console.log(`  ${line} after ${((performance.now() - t) / 1000).toFixed(0)} s`);
  last = line;
  if (now.state === 'done' || now.state === 'failed') {
    if (now.state === 'failed') console.log(now.report?.error);
    console.log(JSON.stringify(now.report?.created));
    break;
  }
}
const imported = (performance.now() - t) / 1000;
clearInterval(sampler);
sample();
console.log(
  `\n| Posts | Comments | File | Preview | Import | Posts/s | Peak RSS | Peak heap | Load (uptime) before → after |\n|---|---|---|---|---|---|---|---|---|\n| ${n.toLocaleString('en-US')} | ${(n * comments).toLocaleString('en-US')} | ${mb(bytes.byteLength)} | ${previewed.toFixed(1)} s | ${imported.toFixed(0)} s | ${(n / imported).toFixed(0)} | ${mb(peakRss)} | ${mb(peakHeap)} | ${loadBefore} → ${load()} |`,
);
await blobs.stop();
process.exit(0);
