/**
 * What an event says about its visit, worked out once on arrival so that nothing identifying is
 * stored: the referrer becomes a source name, the user agent browser and OS families, the query
 * only its three UTM parameters.
 */
import Bowser from 'bowser';
import { isbot } from 'isbot';

const SOURCES: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)search\.yahoo\.com$|(^|\.)yahoo\.com$/, 'Yahoo'],
  [/(^|\.)ecosia\.org$/, 'Ecosia'],
  [/(^|\.)yandex\.[a-z.]+$/, 'Yandex'],
  [/(^|\.)baidu\.com$/, 'Baidu'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'Facebook'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/^(t\.co|(.+\.)?twitter\.com|(.+\.)?x\.com)$/, 'X'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'LinkedIn'],
  [/(^|\.)reddit\.com$/, 'Reddit'],
  [/^news\.ycombinator\.com$/, 'Hacker News'],
  [/(^|\.)(mastodon\.[a-z.]+|mstdn\.[a-z.]+|mas\.to|fosstodon\.org|hachyderm\.io)$/, 'Mastodon'],
  [/(^|\.)bsky\.app$/, 'Bluesky'],
  [/(^|\.)threads\.net$/, 'Threads'],
  [/(^|\.)youtube\.com$|^youtu\.be$/, 'YouTube'],
  [/(^|\.)github\.com$/, 'GitHub'],
];

/** `utm_source` values people write by hand, mapped to the names referrers get. */
const UTM_NAMES: Record<string, string> = {
  google: 'Google',
  bing: 'Bing',
  duckduckgo: 'DuckDuckGo',
  facebook: 'Facebook',
  fb: 'Facebook',
  twitter: 'X',
  x: 'X',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  hn: 'Hacker News',
  hackernews: 'Hacker News',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  newsletter: 'Newsletter',
  email: 'Newsletter',
};

export const DIRECT = 'Direct';
export const UNKNOWN = 'unknown';

/** The source of a pageview: `utm_source` wins, then the referrer's host; our own host or none is Direct. */
export function sourceOf(referrer: string, utmSource: string | undefined, siteHost: string): string {
  const utm = utmSource?.trim().slice(0, 64);
  if (utm) return UTM_NAMES[utm.toLowerCase()] ?? utm;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return DIRECT;
  }
  if (!host || host === siteHost.replace(/^www\./, '')) return DIRECT;
  return SOURCES.find(([re]) => re.test(host))?.[1] ?? host;
}

/** The path without its query, and the UTM parameters found in it. */
export function splitPath(raw: string): { path: string; utm: { source?: string; medium?: string; campaign?: string } } {
  const url = new URL(raw, 'http://x');
  const utm: { source?: string; medium?: string; campaign?: string } = {};
  for (const name of ['source', 'medium', 'campaign'] as const) {
    const value = url.searchParams.get(`utm_${name}`)?.trim().slice(0, 64);
    if (value) utm[name] = value;
  }
  return { path: url.pathname, utm };
}

/** The post a path shows (`/post/{id}`), if any. */
export function postIdOf(path: string): string | undefined {
  const m = /^\/post\/([^/]+)\/?$/.exec(path);
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return undefined;
  }
}

/** Crawlers, headless browsers and requests without a user agent. */
export const isBot = (userAgent: string): boolean => !userAgent.trim() || isbot(userAgent) || /headless/i.test(userAgent);

export function familiesOf(userAgent: string): { browser: string; os: string } {
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || UNKNOWN, os: parsed.os.name || UNKNOWN };
}

/** Country code from Netlify's geolocation (`context.geo`, or the `x-nf-geo` header of a classic function). */
export function countryOf(req: Request, geo?: { country?: { code?: string } }): string {
  const fromContext = geo?.country?.code;
  if (fromContext) return fromContext.toUpperCase();
  const header = req.headers.get('x-nf-geo');
  if (!header) return UNKNOWN;
  try {
    const code = (JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as { country?: { code?: string } }).country?.code;
    return code && /^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : UNKNOWN;
  } catch {
    return UNKNOWN;
  }
}
