/**
 * API benchmark: fills a scratch Blobs store with N published posts (saved as the API saves them)
 * and M likes, serves the real post and auth functions from a child process, and prints p50/p95
 * of list, admin search, get and create, one client at a time and with 20 concurrent clients.
 *
 *   npm run bench:api                     # N = 1000 and 10000, M = 100000
 *   npm run bench:api -- 1000 --likes=2000 --seq=10 --requests=60 --keep
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { attachLocalBlobs } from './blobs-env.mjs';
import { refreshColdStartCopies } from '@/server/services/cold-start';
import { makePosts, writeTaxonomy } from './bench/generate';
import { fillLikes, fillPosts } from './bench/fill-api';
import { startBenchServer } from './bench/start-server';
import { reportSearchBytes } from './bench/search-bytes';

const args = process.argv.slice(2);
const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);
const likesArg = Number(args.find((a) => a.startsWith('--likes='))?.split('=')[1] ?? 100_000);
/** `--keep` reuses a store filled by an earlier run with the same N and M. */
const keep = args.includes('--keep');
const TIMEOUT_MS = 10_000;
const flag = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SEQUENTIAL = flag('seq', 40);
const CONCURRENT = 20;
const CONCURRENT_REQUESTS = flag('requests', 200);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

async function timed(fn: () => Promise<Response>): Promise<number | null> {
  const start = performance.now();
  try {
    const res = await fn();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return performance.now() - start;
  } catch (err) {
    if ((err as Error).name !== 'TimeoutError') console.error(`  request failed: ${(err as Error).message}`);
    return null;
  }
}

async function measure(name: string, call: (i: number) => Promise<Response>): Promise<string[]> {
  const seq: number[] = [];
  let failed = 0,
    next = 0;
  for (let i = 0; i < SEQUENTIAL; i++) {
    const ms = await timed(() => call(i));
    if (ms !== null) seq.push(ms);
    // A call that keeps timing out would take hours to measure; three failures in a row say enough.
    else if (++failed >= 3 && seq.length === 0)
      return [name, 'timeout', 'timeout', 'not run', 'not run', `${failed} of ${i + 1}`];
  }
  const conc: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      while (next < CONCURRENT_REQUESTS) {
        const ms = await timed(() => call(SEQUENTIAL + next++));
        if (ms === null) failed++;
        else conc.push(ms);
      }
    }),
  );
  const f = (x: number) => `${Math.round(x)} ms`;
  return [
    name,
    f(pct(seq, 50)),
    f(pct(seq, 95)),
    f(pct(conc, 50)),
    f(pct(conc, 95)),
    `${failed} of ${SEQUENTIAL + CONCURRENT_REQUESTS}`,
  ];
}

interface Api {
  admin: Record<string, string>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: string, headers: Record<string, string>): Promise<Response>;
  stop(): void;
}

/** Serves the functions from a child process and signs in the benchmark's admin. */
async function startApi(): Promise<Api> {
  const { base, admin, stop } = await startBenchServer();
  const json = { 'content-type': 'application/json' };
  return {
    admin: { authorization: admin.authorization! },
    get: (path, headers = {}) => fetch(base + path, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) }),
    post: (path, body, headers) =>
      fetch(base + path, { method: 'POST', headers: { ...headers, ...json }, body, signal: AbortSignal.timeout(TIMEOUT_MS) }),
    stop,
  };
}

const table: string[][] = [];
const row = (cells: string[]) => {
  table.push(cells);
  console.log(`| ${cells.join(' | ')} |`);
};
for (const n of sizes.length ? sizes : [1000, 10000]) {
  const dir = `.bench/api-${n}`;
  const reuse = keep && existsSync(`${dir}/filled-${likesArg}`);
  if (!reuse) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
  }
  const blobs = await attachLocalBlobs(dir);
  let start = performance.now();
  if (!reuse) {
    await writeTaxonomy();
    const posts = makePosts(n);
    await fillPosts(posts);
    await fillLikes(posts, likesArg);
    await writeFile(`${dir}/filled-${likesArg}`, '');
    console.log(`N=${n}: filled ${n} posts and ${likesArg} likes in ${((performance.now() - start) / 1000).toFixed(0)} s`);
  }
  // A reused store gets what the scheduled job would have stored by now (nothing when it is current).
  await refreshColdStartCopies();

  const label = `${n.toLocaleString('en-US')} posts`;
  const body = (i: number) =>
    JSON.stringify({
      title: `Bench create ${i} ${Math.random()}`,
      excerpt: 'Created by the benchmark.',
      content: `<p>Benchmark body ${i} river city.</p>`,
      imageUrl: '',
      status: 'published',
      featured: false,
      categoryId: 'design',
      authorId: 'ada',
      tags: ['tag-1'],
    });
  const calls: [string, (api: Api, i: number) => Promise<Response>][] = [
    ['`GET /api/posts?limit=20`', (api) => api.get('/api/posts?limit=20')],
    [
      '`GET /api/posts?limit=20&offset=…` (deep page)',
      (api, i) => api.get(`/api/posts?limit=20&offset=${(i * 37) % Math.max(1, n - 20)}`),
    ],
    ['admin search, one match (`q=marker…`)', (api, i) => api.get(`/api/posts?q=marker${(i * 7) % n}&limit=20`, api.admin)],
    ['admin search, every post matches (`q=river`)', (api) => api.get('/api/posts?q=river&limit=20', api.admin)],
    ['`GET /api/posts/{id}`', (api, i) => api.get(`/api/posts/post-${(i * 13) % n}`)],
    ['`POST /api/posts` (create)', (api, i) => api.post('/api/posts', body(i), api.admin)],
  ];
  start = performance.now();
  // A fresh server per call, so requests abandoned by one measurement do not slow the next.
  for (const [name, call] of calls) {
    const api = await startApi();
    try {
      // Warm-up: the first call pays for loading modules and filling caches.
      await timed(() => api.get('/api/posts?limit=20', api.admin));
      await timed(() => call(api, 0));
      row([label, ...(await measure(name, (i) => call(api, i)))]);
    } finally {
      api.stop();
    }
  }
  console.log(`N=${n}: measured in ${((performance.now() - start) / 1000).toFixed(0)} s`);
  await blobs.stop();
  // 100,000 like keys are as many files: left in the work tree they exhaust `netlify dev`'s file watchers.
  if (!keep) await rm(dir, { recursive: true, force: true });
}

console.log(
  `\nM = ${likesArg.toLocaleString('en-US')} likes; ${SEQUENTIAL} sequential calls, then ${CONCURRENT_REQUESTS} calls from ${CONCURRENT} concurrent clients (timeout ${TIMEOUT_MS / 1000} s).\n`,
);
console.log(
  '| Store | Call | p50 | p95 | p50, 20 clients | p95, 20 clients | failed or timed out |\n|---|---|---|---|---|---|---|',
);
for (const row of table) console.log(`| ${row.join(' | ')} |`);
await reportSearchBytes(sizes.length ? sizes : [1000, 10000]);
