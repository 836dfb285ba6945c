import { describe, expect, it } from 'vitest';
import { postsPerMonth, timeAgo } from '@/admin/lib/dates';

describe('postsPerMonth', () => {
  const now = new Date(2025, 5, 15); // June 2025, local time

  it('covers the current month and the five before it, oldest first, labelled like "Jun"', () => {
    const months = postsPerMonth([], now);
    expect(months.map((m) => `${m.label} ${m.year}`)).toEqual([
      'Jan 2025',
      'Feb 2025',
      'Mar 2025',
      'Apr 2025',
      'May 2025',
      'Jun 2025',
    ]);
    expect(months.every((m) => m.count === 0)).toBe(true);
  });

  it('counts posts by the month of their published date and ignores those outside the window', () => {
    const dates = [
      new Date(2025, 5, 1).toISOString(),
      new Date(2025, 5, 30, 23, 0).toISOString(),
      new Date(2025, 0, 1, 0, 5).toISOString(),
      new Date(2024, 11, 31, 23, 59).toISOString(),
      new Date(2025, 6, 1).toISOString(),
      'not a date',
    ];
    const counts = Object.fromEntries(postsPerMonth(dates, now).map((m) => [m.label, m.count]));
    expect(counts).toEqual({ Jan: 1, Feb: 0, Mar: 0, Apr: 0, May: 0, Jun: 2 });
  });

  it('crosses the year boundary', () => {
    const months = postsPerMonth([new Date(2024, 9, 10).toISOString()], new Date(2025, 1, 3));
    expect(months.map((m) => m.key)).toEqual(['2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02']);
    expect(months.find((m) => m.key === '2024-10')?.count).toBe(1);
  });
});

describe('timeAgo', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it('reads naturally at each scale', () => {
    expect(timeAgo('2025-06-15T11:59:50Z', now)).toBe('just now');
    expect(timeAgo('2025-06-15T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2025-06-15T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2025-06-14T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2025-03-15T12:00:00Z', now)).toBe('3 months ago');
  });
});
