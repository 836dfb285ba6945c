/** scrypt at OWASP's parameters (N=2^17, r=8, p=1), stored as `scrypt$N$r$p$salt$hash`. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const R = 8,
  P = 1,
  KEYLEN = 32;

/**
 * N is 2^17, except in a test run (NODE_ENV=test) that names a smaller one in SCRYPT_TEST_LOG2_N:
 * the API suite hashes hundreds of passwords, at about 0.4 s of CPU each. A hash records its own N,
 * so verifying never depends on this.
 */
export function costN(env: NodeJS.ProcessEnv = process.env): number {
  const log2 = Number(env.SCRYPT_TEST_LOG2_N);
  return env.NODE_ENV === 'test' && Number.isInteger(log2) && log2 >= 10 && log2 < 17 ? 2 ** log2 : 2 ** 17;
}

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  const opts: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r };
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEYLEN, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = costN();
  const hash = await scrypt(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [kind, n, r, p, salt, hash, ...rest] = stored?.split('$') ?? [];
  if (kind !== 'scrypt' || salt === undefined || hash === undefined || rest.length) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
