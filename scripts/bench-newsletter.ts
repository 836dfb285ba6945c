/**
 * Newsletter benchmark (not a test): fills a scratch local Blobs store with N confirmed subscribers
 * and one post, starts a local SMTP server (smtp-server) that counts what it receives, and times the
 * real sender (src/server/services/newsletter-sender.ts) from the start of the send to its last
 * message: messages a second, and the whole send.
 *
 *   npm run bench:newsletter                  # N = 10000 and 50000, no rate limit
 *   npm run bench:newsletter -- 2000 --rate=50
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { SMTPServer } from 'smtp-server';
import { loadAverage as load } from './bench/load';

const args = process.argv.slice(2);
const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);
const rate = args.find((a) => a.startsWith('--rate='))?.split('=')[1] ?? '0';

async function main() {
  const directory = await mkdtemp(join(tmpdir(), 'bench-newsletter-'));
  const blobs = new BlobsServer({ directory, token: 'bench', port: 0 });
  const { port } = await blobs.start();
  const url = `http://localhost:${port}`;
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received++;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    SITE_URL: 'https://bench.example.test',
    MAIL_RATE_PER_SECOND: rate,
  });

  // The modules read the environment when they open the store.
  const { insertSubscriber, subscriberId } = await import('@/server/repos/subscribers');
  const { authors, categories } = await import('@/server/repos/taxonomy');
  const { createPost } = await import('@/server/services/posts');
  const { setSendStarter } = await import('@/server/services/newsletter-dispatch');
  const { queueNewsletter } = await import('@/server/services/newsletters');
  const { runSend } = await import('@/server/services/newsletter-sender');
  const { getSend } = await import('@/server/repos/newsletters');
  setSendStarter(async () => undefined);

  const rows: string[][] = [];
  for (const n of sizes.length ? sizes : [10_000, 50_000]) {
    // Each size on a site of its own in the same server.
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
      JSON.stringify({ edgeURL: url, uncachedEdgeURL: url, siteID: `bench-${n}`, token: 'bench' }),
    ).toString('base64');
    const filling = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < n) {
          const email = `reader-${next++}@bench.example.test`;
          await insertSubscriber({ id: subscriberId(email), email, subscribedAt: new Date().toISOString(), status: 'confirmed' });
        }
      }),
    );
    await categories.save({ id: 'bench', name: 'Bench', description: '', imageUrl: '' });
    await authors.save({ id: 'bench', name: 'Bench', avatarUrl: '', bio: '', followers: 0 });
    const { data: post } = await createPost({
      title: `Bench letter ${n}`,
      excerpt: 'A benchmark issue',
      content: '<p>Hello.</p><pre><code>bench()</code></pre>'.repeat(20),
      imageUrl: '/images/seed/hero.jpg',
      authorId: 'bench',
      categoryId: 'bench',
      tags: [],
      featured: false,
      status: 'published',
    });
    console.log(`${n}: ${n} subscribers stored in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
    const before = received;
    const loadBefore = load();
    const send = (await queueNewsletter(post, 'http://localhost'))!;
    const started = performance.now();
    let firstAt = 0;
    const watch = setInterval(() => {
      if (!firstAt && received > before) firstAt = performance.now();
    }, 5);
    await runSend(send.id);
    clearInterval(watch);
    const total = (performance.now() - started) / 1000;
    const sending = (performance.now() - (firstAt || started)) / 1000;
    const done = await getSend(send.id);
    const count = received - before;
    rows.push([
      n.toLocaleString('en-US'),
      `${done?.state} ${done?.sent}/${done?.recipients}`,
      String(count),
      `${(count / sending).toFixed(0)}`,
      `${((firstAt - started) / 1000).toFixed(1)} s`,
      `${total.toFixed(1)} s`,
      `${loadBefore} → ${load()}`,
    ]);
    console.log(`${n}: ${rows.at(-1)!.join(' | ')}`);
  }
  console.log(`\nMAIL_RATE_PER_SECOND=${rate} (0: no limit)`);
  console.log(
    '| Subscribers | Send | Messages received | Messages/s | Until the first message | Whole send | Load average (1, 5, 15 min) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await blobs.stop();
  await rm(directory, { recursive: true, force: true });
}

await main();
