/**
 * What the edge function in front of `/post/*` adds to an unchanged prebuilt post: serves the built
 * site (`dist`, from the local store `npm run build` read) with `netlify dev`, as the browser tests do,
 * and times the same prebuilt page at `/post/{id}` (through the edge function) and at a path no edge
 * function runs on (a copy of the file), alternating, after a warm-up.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

async function freePort(): Promise<number> {
  const server = createServer().listen(0);
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function time(url: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return performance.now() - t;
}

export interface EdgeOverhead {
  direct: { p50: number; p95: number };
  edge: { p50: number; p95: number };
}

export async function measureEdgeOverhead(dist = 'dist', rounds = 300): Promise<EdgeOverhead> {
  const [id] = await readdir(`${dist}/post`).catch(() => []);
  if (!id) throw new Error(`No prebuilt post in ${dist}/post: run \`npm run build\` on a seeded store first.`);
  const site = '.bench/edge-dist';
  await rm(site, { recursive: true, force: true });
  await rm(`${site}-render`, { recursive: true, force: true });
  await cp(dist, site, { recursive: true });
  await cp(`${dist}-render`, `${site}-render`, { recursive: true });
  await mkdir(`${site}/same-file/${id}`, { recursive: true });
  await cp(`${site}/post/${id}/index.html`, `${site}/same-file/${id}/index.html`);
  const port = await freePort();
  const dev = spawn(
    process.execPath,
    ['node_modules/.bin/netlify', 'dev', '--offline', '--framework', '#static', '--dir', site, '--port', String(port)],
    { env: { ...process.env, LIVE_RENDER_DIR: `${site}-render`, RATE_LIMIT_DISABLED: '1' }, stdio: 'ignore', detached: true },
  );
  const base = `http://localhost:${port}`;
  try {
    const until = Date.now() + 180_000;
    for (;;) {
      if (Date.now() > until) throw new Error('netlify dev did not start within 180 s');
      if (
        await fetch(`${base}/api/page-changes`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const edge: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < 30; i++) await Promise.all([time(`${base}/post/${id}`), time(`${base}/same-file/${id}/`)]);
    for (let i = 0; i < rounds; i++) {
      edge.push(await time(`${base}/post/${id}`));
      direct.push(await time(`${base}/same-file/${id}/`));
    }
    return { direct: { p50: pct(direct, 50), p95: pct(direct, 95) }, edge: { p50: pct(edge, 50), p95: pct(edge, 95) } };
  } finally {
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
  }
}
