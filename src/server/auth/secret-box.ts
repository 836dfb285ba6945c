/**
 * Second-factor secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's
 * signing secret, so a copy of the store alone reveals no TOTP secret. Backup codes are kept only as
 * keyed hashes (HMAC-SHA256 under another derived key): they are checked, never read back.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { secret } from './tokens';

const VERSION = 'v1';
const keys = new Map<string, Buffer>();

async function derived(purpose: 'factor-secrets' | 'backup-codes'): Promise<Buffer> {
  const known = keys.get(purpose);
  if (known) return known;
  const key = Buffer.from(hkdfSync('sha256', await secret(), 'inkwell-second-factors', purpose, 32));
  keys.set(purpose, key);
  return key;
}

export async function seal(plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await derived('factor-secrets'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

export async function open(sealed: string): Promise<string> {
  const [version, iv, body] = sealed.split('.');
  if (version !== VERSION || !iv || !body) throw new Error('Unknown sealed secret format');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', await derived('factor-secrets'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
}

export async function codeHash(code: string): Promise<string> {
  return createHmac('sha256', await derived('backup-codes'))
    .update(code)
    .digest('base64url');
}

export const sameHash = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
