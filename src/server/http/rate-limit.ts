/**
 * Per-IP limits on public writes. Every hit is its own key and the count is derived by listing,
 * so concurrent requests never overwrite each other's hits.
 */
import { createHash, randomUUID } from 'node:crypto';
import { deleteHitsBefore, hitsInWindow, recordHitAt } from '../repos/rate-limit-hits';
import { TooManyRequests } from '../errors';

export type LimitedAction = 'register' | 'comment' | 'contact' | 'subscribe' | 'ai' | 'login-ip' | 'events' | 'passkey-options';

// Per minute, so a burst is stopped quickly while people (and test suites) working at a human pace
// never notice; the sign-in limit counts failures only.
const DEFAULTS: Record<LimitedAction, [count: number, seconds: number]> = {
  register: [20, 60],
  comment: [20, 60],
  contact: [10, 60],
  subscribe: [20, 60],
  ai: [30, 60],
  'login-ip': [50, 900],
  // Each passkey sign-in asks for one challenge; more than this a minute from one address is not a person.
  'passkey-options': [30, 60],
  // A reader sends two events a page; a school or office behind one address sends many more.
  events: [300, 60],
};

/** `RATE_LIMIT_COMMENT=5/60` tunes one action; `RATE_LIMIT_DISABLED=1` switches all of them off. */
function limitFor(action: LimitedAction): [number, number] {
  const env = process.env[`RATE_LIMIT_${action.replace('-', '_').toUpperCase()}`];
  const m = env && /^(\d+)\/(\d+)$/.exec(env);
  return m ? [Number(m[1]), Number(m[2])] : DEFAULTS[action];
}

const bucketOf = (action: LimitedAction, ip: string) => `${action}/${createHash('sha256').update(ip).digest('hex').slice(0, 24)}`;
/** Hits are filed under the fixed window they fell in, so a sliding window reads at most two folders. */
const windowOf = (ms: number, seconds: number) => Math.floor(ms / 1000 / seconds) * seconds;

export const rateLimitDisabled = () => process.env.RATE_LIMIT_DISABLED === '1' || process.env.RATE_LIMIT_DISABLED === 'true';

/** Times (ms) of the hits in the last `seconds`, oldest first. */
async function recentHits(bucket: string, seconds: number, now: number): Promise<number[]> {
  const current = windowOf(now, seconds);
  const lists = await Promise.all([current - seconds, current].map((w) => hitsInWindow(bucket, w)));
  return lists
    .flat()
    .map((key) => Number(key.split('/').at(-1)!.split('-')[0]))
    .filter((at) => at > now - seconds * 1000)
    .sort((a, b) => a - b);
}

/** Throws 429 when the last `seconds` already hold the limit; otherwise records this hit. */
export async function rateLimit(action: LimitedAction, ip: string, record = true): Promise<void> {
  if (rateLimitDisabled()) return;
  const [limit, seconds] = limitFor(action);
  const now = Date.now();
  const bucket = bucketOf(action, ip);
  const hits = await recentHits(bucket, seconds, now);
  if (hits.length >= limit) {
    // Free again once enough of the oldest hits have aged out of the window.
    const freeAt = hits[hits.length - limit]! + seconds * 1000;
    throw TooManyRequests((freeAt - now) / 1000);
  }
  if (record) await recordHit(action, ip);
  if (Math.random() < 0.05) void deleteHitsBefore(bucket, windowOf(now, seconds) - seconds);
}

export async function recordHit(action: LimitedAction, ip: string): Promise<void> {
  if (rateLimitDisabled()) return;
  const [, seconds] = limitFor(action);
  const now = Date.now();
  await recordHitAt(bucketOf(action, ip), windowOf(now, seconds), `${now}-${randomUUID()}`);
}
