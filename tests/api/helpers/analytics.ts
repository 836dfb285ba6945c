/** Sending tracker events as a browser would, and scanning what analytics stored. */
import { getStore } from '@netlify/blobs';
import { call } from './dispatch';

export const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

export interface Visitor {
  ip: string;
  ua: string;
  width: number;
  headers?: Record<string, string>;
}

export function sendEvent(v: Visitor, event: Record<string, unknown>) {
  return call('POST', '/api/events', {
    raw: JSON.stringify({ width: v.width, referrer: '', ...event }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': v.ua, 'x-forwarded-for': v.ip, ...v.headers },
  });
}

/** Every stored analytics record (and the events' rate-limit hits), key and text. */
export async function analyticsBlobs(): Promise<{ key: string; text: string }[]> {
  const store = getStore({ name: 'data', consistency: 'strong' });
  const out: { key: string; text: string }[] = [];
  for (const prefix of ['analytics/', 'ratelimit/events/']) {
    const { blobs } = await store.list({ prefix });
    for (const b of blobs) out.push({ key: b.key, text: (await store.get(b.key, { type: 'text' })) ?? '' });
  }
  return out;
}
