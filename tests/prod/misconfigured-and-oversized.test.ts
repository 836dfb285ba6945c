/**
 * What the local servers must do with requests a site meets sooner or later, checked over HTTP on
 * the servers themselves: `netlify serve` (production context) started without JWT_SECRET, and
 * `npm run dev` (scripts/netlify-dev.mjs: `netlify dev` in front of `astro dev`). A body larger than
 * a function takes answers 413 and the server goes on serving; a production setting that is missing
 * answers 503 and is named in the log; an unknown path gets the site's own not-found page.
 * The two servers run one after the other: both rebuild the functions under `.netlify`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from './run';

const ADMIN = { email: process.env.ADMIN_EMAIL || 'admin@example.com', password: process.env.ADMIN_PASSWORD || 'admin12345' };
/** Netlify takes at most 6 MB in a function's request; the black-box run sent 32 MB. */
const OVERSIZED = 32 * 1024 * 1024;

/**
 * A free port below the kernel's range for `listen(0)` (32768 up on Linux): a port taken from that
 * range and let go can be handed to netlify dev's own functions server before astro dev binds it.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, () => resolve(true));
    });
    if (!free) continue;
    await new Promise((r) => server.close(r));
    return port;
  }
}

interface Server {
  base: string;
  log: () => string;
  stop: () => Promise<void>;
}

/** Starts a server in its own process group (stopping it stops the servers it started); resolves once the API answers. */
async function start(command: string, args: string[], env: NodeJS.ProcessEnv, port: number, ms: number): Promise<Server> {
  const base = `http://localhost:${port}`;
  let log = '';
  const child: ChildProcess = spawn(command, args, { detached: true, env });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // every process of the group has ended
    }
  };
  const stop = async () => {
    if (!child.pid) return;
    if (child.exitCode === null && child.signalCode === null) {
      signal('SIGTERM');
      await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 10_000))]);
    }
    // Whatever is left of the group, e.g. the framework server of a `netlify dev` that has ended.
    signal('SIGKILL');
  };
  const until = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${args.join(' ')} exited (${child.exitCode}):\n${log.slice(-4000)}`);
    }
    try {
      if ((await fetch(`${base}/api/settings`)).ok) return { base, log: () => log, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await stop();
      throw new Error(`${args.join(' ')} did not answer within ${ms / 1000} s:\n${log.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The environment of a developer's shell: under vitest's NODE_ENV=test, astro dev answers its 404 route with "Cannot GET /404". */
function shellEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name.startsWith('VITEST')) delete env[name];
  return env;
}

const safely = async (stop?: () => Promise<void>) => {
  try {
    await stop?.();
  } catch {
    // already gone
  }
};

/** A 32 MB body with its Content-Length, then a chunked one without, each 413 with the error envelope; then the API still answers. */
async function expectOversizedRefused(base: string): Promise<void> {
  const declared = await fetch(`${base}/api/import`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml' },
    body: new Uint8Array(OVERSIZED),
  });
  expect(declared.status).toBe(413);
  expect(declared.headers.get('content-type')).toMatch(/application\/json/);
  const envelope = (await declared.json()) as { error: unknown; code: unknown };
  expect(envelope.code).toBe('PAYLOAD_TOO_LARGE');
  expect(typeof envelope.error).toBe('string');

  // Sent in parts with no length declared: the server finds out only as it reads.
  let sent = 0;
  const parts = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= OVERSIZED) return controller.close();
      controller.enqueue(new Uint8Array(1024 * 1024));
      sent += 1024 * 1024;
    },
  });
  const streamed = await fetch(`${base}/api/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: parts,
    duplex: 'half',
  } as RequestInit);
  expect(streamed.status).toBe(413);
  expect(((await streamed.json()) as { code: unknown }).code).toBe('PAYLOAD_TOO_LARGE');

  const posts = await fetch(`${base}/api/posts`);
  expect(posts.status).toBe(200);
  expect(((await posts.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
}

describe('netlify serve (production context) without JWT_SECRET', () => {
  let serve: Server | undefined;

  beforeAll(async () => {
    expect(await run(process.execPath, ['scripts/seed-local.mjs'])).toBe(0);
    const port = await freePort();
    const env = shellEnv({ RATE_LIMIT_DISABLED: '1' });
    delete env.JWT_SECRET;
    serve = await start('npx', ['netlify', 'serve', '--offline', '--port', String(port)], env, port, 420_000);
  }, 450_000);

  afterAll(() => safely(serve?.stop));

  it('answers sign-in with 503 CONFIG_MISSING and names JWT_SECRET in the log', async () => {
    const res = await fetch(`${serve!.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: string; code: string };
    expect(body.code).toBe('CONFIG_MISSING');
    expect(body.error).toContain('JWT_SECRET');
    // A session token sent with a request is the server's problem too, not the reader's (no 401).
    const me = await fetch(`${serve!.base}/api/auth/me`, { headers: { authorization: 'Bearer x.y.z' } });
    expect(me.status).toBe(503);
    await me.arrayBuffer();
    expect(serve!.log()).toMatch(/JWT_SECRET is not set/);
  });

  it('answers a 32 MB request with 413 and the error envelope, and goes on serving', async () => {
    await expectOversizedRefused(serve!.base);
  });
});

describe('npm run dev (netlify dev in front of astro dev)', () => {
  let dev: Server | undefined;

  beforeAll(async () => {
    const port = await freePort();
    let astroPort = await freePort();
    while (astroPort === port) astroPort = await freePort();
    dev = await start(
      process.execPath,
      ['scripts/netlify-dev.mjs', '--port', String(port)],
      // No publishing job on the minute: the test is over before it would matter.
      shellEnv({ ASTRO_PORT: String(astroPort), SCHEDULER_INTERVAL_MS: '0', RATE_LIMIT_DISABLED: '1' }),
      port,
      240_000,
    );
  }, 270_000);

  afterAll(() => safely(dev?.stop));

  it("answers an unknown path with the site's own 404 page: its header and its link home", async () => {
    const res = await fetch(`${dev!.base}/nope-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('404 - Page Not Found');
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<a href="\/"[^>]*>\s*Go to the homepage\s*<\/a>/);
  });

  it('answers a 32 MB request with 413 and the error envelope, and goes on serving', async () => {
    await expectOversizedRefused(dev!.base);
  });
});
