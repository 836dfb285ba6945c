import { describe, expect, it } from 'vitest';
import { costN, hashPassword, verifyPassword } from '@/server/auth/passwords';

describe('password hashing', () => {
  it("uses OWASP's N=2^17 unless a test run names a smaller one", () => {
    expect(costN({})).toBe(2 ** 17);
    expect(costN({ NODE_ENV: 'production', SCRYPT_TEST_LOG2_N: '12' })).toBe(2 ** 17);
    expect(costN({ SCRYPT_TEST_LOG2_N: '12' })).toBe(2 ** 17);
    expect(costN({ NODE_ENV: 'test', SCRYPT_TEST_LOG2_N: '4' })).toBe(2 ** 17);
    expect(costN({ NODE_ENV: 'test', SCRYPT_TEST_LOG2_N: '12' })).toBe(2 ** 12);
  });

  it('verifies a hash by the N it records, whatever N new hashes use', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    const cheap = stored.replace(/^scrypt\$131072\$/, 'scrypt$4096$');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
    // Same salt and hash under another N: the recorded N is what is checked, so it fails.
    expect(await verifyPassword('correct horse', cheap)).toBe(false);
  });
});
