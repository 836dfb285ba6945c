import { describe, expect, it } from 'vitest';
import { formatFollowers, plural, readingTime } from '@/lib/text';

describe('text helpers', () => {
  it('reads at 200 words a minute, rounded up', () => {
    expect(readingTime(`<p>${'word '.repeat(201)}</p>`)).toBe(2);
    expect(readingTime('<p>one</p>')).toBe(1);
    expect(readingTime('')).toBe(0);
  });
  it('shows follower counts of 1000 or more as one decimal plus k', () => {
    expect(formatFollowers(1234)).toBe('1.2k');
    expect(formatFollowers(999)).toBe('999');
  });
  it('uses the singular at one', () => {
    expect(plural(1, 'Article')).toBe('1 Article');
    expect(plural(2, 'Article')).toBe('2 Articles');
  });
});
