/**
 * Per-IP limits on public writes. Every hit is its own key and the count is derived by listing,
 * so concurrent requests never overwrite each other's hits.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createJSON, deleteKey, keys, listKeys } from '../storage/blobs';
import { TooManyRequests } from '../errors';

export type LimitedAction = 'register' | 'comment' | 'contact' | 'subscribe' | 'ai' | 'login-ip';

const DEFAULTS: Record<LimitedAction, [count: number, seconds: number]> = {
  register: [20, 600],
  comment: [30, 600],
  contact: [10, 600],
  subscribe: [20, 600],
  ai: [30, 600],
  'login-ip': [50, 900],
};

/** `RATE_LIMIT_COMMENT=5/60` tunes one action; `RATE_LIMIT_DISABLED=1` switches all of them off. */
function limitFor(action: LimitedAction): [number, number] {
  const env = process.env[`RATE_LIMIT_${action.replace('-', '_').toUpperCase()}`];
  const m = env && /^(\d+)\/(\d+)$/.exec(env);
  return m ? [Number(m[1]), Number(m[2])] : DEFAULTS[action];
}

const ipKey = (ip: string) => createHash('sha256').update(ip).digest('hex').slice(0, 24);

export const rateLimitDisabled = () => process.env.RATE_LIMIT_DISABLED === '1' || process.env.RATE_LIMIT_DISABLED === 'true';

/** Throws 429 when the window is full; otherwise records this hit. */
export async function rateLimit(action: LimitedAction, ip: string, record = true): Promise<void> {
  if (rateLimitDisabled()) return;
  const [limit, seconds] = limitFor(action);
  const windowStart = Math.floor(Date.now() / 1000 / seconds) * seconds;
  const bucket = `${action}/${ipKey(ip)}`;
  const hits = await listKeys(`${keys.hits(bucket)}${windowStart}/`);
  if (hits.length >= limit) throw TooManyRequests(windowStart + seconds - Date.now() / 1000);
  if (record) await recordHit(action, ip);
  if (Math.random() < 0.05) void sweep(bucket, windowStart);
}

export async function recordHit(action: LimitedAction, ip: string): Promise<void> {
  if (rateLimitDisabled()) return;
  const [, seconds] = limitFor(action);
  const windowStart = Math.floor(Date.now() / 1000 / seconds) * seconds;
  await createJSON(keys.hit(`${action}/${ipKey(ip)}`, `${windowStart}/${randomUUID()}`), 1);
}

async function sweep(bucket: string, currentWindow: number): Promise<void> {
  for (const key of await listKeys(keys.hits(bucket))) {
    const win = Number(key.split('/').at(-2));
    if (win < currentWindow) await deleteKey(key);
  }
}
