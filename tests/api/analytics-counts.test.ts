/**
 * A scripted morning of readers, bots and a Global Privacy Control browser, folded by the job: the
 * overview and the post report give exactly the visitors, visits, pageviews, bounce rate, visit
 * duration, sources (referrers and UTM), devices, browsers and countries the script made, two folds
 * at once count nothing twice, and nothing identifying is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { foldAnalytics } from '@/server/services/analytics-fold';
import { call } from './helpers/dispatch';
import { makeWorld, type World } from './helpers/route-fixtures';
import { analyticsBlobs, sendEvent, UA, type Visitor } from './helpers/analytics';

let w: World;
let clock = 0;
const at = (iso: string) => {
  clock = Date.parse(iso);
};
let p1 = '';
let p2 = '';

const geo = (code: string) => ({ 'x-nf-geo': Buffer.from(JSON.stringify({ country: { code } })).toString('base64') });
const ann: Visitor = { ip: '203.0.113.1', ua: UA.chromeWindows, width: 1440 };
const ben: Visitor = { ip: '203.0.113.2', ua: UA.safariIphone, width: 390, headers: geo('DE') };
const cas: Visitor = { ip: '203.0.113.3', ua: UA.firefoxLinux, width: 800 };

async function post(title: string): Promise<string> {
  const res = await call('POST', '/api/posts', {
    token: w.admin,
    body: { title, excerpt: 'x', content: '<p>x</p>', authorId: 'matrix-author', categoryId: 'matrix-cat', status: 'published' },
  });
  return (await res.json()).data.id;
}

async function view(v: Visitor, iso: string, path: string, referrer = '') {
  at(iso);
  const res = await sendEvent(v, { type: 'pageview', path, referrer });
  expect(res.status).toBe(202);
  expect(await res.text()).toBe('');
}
async function engage(v: Visitor, iso: string, path: string, engagedMs: number) {
  at(iso);
  expect((await sendEvent(v, { type: 'engage', path, engagedMs, depth: 80 })).status).toBe(202);
}

async function get(path: string) {
  const res = await call('GET', path, { token: w.admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).data;
}

beforeAll(async () => {
  setClock(() => clock);
  at('2030-04-10T08:00:00Z');
  w = await makeWorld();
  p1 = await post('Tide tables');
  p2 = await post('Salt marshes');

  // Ann: from Google, reads two posts and stays 350 s; back after 55 minutes with no referrer.
  await view(ann, '2030-04-10T09:00:10Z', `/post/${p1}`, 'https://www.google.com/search?q=tides');
  // Ben: a link in a post on X carrying UTM parameters (utm_source wins), and one other parameter.
  await view(
    ben,
    '2030-04-10T09:01:10Z',
    `/post/${p1}?utm_source=newsletter&utm_medium=email&utm_campaign=spring&fbclid=zz`,
    'https://t.co/abc',
  );
  await engage(ben, '2030-04-10T09:01:40Z', `/post/${p1}`, 30_000);
  // Cas: from Hacker News to the home page, then a post through an internal link.
  await view(cas, '2030-04-10T09:02:00Z', '/', 'https://news.ycombinator.com/item?id=1');
  await view(cas, '2030-04-10T09:03:00Z', `/post/${p2}`, 'http://localhost/');
  // Bots, a request without a user agent and a browser sending Global Privacy Control: never counted.
  for (const ua of [UA.googlebot, UA.headless, ''])
    await view({ ip: '198.51.100.9', ua, width: 1280 }, '2030-04-10T09:03:10Z', `/post/${p1}`);
  await view({ ...cas, ip: '198.51.100.10', headers: { 'sec-gpc': '1' } }, '2030-04-10T09:03:20Z', `/post/${p1}`);
  at('2030-04-10T09:03:30Z');
});
afterAll(() => resetClock());

describe('the tracker endpoint', () => {
  it('shows visitors of the last five minutes before any fold, by page', async () => {
    const live = await get('/api/analytics/realtime');
    expect(live).toEqual({
      visitors: 3,
      pages: [
        { path: `/post/${p1}`, visitors: 2 },
        { path: '/', visitors: 1 },
        { path: `/post/${p2}`, visitors: 1 },
      ].sort((a, b) => b.visitors - a.visitors || a.path.localeCompare(b.path)),
    });
  });
});

describe('after the job folds the closed minutes', () => {
  beforeAll(async () => {
    await view(ann, '2030-04-10T09:05:00Z', `/post/${p2}`, `http://localhost/post/${p1}`);
    await engage(ann, '2030-04-10T09:06:00Z', `/post/${p2}`, 50_000);
    await view(ann, '2030-04-10T10:00:00Z', `/post/${p1}`);
    at('2030-04-10T10:10:00Z');
    // Two runs at once, then one more: each minute is counted once.
    await Promise.all([foldAnalytics(), foldAnalytics()]);
    await foldAnalytics();
  });

  it('counts visitors, visits, pageviews, bounces and visit duration exactly', async () => {
    const o = await get('/api/analytics/overview?from=2030-04-10&to=2030-04-10');
    expect(o.from).toBe('2030-04-10');
    expect(o.timezone).toBe('UTC');
    // Visits: Ann's two, Ben's one, Cas's one; Ann's second and Ben's are one page (bounces).
    // Durations: 350 s, 0 s, 30 s and 60 s.
    expect(o.totals).toEqual({ visitors: 3, visits: 4, pageviews: 6, bounceRate: 50, avgVisitSeconds: 110 });
    expect(o.series).toEqual([{ date: '2030-04-10', visitors: 3, pageviews: 6 }]);
  });

  it('names sources (UTM first), devices by width, browsers and countries per visitor', async () => {
    const o = await get('/api/analytics/overview?from=2030-04-10&to=2030-04-10');
    expect(o.sources).toEqual([
      { source: 'Direct', visitors: 1 },
      { source: 'Google', visitors: 1 },
      { source: 'Hacker News', visitors: 1 },
      { source: 'Newsletter', visitors: 1 },
    ]);
    expect(o.devices).toEqual([
      { device: 'desktop', visitors: 1 },
      { device: 'mobile', visitors: 1 },
      { device: 'tablet', visitors: 1 },
    ]);
    expect(o.browsers).toEqual([
      { browser: 'Chrome', visitors: 1 },
      { browser: 'Firefox', visitors: 1 },
      { browser: 'Safari', visitors: 1 },
    ]);
    expect(o.countries).toEqual([
      { country: 'unknown', visitors: 2 },
      { country: 'DE', visitors: 1 },
    ]);
  });

  it('ranks posts by visitors with their titles, and reports one post', async () => {
    const o = await get('/api/analytics/overview?from=2030-04-10&to=2030-04-10');
    expect(o.posts).toEqual([
      { postId: p1, title: 'Tide tables', visitors: 2, pageviews: 3 },
      { postId: p2, title: 'Salt marshes', visitors: 2, pageviews: 2 },
    ]);
    const r = await get(`/api/analytics/posts/${p1}?from=2030-04-09&to=2030-04-10`);
    // Ann's two visits and Ben's: 350 + 0 + 30 s over three visits, two of them one page.
    expect(r.totals).toEqual({ visitors: 2, visits: 3, pageviews: 3, bounceRate: 67, avgVisitSeconds: 127 });
    expect(r.series).toEqual([
      { date: '2030-04-09', visitors: 0, pageviews: 0 },
      { date: '2030-04-10', visitors: 2, pageviews: 3 },
    ]);
    expect(r.sources).toEqual([
      { source: 'Direct', visitors: 1 },
      { source: 'Google', visitors: 1 },
      { source: 'Newsletter', visitors: 1 },
    ]);
    expect(r.newsletter).toBeUndefined();
  });

  it('counts nothing twice when two folds run at once over new minutes', async () => {
    await view(ben, '2030-04-10T10:20:00Z', `/post/${p2}`, 'https://duckduckgo.com/');
    await view(cas, '2030-04-10T10:21:00Z', `/post/${p2}`);
    at('2030-04-10T10:30:00Z');
    const runs = await Promise.all([foldAnalytics(), foldAnalytics(), foldAnalytics()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
    const o = await get('/api/analytics/overview?from=2030-04-10&to=2030-04-10');
    expect(o.totals).toMatchObject({ visitors: 3, visits: 6, pageviews: 8 });
    expect(o.posts[0]).toEqual({ postId: p2, title: 'Salt marshes', visitors: 3, pageviews: 4 });
  });

  it('exports one CSV row per day', async () => {
    const res = await call('GET', '/api/analytics/export.csv?from=2030-04-09&to=2030-04-10', { token: w.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await res.text()).toBe('date,visitors,visits,pageviews\n2030-04-09,0,0,0\n2030-04-10,3,6,8\n');
  });

  it('stores no IP address, user agent string, email address, referrer URL or other query parameter', async () => {
    const blobs = await analyticsBlobs();
    expect(blobs.some((b) => b.key.startsWith('analytics/raw/'))).toBe(true);
    expect(blobs.some((b) => b.key.startsWith('analytics/day/'))).toBe(true);
    const forbidden = [
      /\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}/,
      /Mozilla|Gecko|Googlebot|iPhone OS/,
      /@/,
      /https?:/,
      /fbclid|tides|item\?id/,
    ];
    for (const { key, text } of blobs)
      for (const re of forbidden) expect(`${key} ${text}`, `${key} matches ${re}`).not.toMatch(re);
  });
});
