/**
 * Starts scripts/bench/serve-api.ts in a child process (or its bundle, bench/bundle-server.ts) and
 * signs in the benchmark's administrator.
 */
import { fork } from 'node:child_process';

export interface BenchServer {
  base: string;
  /** Authorization and JSON content-type headers of the signed-in administrator. */
  admin: Record<string, string>;
  stop(): void;
}

export async function startBenchServer(env: Record<string, string> = {}, bundle?: string): Promise<BenchServer> {
  const base = await startServerProcess(env, bundle);
  return { ...base, admin: await signIn(base.base) };
}

/** The server's process alone, nothing asked of it yet: what a new function instance is. */
export async function startServerProcess(
  env: Record<string, string> = {},
  bundle?: string,
): Promise<{ base: string; stop(): void }> {
  const child = fork(bundle ?? 'scripts/bench/serve-api.ts', [], {
    execArgv: bundle ? [] : ['--import', 'tsx'],
    env: {
      ...process.env,
      RATE_LIMIT_DISABLED: '1',
      ADMIN_EMAILS: 'bench@example.com',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      ...env,
    },
  });
  const kill = () => child.kill();
  process.on('exit', kill);
  const port = await new Promise<number>((r) => child.once('message', (m) => r(Number(m))));
  return {
    base: `http://localhost:${port}`,
    stop: () => {
      process.off('exit', kill);
      kill();
    },
  };
}

async function signIn(base: string): Promise<Record<string, string>> {
  const account = JSON.stringify({ name: 'Bench', email: 'bench@example.com', password: 'bench-password' });
  const json = { 'content-type': 'application/json' };
  let auth = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: json, body: account });
  // The store already has the account after the first run.
  if (auth.status === 409) auth = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: account });
  const token = ((await auth.json()) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}`, ...json };
}
