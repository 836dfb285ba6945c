/** Scheduling times are picked on the site's clock and stored in UTC, whatever zone the browser is in. */
import { describe, expect, it } from 'vitest';
import { formatInZone, fromZonedInput, toZonedInput, zoneLabel } from '@/admin/lib/zoned-time';

describe('zoned times', () => {
  it('reads a picked time on the site clock and stores UTC', () => {
    expect(fromZonedInput('2030-03-01T09:00', 'UTC')).toBe('2030-03-01T09:00:00.000Z');
    expect(fromZonedInput('2030-03-01T09:00', 'America/New_York')).toBe('2030-03-01T14:00:00.000Z');
    // Summer time: Paris is two hours ahead of UTC in July.
    expect(fromZonedInput('2030-07-01T09:00', 'Europe/Paris')).toBe('2030-07-01T07:00:00.000Z');
    expect(fromZonedInput('2030-07-01', 'UTC')).toBeNull();
  });

  it('shows a stored time on the site clock', () => {
    expect(toZonedInput('2030-03-01T14:00:00.000Z', 'America/New_York')).toBe('2030-03-01T09:00');
    expect(toZonedInput('2030-07-01T07:00:00.000Z', 'Europe/Paris')).toBe('2030-07-01T09:00');
    expect(formatInZone('2030-07-01T07:00:00.000Z', 'Europe/Paris')).toBe('Jul 1, 2030, 9:00 AM');
    expect(zoneLabel('2030-03-01T14:00:00.000Z', 'America/New_York')).toBe('EST');
    expect(zoneLabel('2030-03-01T14:00:00.000Z', 'UTC')).toBe('UTC');
  });

  it('round-trips every quarter hour of a day that changes the clocks', () => {
    for (let m = 0; m < 24 * 60; m += 15) {
      const iso = new Date(Date.parse('2030-03-31T00:00:00Z') + m * 60_000).toISOString();
      expect(fromZonedInput(toZonedInput(iso, 'Europe/London'), 'Europe/London')).toBe(iso);
    }
  });
});
