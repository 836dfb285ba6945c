/**
 * Lighthouse (mobile, the default simulated throttling) performance on `/`, a prebuilt post page, and
 * a gated (paid) post beside a public twin of it (same text, made for the run through the API as the
 * administrator and deleted after; both rendered on request), all read as a guest. The site is served
 * with the functions and the Image CDN by the same `netlify dev --dir` server the browser tests use.
 * Prints the median of RUNS runs per page, with the JavaScript each page loads (gzip, as sent).
 *
 *   npm run bench:lighthouse                        # builds into .e2e/dist-8970, serves on 8970
 *   E2E_SKIP_BUILD=1 npm run bench:lighthouse       # reuses that build
 *   BENCH_URL=http://localhost:8931 npm run bench:lighthouse   # a server that is already running
 *   RUNS=5 BENCH_REPORT_DIR=.bench npm run bench:lighthouse     # more runs; keep each page's last report
 *
 * Chromium comes from /usr/bin/chromium (CHROMIUM_PATH overrides); nothing is downloaded.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.RUNS || 3);
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const port = process.env.LIGHTHOUSE_PORT || '8970';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

let server = null;
let base = process.env.BENCH_URL?.replace(/\/$/, '');
if (!base) {
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: port },
    detached: true,
  });
  await waitFor(`${base}/api/settings`, 600_000);
}

const stopServer = () => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
};

/**
 * Netlify's CDN sends HTML, CSS and JavaScript compressed; `netlify dev` sends them as they
 * are. Measuring uncompressed text would charge the pages for bytes no reader downloads, so the
 * pages are measured through this proxy, which compresses text and keeps transformed images as the
 * CDN does, and passes the rest.
 */
function compressingProxy(upstream) {
  const target = new URL(upstream);
  // The Image CDN keeps each transformed image at the edge; `netlify dev` transforms on every request.
  const images = new Map();
  const server = http.createServer((req, res) => {
    const cached = req.method === 'GET' ? images.get(req.url) : undefined;
    if (cached) {
      res.writeHead(200, cached.headers);
      res.end(cached.body);
      return;
    }
    const up = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (upRes) => {
        const type = String(upRes.headers['content-type'] ?? '');
        if (req.method === 'GET' && req.url?.startsWith('/.netlify/images') && upRes.statusCode === 200) {
          const chunks = [];
          upRes.on('data', (c) => chunks.push(c));
          upRes.on('end', () => {
            const entry = { headers: upRes.headers, body: Buffer.concat(chunks) };
            images.set(req.url, entry);
            res.writeHead(200, entry.headers);
            res.end(entry.body);
          });
          return;
        }
        const accepts = String(req.headers['accept-encoding'] ?? '');
        // Chromium offers brotli only over HTTPS; over plain HTTP the CDN would answer with gzip.
        const encoding = !/^text\/|javascript|json|svg|xml/.test(type)
          ? null
          : /\bbr\b/.test(accepts)
            ? 'br'
            : /\bgzip\b/.test(accepts)
              ? 'gzip'
              : null;
        if (!encoding) {
          res.writeHead(upRes.statusCode ?? 502, upRes.headers);
          upRes.pipe(res);
          return;
        }
        const headers = { ...upRes.headers, 'content-encoding': encoding, vary: 'Accept-Encoding' };
        delete headers['content-length'];
        res.writeHead(upRes.statusCode ?? 502, headers);
        upRes.pipe(encoding === 'br' ? zlib.createBrotliCompress() : zlib.createGzip()).pipe(res);
      },
    );
    up.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() }),
    ),
  );
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const ADMIN = {
  email: process.env.ADMIN_EMAIL || 'admin@example.com',
  password: process.env.ADMIN_PASSWORD || 'admin12345',
};

/** Several paragraphs, so both twins have a body worth reading and a preview above the divider. */
const paragraphs = (n, word) =>
  Array.from(
    { length: n },
    (_, i) => `<p>${word} paragraph ${i + 1}. ${'The argument goes on a little further. '.repeat(8)}</p>`,
  ).join('');

/** A public post and a paid one with the same text, published now; `drop` deletes both. */
async function twinPosts(base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`Admin sign-in failed: ${login.status}`);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${(await login.json()).data.token}` };
  const someone = (await (await fetch(`${base}/api/posts?limit=1`)).json()).data[0];
  const make = async (title, content, visibility) => {
    const res = await fetch(`${base}/api/posts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title,
        excerpt: 'A benchmark post.',
        content,
        authorId: someone.author.id,
        categoryId: someone.category.id,
        status: 'published',
        visibility,
      }),
    });
    if (res.status !== 201) throw new Error(`Could not make ${title}: ${res.status} ${await res.text()}`);
    return (await res.json()).data.id;
  };
  const stamp = Date.now();
  const open = paragraphs(3, 'Open');
  const rest = `<h2>Further on</h2>${paragraphs(9, 'Paid')}`;
  const ids = {
    public: await make(`Benchmark public ${stamp}`, open + rest, 'public'),
    gated: await make(`Benchmark gated ${stamp}`, `${open}<hr data-paywall="">${rest}`, 'paid'),
  };
  const drop = async () => {
    for (const id of Object.values(ids)) await fetch(`${base}/api/posts/${id}`, { method: 'DELETE', headers });
  };
  return { ids, drop };
}

/** Bytes of JavaScript the page loaded, as sent (the proxy gzips it as the CDN would). */
const scriptBytes = (lhr) =>
  (lhr.audits['network-requests'].details?.items ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);

try {
  const posts = (await (await fetch(`${base}/api/posts?limit=100`)).json()).data;
  // The oldest published post existed at build time, so it has a prebuilt page.
  const post = posts.at(-1);
  console.log(`Load average (/proc/loadavg) at the start: ${loadAverage()}`);
  const twins = await twinPosts(base);
  const pages = [
    ['/', '/'],
    ['post', `/post/${post.id}`],
    ['public-twin', `/post/${twins.ids.public}`],
    ['gated', `/post/${twins.ids.gated}`],
  ];
  const proxy = await compressingProxy(base);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const rows = [];
  let version = '';
  let lastReport = null;
  try {
    for (const [name, path] of pages) {
      // One unmeasured load warms the Image CDN's resized variants and the function workers.
      await lighthouse(`${proxy.url}${path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const { lhr } = await lighthouse(`${proxy.url}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        const a = lhr.audits;
        lastReport = lhr;
        version = lhr.lighthouseVersion;
        runs.push({
          score: Math.round(lhr.categories.performance.score * 100),
          fcp: a['first-contentful-paint'].numericValue,
          lcp: a['largest-contentful-paint'].numericValue,
          tbt: a['total-blocking-time'].numericValue,
          cls: a['cumulative-layout-shift'].numericValue,
          bytes: a['total-byte-weight'].numericValue,
          js: scriptBytes(lhr),
        });
      }
      if (process.env.BENCH_REPORT_DIR) {
        mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
        writeFileSync(
          `${process.env.BENCH_REPORT_DIR}/lighthouse-${name === '/' ? 'home' : name}.json`,
          JSON.stringify(lastReport),
        );
      }
      const pick = (k) => median(runs.map((r) => r[k]));
      rows.push({
        page: name === '/' ? '/' : name === 'post' ? `${path} (prebuilt)` : `${path} (${name}, rendered)`,
        scores: runs.map((r) => r.score).join(', '),
        median: pick('score'),
        fcp: `${(pick('fcp') / 1000).toFixed(1)} s`,
        lcp: `${(pick('lcp') / 1000).toFixed(1)} s`,
        tbt: `${Math.round(pick('tbt'))} ms`,
        cls: pick('cls').toFixed(3),
        weight: `${Math.round(pick('bytes') / 1024)} KB`,
        js: `${(pick('js') / 1024).toFixed(1)} KB`,
      });
    }
  } finally {
    await chrome.kill();
    proxy.close();
    await twins.drop();
  }
  console.log(`Lighthouse ${version}, mobile, ${RUNS} runs per page (median):`);
  console.table(rows);
  console.log(`Load average (/proc/loadavg) at the end: ${loadAverage()}`);
} finally {
  stopServer();
}
