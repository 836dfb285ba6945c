/** Retention: raw events 30 days after folding, daily and monthly rollups 25 months, salts 48 hours. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { foldAnalytics, pruneAnalytics } from '@/server/services/analytics-fold';
import { analyticsBlobs, sendEvent, UA } from './helpers/analytics';

let clock = Date.parse('2030-06-01T10:00:00Z');
const DAY = 86_400_000;
const keys = async (prefix: string) => (await analyticsBlobs()).map((b) => b.key).filter((k) => k.startsWith(prefix));

beforeAll(async () => {
  setClock(() => clock);
  expect(
    (await sendEvent({ ip: '203.0.113.9', ua: UA.chromeWindows, width: 1200 }, { type: 'pageview', path: '/' })).status,
  ).toBe(202);
  clock += 2 * 60_000;
  await foldAnalytics();
});
afterAll(() => resetClock());

it('keeps each kind of record for its time, then deletes it', async () => {
  expect(await keys('analytics/raw/')).toHaveLength(1);
  expect(await keys('analytics/salts/')).toEqual(['analytics/salts/2030-06-01']);

  clock += DAY;
  await pruneAnalytics();
  expect(await keys('analytics/salts/')).toHaveLength(1);

  clock += DAY;
  await pruneAnalytics();
  expect(await keys('analytics/salts/'), 'the salt is gone 48 h after its day began').toEqual([]);
  expect(await keys('analytics/raw/')).toHaveLength(1);

  clock += 29 * DAY;
  await pruneAnalytics();
  expect(await keys('analytics/raw/'), 'raw events are gone 30 days after folding').toEqual([]);
  expect(await keys('analytics/day/')).toEqual(['analytics/day/2030-06-01']);
  expect(await keys('analytics/month/'), 'June has closed').toEqual(['analytics/month/2030-06']);

  clock = Date.parse('2032-07-02T10:00:00Z');
  await pruneAnalytics();
  expect(await keys('analytics/day/'), 'rollups are gone after 25 months').toEqual([]);
  expect(await keys('analytics/month/')).toEqual([]);
});
