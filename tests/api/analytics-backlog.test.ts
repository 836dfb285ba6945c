/**
 * A backlog of unfolded minutes across several days and a month's end (the job stopped, or events
 * arrived in bulk): the fold takes several days at once, a run out of time hands the rest to the
 * next run, two runs at once add each minute once, and the days and the closed month add up exactly
 * as if every minute had been folded on its own beat.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { foldAnalytics } from '@/server/services/analytics-fold';
import { getDayState, storedMonths } from '@/server/repos/analytics';
import { call } from './helpers/dispatch';
import { makeWorld, type World } from './helpers/route-fixtures';
import { sendEvent, UA } from './helpers/analytics';

let w: World;
let clock = Date.parse('2031-01-29T10:00:00Z');
const MINUTE = 60_000;
const DAYS = ['2031-01-29', '2031-01-30', '2031-01-31', '2031-02-01', '2031-02-02', '2031-02-03'];
/** Past 60 minutes of one UTC day, the fold lists the day's events at once rather than per minute. */
const MINUTES_A_DAY = 75;
const READERS = 4;

beforeAll(async () => {
  setClock(() => clock);
  w = await makeWorld();
  for (const day of DAYS) {
    for (let m = 0; m < MINUTES_A_DAY; m++) {
      clock = Date.parse(`${day}T10:00:00Z`) + m * MINUTE;
      const reader = { ip: `203.0.113.${10 + (m % READERS)}`, ua: UA.chromeWindows, width: 1280 };
      expect((await sendEvent(reader, { type: 'pageview', path: '/' })).status).toBe(202);
    }
  }
  // Three days later: far past the stepping window, so the run lists what is stored.
  clock = Date.parse('2031-02-06T12:00:00Z');
}, 120_000);
afterAll(() => resetClock());

it('folds one day per run when out of time, and the next runs go on from there, several days at once', async () => {
  expect(await foldAnalytics({ budgetMs: 0 })).toBe(MINUTES_A_DAY);
  expect((await getDayState(DAYS[0]!))?.minutes).toHaveLength(MINUTES_A_DAY);
  expect(await getDayState(DAYS[1]!)).toBeNull();

  // Two runs at once over the rest, each reading several days at once: each minute is added once.
  const runs = await Promise.all([foldAnalytics(), foldAnalytics()]);
  expect(runs[0]! + runs[1]!).toBe((DAYS.length - 1) * MINUTES_A_DAY);
  expect(await foldAnalytics()).toBe(0);
  for (const day of DAYS) expect((await getDayState(day))?.minutes).toHaveLength(MINUTES_A_DAY);
  expect(await storedMonths(), 'January has closed').toEqual(['2031-01']);

  // From the first of January: January is read from its rollup, February day by day.
  const res = await call('GET', `/api/analytics/overview?from=2031-01-01&to=${DAYS.at(-1)}`, { token: w.admin });
  expect(res.status).toBe(200);
  const o = (await res.json()).data;
  // Each reader comes back every 4 minutes, well within a visit's 30 minutes: one visit a day.
  const busy = o.series.filter((d: { pageviews: number }) => d.pageviews > 0);
  expect(busy).toEqual(DAYS.map((date) => ({ date, visitors: READERS, pageviews: MINUTES_A_DAY })));
  expect(o.totals).toMatchObject({ visits: READERS * DAYS.length, pageviews: MINUTES_A_DAY * DAYS.length });
});
