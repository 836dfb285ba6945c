/**
 * Starts a local Blobs server over the directory `netlify dev` uses and points
 * NETLIFY_BLOBS_CONTEXT at it, so scripts and `astro dev/build` read the same store as the functions.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { BlobsServer } from '@netlify/blobs/server';

export async function attachLocalBlobs(directory = process.env.BLOBS_DIR || '.netlify/blobs-serve') {
  const token = 'local';
  const server = new BlobsServer({ directory, token, port: 0 });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'unlinked', token }),
  ).toString('base64');
  return server;
}

/**
 * The same, with the server in a process of its own, so a script that hammers the store (a
 * benchmark) and the server each get a core; `workers` processes serve it where reads are what is
 * measured. Answers a handle whose `stop()` ends the process.
 */
export async function attachChildBlobs(directory, { workers = 1 } = {}) {
  const child = spawn(process.execPath, ['scripts/blobs-server-child.mjs', directory, String(workers)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = Number(String((await once(child.stdout, 'data'))[0]).trim());
  const url = `http://localhost:${port}`;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'unlinked', token: 'local' }),
  ).toString('base64');
  return { stop: async () => void child.kill() };
}

/**
 * Runs a child process to completion without blocking this process's event loop, which serves
 * the Blobs server the child talks to (spawnSync would deadlock).
 */
export function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
