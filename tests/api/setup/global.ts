/** Starts a real local Blobs server over a scratch directory for the API tests. */
import { BlobsServer } from '@netlify/blobs/server';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default async function setup() {
  const directory = await mkdtemp(join(tmpdir(), 'blobs-api-'));
  const server = new BlobsServer({ directory, token: 'test', port: 0 });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'test', token: 'test' }),
  ).toString('base64');
  process.env.JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
  process.env.RATE_LIMIT_DISABLED = '1';
  // Passwords hashed here use scrypt's N=2^12 instead of 2^17: the same code, a fortieth of the CPU.
  process.env.SCRYPT_TEST_LOG2_N = '12';
  return async () => {
    await server.stop();
    await rm(directory, { recursive: true, force: true });
  };
}
