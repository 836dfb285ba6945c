/**
 * Fediverse delivery benchmark (not a test): fills a scratch local Blobs store with N followers,
 * each on an inbox of its own at the fediverse stand-in (tests/support/fediverse-standin.ts, which
 * verifies every signature, keeping fetched keys as Mastodon does), publishes one post and times the
 * real delivery run (src/server/services/fediverse-delivery.ts) from its start to its last answer,
 * the stand-in in a process of its own (tests/support/fediverse-server.ts) as another server would be:
 * signed deliveries a minute, the whole run, none lost or doubled, and 100,000 projected from it.
 *
 *   npm run bench:fediverse            # N = 10000
 *   npm run bench:fediverse -- 2000
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { loadAverage as load } from './bench/load';

const sizes = process.argv
  .slice(2)
  .filter((a) => /^\d+$/.test(a))
  .map(Number);

async function main() {
  const directory = await mkdtemp(join(tmpdir(), 'bench-fediverse-'));
  const blobs = new BlobsServer({ directory, token: 'bench', port: 0 });
  const { port } = await blobs.start();
  const url = `http://localhost:${port}`;
  Object.assign(process.env, {
    NETLIFY_BLOBS_CONTEXT: Buffer.from(
      JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: 'bench', token: 'bench' }),
    ).toString('base64'),
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    FEDIVERSE_ALLOW_PRIVATE_HOSTS: '1',
  });

  // The modules read the environment when they open the store.
  const { app } = await import('../netlify/functions/fediverse');
  const { saveFollower, followerId } = await import('@/server/repos/fediverse');
  const { saveFediverseSettings } = await import('@/server/repos/fediverse');
  const { authors, categories } = await import('@/server/repos/taxonomy');
  const { createPost } = await import('@/server/services/posts');
  const { getPostRecord } = await import('@/server/repos/posts');
  const { createOf } = await import('@/server/services/fediverse-article');
  const { createRun, deliverRun } = await import('@/server/services/fediverse-delivery');

  // The site's actor, served so the stand-in can fetch its key.
  let origin = '';
  const site = createServer((req, res) => {
    app(new Request(`${origin}${req.url}`, { headers: { accept: 'application/activity+json' } }))
      .then(async (r) => {
        res.writeHead(r.status, Object.fromEntries(r.headers));
        res.end(Buffer.from(await r.arrayBuffer()));
      })
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  process.env.SITE_URL = origin;

  const standinPort = 9000 + Math.floor(Math.random() * 900);
  const standin = { origin: `http://127.0.0.1:${standinPort}` };
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/fediverse-server.ts'], {
    env: { ...process.env, FEDIVERSE_STANDIN_PORT: String(standinPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  const summary = async (prefix: string) =>
    (await (await fetch(`${standin.origin}/control/summary?prefix=${encodeURIComponent(prefix)}`)).json()) as {
      received: number;
      distinct: number;
      verified: number;
    };
  await saveFediverseSettings({ enabled: true, handle: 'blog' });
  await categories.save({ id: 'culture', name: 'Culture', description: '', imageUrl: '' });
  await authors.save({ id: 'cam', name: 'Cam', avatarUrl: '', bio: '', followers: 0 });

  for (const n of sizes.length ? sizes : [10_000]) {
    const seedStart = Date.now();
    const ids = Array.from({ length: n }, (_, i) => i);
    let next = 0;
    const seeder = async () => {
      while (next < ids.length) {
        const i = ids[next++]!;
        const actor = `${standin.origin}/users/bench-${n}-${i}`;
        await saveFollower({
          id: followerId(actor),
          actor,
          account: `@bench${i}@127.0.0.1`,
          name: `Bench ${i}`,
          inbox: `${standin.origin}/inboxes/${n}-${i}`,
          sharedInbox: `${standin.origin}/inboxes/${n}-${i}`,
          followedAt: new Date().toISOString(),
          follow: null,
        });
      }
    };
    await Promise.all(Array.from({ length: 32 }, seeder));
    console.log(`${n} followers stored in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const { data: post } = await createPost({
      title: `Bench ${n}`,
      excerpt: 'Delivered to every follower',
      content: '<p>One post, many inboxes.</p>',
      imageUrl: '',
      authorId: 'cam',
      categoryId: 'culture',
      tags: [],
      featured: false,
      status: 'published',
    });
    const start = Date.now();
    const run = await createRun(post.id, 'Create', await createOf((await getPostRecord(post.id))!));
    await deliverRun(run);
    const ms = Date.now() - start;
    const { received, distinct, verified } = await summary(`/inboxes/${n}-`);
    const states = Object.values(run.inboxes).reduce<Record<string, number>>(
      (acc, a) => ({ ...acc, [a.state]: (acc[a.state] ?? 0) + 1 }),
      {},
    );
    console.log(
      [
        `inboxes ${n}: run ${(ms / 1000).toFixed(1)} s, reading the followers included`,
        `${Math.round((received / ms) * 60_000)} signed deliveries a minute`,
        `received ${received}, distinct ${distinct}, verified ${verified}, lost ${n - distinct}, doubled ${received - distinct}`,
        `states ${JSON.stringify(states)}`,
        `100,000 projected: ${((ms * (100_000 / n)) / 60_000).toFixed(1)} min`,
        `load ${load()}`,
      ].join('\n  '),
    );
  }
  child.kill();
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
