/**
 * An event counts in the reports as soon as it is stored: the minutes the job has not folded yet are
 * answered from their raw events, and once folded the figures stay the same (nothing counted twice).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { foldAnalytics } from '@/server/services/analytics-fold';
import { call } from './helpers/dispatch';
import { makeWorld, type World } from './helpers/route-fixtures';
import { sendEvent, UA, type Visitor } from './helpers/analytics';

let w: World;
let clock = Date.parse('2030-09-14T09:00:00Z');
let postId = '';
const DAY = '2030-09-14';
const ann: Visitor = { ip: '203.0.113.21', ua: UA.chromeWindows, width: 1440 };
const ben: Visitor = { ip: '203.0.113.22', ua: UA.safariIphone, width: 390 };

async function get(path: string) {
  const res = await call('GET', path, { token: w.admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).data;
}
const reports = async () => ({
  overview: await get(`/api/analytics/overview?from=${DAY}&to=${DAY}`),
  post: await get(`/api/analytics/posts/${postId}?from=${DAY}&to=${DAY}`),
});
async function view(v: Visitor, iso: string, path: string, referrer = '') {
  clock = Date.parse(iso);
  expect((await sendEvent(v, { type: 'pageview', path, referrer })).status).toBe(202);
}

beforeAll(async () => {
  setClock(() => clock);
  w = await makeWorld();
  const res = await call('POST', '/api/posts', {
    token: w.admin,
    body: {
      title: 'Low tide',
      excerpt: 'x',
      content: '<p>x</p>',
      authorId: 'matrix-author',
      categoryId: 'matrix-cat',
      status: 'published',
    },
  });
  postId = (await res.json()).data.id;
});
afterAll(() => resetClock());

it('counts an event before its minute is folded, and the same after', async () => {
  await view(ann, '2030-09-14T09:10:05Z', `/post/${postId}`, 'https://www.google.com/');
  await view(ben, '2030-09-14T09:10:40Z', '/');
  await view(ben, '2030-09-14T09:11:20Z', `/post/${postId}`, 'http://localhost/');

  // The job has not run yet: every figure comes from the raw events.
  const before = await reports();
  expect(before.overview.totals).toMatchObject({ visitors: 2, visits: 2, pageviews: 3, bounceRate: 50 });
  expect(before.overview.series).toEqual([{ date: DAY, visitors: 2, pageviews: 3 }]);
  expect(before.overview.posts).toEqual([{ postId, title: 'Low tide', visitors: 2, pageviews: 2 }]);
  expect(before.post.totals).toMatchObject({ visitors: 2, pageviews: 2 });
  expect(before.post.sources).toEqual([
    { source: 'Direct', visitors: 1 },
    { source: 'Google', visitors: 1 },
  ]);

  // The first minute closes and is folded; the second is still answered from its raw events.
  clock = Date.parse('2030-09-14T09:11:30Z');
  expect(await foldAnalytics()).toBe(1);
  expect(await reports()).toEqual(before);

  clock = Date.parse('2030-09-14T09:14:00Z');
  expect(await foldAnalytics()).toBe(1);
  expect(await reports()).toEqual(before);

  // A later event joins Ann's visit; counted once now and once folded.
  await view(ann, '2030-09-14T09:20:00Z', '/');
  const after = await reports();
  expect(after.overview.totals).toMatchObject({ visitors: 2, visits: 2, pageviews: 4, bounceRate: 0 });
  clock = Date.parse('2030-09-14T09:25:00Z');
  expect(await foldAnalytics()).toBe(1);
  expect(await reports()).toEqual(after);
});
