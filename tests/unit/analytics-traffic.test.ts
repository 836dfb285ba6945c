/** What an event says about its visit: source names, UTM, devices, browser families and bots. */
import { describe, expect, it } from 'vitest';
import { deviceOf } from '@/shared/analytics';
import { familiesOf, isBot, postIdOf, sourceOf, splitPath } from '@/server/services/analytics-traffic';

describe('sources', () => {
  it.each([
    ['https://www.google.com/search?q=x', 'Google'],
    ['https://www.google.co.uk/', 'Google'],
    ['https://www.bing.com/', 'Bing'],
    ['https://duckduckgo.com/', 'DuckDuckGo'],
    ['https://l.facebook.com/l.php?u=x', 'Facebook'],
    ['https://t.co/abc', 'X'],
    ['https://x.com/someone', 'X'],
    ['https://www.linkedin.com/feed', 'LinkedIn'],
    ['https://old.reddit.com/r/x', 'Reddit'],
    ['https://news.ycombinator.com/item?id=1', 'Hacker News'],
    ['https://mastodon.social/@a', 'Mastodon'],
    ['https://blog.example.org/post', 'blog.example.org'],
    ['', 'Direct'],
    ['not a url', 'Direct'],
    ['https://inkwell.test/post/a', 'Direct'],
  ])('%s is %s', (referrer, source) => {
    expect(sourceOf(referrer, undefined, 'inkwell.test')).toBe(source);
  });

  it('lets utm_source win, naming the common ones', () => {
    expect(sourceOf('https://t.co/x', 'newsletter', 'inkwell.test')).toBe('Newsletter');
    expect(sourceOf('https://t.co/x', 'hn', 'inkwell.test')).toBe('Hacker News');
    expect(sourceOf('', 'podcast-42', 'inkwell.test')).toBe('podcast-42');
  });

  it('keeps only the three UTM parameters of a path', () => {
    expect(splitPath('/post/a?utm_source=x&utm_medium=y&utm_campaign=z&email=a@b.c&fbclid=1')).toEqual({
      path: '/post/a',
      utm: { source: 'x', medium: 'y', campaign: 'z' },
    });
    expect(postIdOf('/post/a%20b')).toBe('a b');
    expect(postIdOf('/about')).toBeUndefined();
  });
});

describe('devices, families and bots', () => {
  it('splits devices at 768 and 1024 pixels', () => {
    expect([0, 767, 768, 1023, 1024].map(deviceOf)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop']);
  });

  it('names browser and OS families', () => {
    expect(
      familiesOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toEqual({ browser: 'Safari', os: 'macOS' });
    expect(
      familiesOf('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'),
    ).toEqual({
      browser: 'Chrome',
      os: 'Android',
    });
  });

  it('knows crawlers, headless browsers and requests without a user agent', () => {
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(
      isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36'),
    ).toBe(true);
    expect(isBot('curl/8.5.0')).toBe(true);
    expect(isBot('')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(false);
  });
});
