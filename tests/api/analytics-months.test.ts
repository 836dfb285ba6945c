/**
 * Monthly rollups: a long range reads each closed month from one record, and answers exactly what
 * its days' summaries answer (visitors counted per day, so a visitor back on another day counts again).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { foldAnalytics, pruneAnalytics } from '@/server/services/analytics-fold';
import { deleteMonthSummary, storedMonths, updateMonthSummary } from '@/server/repos/analytics';
import { call } from './helpers/dispatch';
import { makeWorld, type World } from './helpers/route-fixtures';
import { sendEvent, UA, type Visitor } from './helpers/analytics';

let w: World;
let clock = Date.parse('2030-01-05T08:00:00Z');
const ann: Visitor = { ip: '203.0.113.31', ua: UA.chromeWindows, width: 1440 };
const ben: Visitor = { ip: '203.0.113.32', ua: UA.safariIphone, width: 390 };
const cas: Visitor = { ip: '203.0.113.33', ua: UA.firefoxLinux, width: 800 };
const YEAR = '/api/analytics/overview?from=2029-04-03&to=2030-04-02&limit=50';

async function year() {
  const res = await call('GET', YEAR, { token: w.admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()).data;
}

/** Pageviews at these moments, each minute folded by the job a few minutes later. */
async function views(list: [Visitor, string, string, string?][]) {
  for (const [v, iso, path, referrer = ''] of list) {
    clock = Date.parse(iso);
    expect((await sendEvent(v, { type: 'pageview', path, referrer })).status).toBe(202);
    clock += 5 * 60_000;
    await foldAnalytics();
  }
}

beforeAll(async () => {
  setClock(() => clock);
  w = await makeWorld();
  await views([
    [ann, '2030-01-05T09:00:00Z', '/post/a', 'https://www.google.com/'],
    [ben, '2030-01-05T09:30:00Z', '/post/b'],
    [ann, '2030-01-06T10:00:00Z', '/post/a'],
    // Folded while January is still the current month: its rollup comes when the month has closed.
    [cas, '2030-01-31T23:50:00Z', '/', 'https://news.ycombinator.com/'],
    [cas, '2030-02-10T12:00:00Z', '/post/b'],
    [ben, '2030-02-28T18:00:00Z', '/post/a', 'https://bsky.app/'],
    [ann, '2030-03-03T07:00:00Z', '/post/b'],
    [ann, '2030-04-02T11:00:00Z', '/post/a'],
  ]);
}, 120_000);
afterAll(() => resetClock());

it('reads closed months from their rollups, with the same figures as their days', async () => {
  expect(await storedMonths(), 'the closed months, not the current one').toEqual(['2030-01', '2030-02', '2030-03']);
  const monthly = await year();
  expect(monthly.totals).toMatchObject({ visitors: 8, visits: 8, pageviews: 8 });
  expect(monthly.series).toHaveLength(365);
  expect(monthly.series.filter((d: { pageviews: number }) => d.pageviews)).toEqual([
    { date: '2030-01-05', visitors: 2, pageviews: 2 },
    { date: '2030-01-06', visitors: 1, pageviews: 1 },
    { date: '2030-01-31', visitors: 1, pageviews: 1 },
    { date: '2030-02-10', visitors: 1, pageviews: 1 },
    { date: '2030-02-28', visitors: 1, pageviews: 1 },
    { date: '2030-03-03', visitors: 1, pageviews: 1 },
    { date: '2030-04-02', visitors: 1, pageviews: 1 },
  ]);

  // The rollup is what is read: a changed one changes the answer.
  await updateMonthSummary('2030-02', (m) => ({ ...m!, totals: { ...m!.totals, pageviews: m!.totals.pageviews + 100 } }));
  expect((await year()).totals.pageviews).toBe(108);

  // Without rollups the days are read one by one: the same answer, every field.
  for (const month of await storedMonths()) await deleteMonthSummary(month);
  expect(await year()).toEqual(monthly);

  // The hourly upkeep builds closed months that have none.
  await pruneAnalytics();
  expect(await storedMonths()).toEqual(['2030-01', '2030-02', '2030-03']);
  expect(await year()).toEqual(monthly);
});
