/**
 * The posts list right after a burst of saves, against a running `npm run dev` (where every function
 * request starts a fresh worker, so each one is a cold start): creates N published posts, C at a
 * time, then reads `GET /api/posts` (the first page, then later pages) and prints p50/p95. The posts
 * it made are deleted at the end unless `--keep`.
 *
 *   npm run dev                                   # in another terminal
 *   npm run bench:dev-lists -- --posts=900 --reads=40
 *   BENCH_URL=http://localhost:8888 ADMIN_EMAIL=… ADMIN_PASSWORD=… npm run bench:dev-lists
 */
import { loadAverage } from './bench/load';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const BASE = process.env.BENCH_URL ?? 'http://localhost:8888';
const POSTS = flag('posts', 900);
const CONCURRENCY = flag('concurrency', 8);
const READS = flag('reads', 40);
const keep = args.includes('--keep');

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN);
};

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) };
  const res = await fetch(`${BASE}${path}`, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** Runs `fn(i)` for i < n, `width` at a time. */
async function pool(n: number, width: number, fn: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) await fn(next++);
    }),
  );
}

async function timedReads(path: string, token?: string): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < READS; i++) {
    const start = performance.now();
    const res = await fetch(`${BASE}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`);
    ms.push(performance.now() - start);
  }
  return ms;
}

const { data: login } = await api('/api/auth/login', {
  method: 'POST',
  body: JSON.stringify({
    email: process.env.ADMIN_EMAIL ?? 'admin@example.com',
    password: process.env.ADMIN_PASSWORD ?? 'admin12345',
  }),
});
const token: string = login.token;
const [{ data: authors }, { data: categories }] = await Promise.all([api('/api/authors'), api('/api/categories')]);
console.log(`${BASE}: creating ${POSTS} posts, ${CONCURRENCY} at a time (load ${loadAverage()})`);

const run = Date.now().toString(36);
const made: string[] = [];
const started = performance.now();
await pool(POSTS, CONCURRENCY, async (i) => {
  const { data } = await api('/api/posts', {
    method: 'POST',
    token,
    body: JSON.stringify({
      title: `Burst ${run} ${i}`,
      excerpt: 'A post of the burst benchmark',
      content: `<p>Body ${i}</p>`,
      authorId: authors[i % authors.length].id,
      categoryId: categories[i % categories.length].id,
      status: 'published',
    }),
  });
  made.push(data.id);
});
console.log(`created in ${((performance.now() - started) / 1000).toFixed(0)} s; reading at once (load ${loadAverage()})`);

console.log('| Read | p50 | p95 | max |');
console.log('|---|---|---|---|');
const reads: [string, string | undefined][] = [
  ['/api/posts', undefined],
  ['/api/posts?limit=10&offset=200', undefined],
  [`/api/posts?category=${categories[0].id}&limit=10&offset=20`, undefined],
  // Manage Posts: every status, which only the whole index answers.
  ['/api/posts?status=all&limit=20', token],
];
for (const [path, as] of reads) {
  const ms = await timedReads(path, as);
  const who = as ? ' (administrator)' : '';
  console.log(`| \`GET ${path}\`${who} × ${READS} | ${pct(ms, 50)} ms | ${pct(ms, 95)} ms | ${Math.round(Math.max(...ms))} ms |`);
}
console.log(`(load ${loadAverage()})`);

if (!keep) {
  await pool(made.length, CONCURRENCY, async (i) => {
    await api(`/api/posts/${made[i]}`, { method: 'DELETE', token });
  });
  console.log(`deleted the ${made.length} posts`);
}
