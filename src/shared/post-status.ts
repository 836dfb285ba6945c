/**
 * A post is a draft, published, or scheduled for `publishedDate`. A scheduled post is public once
 * that moment has passed, whether or not the publishing job has run yet: it is never shown early,
 * and a late job makes it no later for anyone reading through the API.
 */
export const POST_STATUSES = ['draft', 'published', 'scheduled'] as const;

interface Dated {
  status: (typeof POST_STATUSES)[number];
  publishedDate: string;
}

/** An IANA time zone name this runtime knows (`Europe/Paris`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** True when `publishedDate` is at or before `now` (ms since the epoch). */
export const isDue = (p: { publishedDate: string }, now: number) => Date.parse(p.publishedDate) <= now;

/** The post as readers see it at `now`: a scheduled post whose time has come reads as published. */
export function asOf<T extends Dated>(p: T, now: number): T {
  return p.status === 'scheduled' && isDue(p, now) ? { ...p, status: 'published' } : p;
}
