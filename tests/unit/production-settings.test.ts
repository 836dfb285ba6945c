/**
 * A deployed site missing a setting it needs answers 503 CONFIG_MISSING and names the variable in
 * the log, on Netlify as under `netlify serve` (tests/prod/misconfigured-and-oversized.test.ts):
 * a deployed function's runtime has no CONTEXT, only SITE_ID and the site's addresses.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requiresProductionSettings } from '@/server/config';

const NAMES = ['CONTEXT', 'SITE_ID', 'NETLIFY_DEV', 'JWT_SECRET', 'NETLIFY_BLOBS_CONTEXT', 'BLOBS_SITE_ID', 'BLOBS_TOKEN'];
let saved: Record<string, string | undefined> = {};
let logged: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));
  for (const n of NAMES) delete process.env[n];
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.resetModules();
});

afterEach(() => {
  for (const n of NAMES) {
    if (saved[n] === undefined) delete process.env[n];
    else process.env[n] = saved[n];
  }
  logged.mockRestore();
});

const refusal = async (run: () => unknown) => {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('expected a refusal');
};

describe('settings a deployed site needs', () => {
  it('are needed in the production context and on Netlify, not under netlify dev nor in tests', () => {
    expect(requiresProductionSettings()).toBe(false);
    process.env.CONTEXT = 'production';
    expect(requiresProductionSettings()).toBe(true);
    delete process.env.CONTEXT;
    process.env.SITE_ID = 'a-site';
    expect(requiresProductionSettings()).toBe(true);
    process.env.NETLIFY_DEV = 'true';
    expect(requiresProductionSettings()).toBe(false);
  });

  it('a deployed function without JWT_SECRET answers 503 CONFIG_MISSING and names it in the log', async () => {
    process.env.SITE_ID = 'a-site';
    const { signSessionToken } = await import('@/server/auth/tokens');
    const err = await refusal(() => signSessionToken('someone', 'a-session'));
    expect(err).toMatchObject({ status: 503, code: 'CONFIG_MISSING' });
    expect(String(logged.mock.calls.flat().join(' '))).toMatch(/JWT_SECRET is not set/);
  });

  it('a deployed function refuses a JWT_SECRET shorter than 32 characters, and says so in the log', async () => {
    process.env.SITE_ID = 'a-site';
    process.env.JWT_SECRET = 'short-secret';
    const { signSessionToken } = await import('@/server/auth/tokens');
    expect(await refusal(() => signSessionToken('someone', 'a-session'))).toMatchObject({ status: 503, code: 'CONFIG_MISSING' });
    expect(String(logged.mock.calls.flat().join(' '))).toMatch(/JWT_SECRET is too short \(12 characters\)/);
    vi.resetModules();
    process.env.JWT_SECRET = 'x'.repeat(32);
    const fresh = await import('@/server/auth/tokens');
    expect(await fresh.verifyToken(await fresh.signSessionToken('someone', 'a-session'))).toEqual({
      userId: 'someone',
      sessionId: 'a-session',
    });
  });

  it('a token checked without JWT_SECRET is the server at fault (503), not the token (401)', async () => {
    process.env.CONTEXT = 'production';
    const { verifyToken, verifyLinkToken } = await import('@/server/auth/tokens');
    expect(await refusal(() => verifyToken('x.y.z'))).toMatchObject({ status: 503, code: 'CONFIG_MISSING' });
    expect(await refusal(() => verifyLinkToken('subscriber-confirm', 'x.y.z'))).toMatchObject({ status: 503 });
  });

  it('a deployed build without a Blobs context names BLOBS_SITE_ID and BLOBS_TOKEN', async () => {
    process.env.CONTEXT = 'production';
    const { openStore } = await import('@/server/storage/context');
    const err = await refusal(() => openStore('data'));
    expect(err).toMatchObject({ status: 503, code: 'CONFIG_MISSING' });
    expect(String(logged.mock.calls.flat().join(' '))).toMatch(/BLOBS_SITE_ID and BLOBS_TOKEN are not set/);
  });
});
