/** Return paths (`?returnTo=`): only paths on this site are followed after sign-in or checkout. */
import { describe, expect, it } from 'vitest';
import { isSitePath, returnToOf, withReturnTo } from '@/shared/return-path';

describe('return paths', () => {
  it('follows site paths and nothing that leaves the site', () => {
    expect(returnToOf('?returnTo=%2Fpost%2Fabc')).toBe('/post/abc');
    expect(returnToOf('?returnTo=%2Fsubscribe%3FreturnTo%3D%252Fpost%252Fabc')).toBe('/subscribe?returnTo=%2Fpost%2Fabc');
    for (const away of ['https://evil.example/', '//evil.example/', '/\\evil.example/', 'post/abc', ''])
      expect(isSitePath(away), away).toBe(false);
    expect(returnToOf(`?returnTo=${encodeURIComponent('//evil.example/')}`)).toBeNull();
    expect(returnToOf('')).toBeNull();
  });

  it('adds the path to a link only when there is one to follow', () => {
    expect(withReturnTo('/login', '/post/a b')).toBe('/login?returnTo=%2Fpost%2Fa%20b');
    expect(withReturnTo('/login', null)).toBe('/login');
    expect(withReturnTo('/login', 'https://evil.example/')).toBe('/login');
  });
});
