/**
 * Analytics benchmark (DESIGN.md, Analytics, Targets), on a scratch local Blobs store:
 *   1. Collecting: 20 clients POST /api/events for 60 s (one in ten a bot) to the events function,
 *      bundled as Netlify bundles it: p50/p95 of the answers, and every counted event stored, no bot.
 *   2. Folding: N pageviews spread over the last 90 days (default 100,000; the design's figure is
 *      1,000,000) filed where the collector's writes go (written to disk directly), then folded by the job's fold: how long, and
 *      every day's pageviews and visitors against the seeded truth.
 *   3. Reading: the overview of the last 30 days and the last 12 months, and one post's report.
 *
 *   npm run bench:analytics                            # N = 100,000, 60 s of collecting
 *   npm run bench:analytics -- --events 1000000 --seconds 60
 *   npm run bench:analytics -- --store-workers 1     # the store in one process, as before
 */
import { rm, mkdir } from 'node:fs/promises';
import { attachChildBlobs } from './blobs-env.mjs';
import { startBenchServer } from './bench/start-server';
import { bundleBenchServer } from './bench/bundle-server';
import { writeTaxonomy } from './bench/generate';
import { eventsOf, storedMinutes } from '@/server/repos/analytics';
import { rawEventWriter } from './bench/seed-events';
import { foldAnalytics } from '@/server/services/analytics-fold';
import { dayAndHour, minuteOf } from '@/server/services/analytics-days';
import { getSettings } from '@/server/services/settings';
import type { RawEvent } from '@/shared/records';
import { createPost } from './bench/create-post';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const EVENTS = arg('events', 100_000);
const SECONDS = arg('seconds', 60);
/** Processes serving the store: the hosted store serves reads in parallel, one local process does not. */
const STORE_WORKERS = arg('store-workers', 2);
const CLIENTS = 20;
const POSTS = 200;
const READS = 20;
const DAY = 86_400_000;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
const ms = (x: number) => `${Math.round(x)} ms`;
const rows: string[][] = [];

const dir = '.bench/analytics';
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
const blobs = await attachChildBlobs(dir, { workers: STORE_WORKERS });
const server = await startBenchServer({ RATE_LIMIT_DISABLED: '1' }, await bundleBenchServer());
try {
  // One real post, so its own report can be read (the other post ids need not exist to be counted).
  await writeTaxonomy();
  const readPost = await createPost(server, { title: 'Read often', excerpt: '', content: '<p>Body</p>' });
  const postIdOf = (n: number) => (n === 7 ? readPost : `p${n}`);

  // 1. Collecting.
  const browsers = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
  ];
  const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  const latencies: number[] = [];
  let counted = 0;
  let bots = 0;
  let failed = 0;
  const until = performance.now() + SECONDS * 1000;
  const collectFrom = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; performance.now() < until; i++) {
        const isBot = i % 10 === 9;
        const t = performance.now();
        const res = await fetch(`${server.base}/api/events`, {
          method: 'POST',
          headers: {
            'content-type': 'text/plain',
            'user-agent': isBot ? bot : browsers[i % browsers.length]!,
            'x-nf-client-connection-ip': `203.0.113.${client}`,
          },
          body: JSON.stringify({
            type: 'pageview',
            path: `/post/p${i % POSTS}`,
            referrer: 'https://www.google.com/',
            width: 390,
          }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (res.status !== 202) failed++;
        else if (isBot) bots++;
        else counted++;
      }
    }),
  );
  let stored = 0;
  for (const minute of await storedMinutes(minuteOf(collectFrom).slice(0, 8)))
    if (minute >= minuteOf(collectFrom)) stored += (await eventsOf(minute)).length;
  rows.push([
    `POST /api/events, ${CLIENTS} clients for ${SECONDS} s (${latencies.length.toLocaleString('en-US')} requests)`,
    ms(pct(latencies, 50)),
    ms(pct(latencies, 95)),
    `${counted} sent, ${stored} stored, ${bots} bots sent and not stored, ${failed} failed`,
  ]);
  if (stored !== counted) throw new Error(`collected ${counted} events but stored ${stored}`);

  // 2. Seeded truth: N pageviews over 90 days, as the collector writes them, then folded.
  const { timezone } = await getSettings();
  const truth = new Map<string, { pageviews: number; visitors: Set<string> }>();
  const postViews = new Map<string, number>();
  // Up to a day ago, so the days compared hold seeded events only (the collected ones are today's).
  const end = Date.now() - DAY;
  const start = end - 90 * DAY;
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const t0 = performance.now();
  const seeder = rawEventWriter(dir);
  for (let i = 0; i < EVENTS; i++) {
    const at = Math.floor(start + (i / EVENTS) * (end - start));
    const { day } = dayAndHour(at, timezone);
    const visitor = `v${day}-${Math.floor(random() * 3000)}`;
    const postId = postIdOf(Math.floor(random() * POSTS));
    const event: RawEvent = {
      at,
      type: 'pageview',
      visitor,
      path: `/post/${postId}`,
      postId,
      source: ['Direct', 'Google', 'Newsletter', 'Mastodon'][i % 4]!,
      device: ['mobile', 'desktop', 'tablet'][i % 3]!,
      browser: 'Chrome',
      os: 'Android',
      country: 'unknown',
    };
    const d = truth.get(day) ?? { pageviews: 0, visitors: new Set<string>() };
    d.pageviews++;
    d.visitors.add(visitor);
    truth.set(day, d);
    postViews.set(postId, (postViews.get(postId) ?? 0) + 1);
    await seeder.add(minuteOf(at), `${at}-${i}`, event);
  }
  await seeder.flush();
  const seeded = performance.now() - t0;
  // The server must see every minute written beside its own (the collected ones, today's).
  const listed = (await storedMinutes()).filter((m) => m < minuteOf(collectFrom)).length;
  if (listed !== seeder.minutes()) throw new Error(`seeded ${seeder.minutes()} minutes, the store lists ${listed}`);
  // Run after run, as the job would take a backlog: each run stops starting days after 20 s.
  const f0 = performance.now();
  let runs = 0;
  while ((await foldAnalytics()) > 0) runs++;
  const folding = performance.now() - f0;
  rows.push([
    `fold ${EVENTS.toLocaleString('en-US')} pageviews over 90 days, ${runs} runs (seeding took ${(seeded / 1000).toFixed(0)} s)`,
    ms(folding),
    '',
    '',
  ]);

  // 3. Reading, and every day's figures against the truth.
  const get = async (path: string) => {
    const t = performance.now();
    const res = await fetch(server.base + path, { headers: server.admin });
    const body = (await res.json()) as { data: Record<string, unknown> };
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t, data: body.data };
  };
  const today = dayAndHour(Date.now(), timezone).day;
  const back = (days: number) => dayAndHour(Date.now() - days * DAY, timezone).day;
  const ranges: [string, string][] = [
    ['overview, last 30 days', `/api/analytics/overview?from=${back(29)}&to=${today}`],
    ['overview, last 12 months', `/api/analytics/overview?from=${back(364)}&to=${today}`],
    ['one post, last 30 days', `/api/analytics/posts/${readPost}?from=${back(29)}&to=${today}`],
  ];
  let mismatches = 0;
  const { data: year } = await get(ranges[1]![1]);
  const series = year.series as { date: string; visitors: number; pageviews: number }[];
  const shown = new Set(series.map((d) => d.date));
  for (const date of truth.keys()) if (!shown.has(date)) mismatches++;
  for (const { date, visitors, pageviews } of series) {
    if (date === today) continue;
    const want = truth.get(date);
    if ((want?.pageviews ?? 0) !== pageviews || (want?.visitors.size ?? 0) !== visitors) mismatches++;
  }
  const seededTotal = [...truth.values()].reduce((n, d) => n + d.pageviews, 0);
  const totals = year.totals as { pageviews: number };
  rows.push([
    'every day before today against the seeded truth',
    '',
    '',
    `${mismatches} days differ; pageviews ${totals.pageviews.toLocaleString('en-US')} of ${(seededTotal + counted).toLocaleString('en-US')} (seeded and collected)`,
  ]);
  for (const [label, path] of ranges) {
    const times: number[] = [];
    for (let i = 0; i < READS; i++) times.push((await get(path)).ms);
    rows.push([`${label} (${READS} reads)`, ms(pct(times, 50)), ms(pct(times, 95)), '']);
  }
} finally {
  server.stop();
  await blobs.stop();
}

console.log('\n| Measure | p50 | p95 | Notes |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
