/**
 * Where a reader goes back to after signing in or leaving checkout: `?returnTo=` on /login and
 * /subscribe, and `returnTo` on checkout. Only a path on this site is followed, so a link can never
 * send a reader who just signed in to another site.
 */
export const RETURN_TO = 'returnTo';

export const isSitePath = (v: string): boolean => v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\');

/** `base` with `?returnTo=path` (as is when there is no path to come back to). */
export const withReturnTo = (base: string, path: string | null | undefined): string =>
  path && isSitePath(path) ? `${base}?${RETURN_TO}=${encodeURIComponent(path)}` : base;

/** The return path a page's query carries, when it is a site path. */
export function returnToOf(search: string): string | null {
  const v = new URLSearchParams(search).get(RETURN_TO);
  return v && isSitePath(v) ? v : null;
}
