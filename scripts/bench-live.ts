/**
 * Live-post benchmark: how long until a published or edited post is served, at N posts, by the path
 * that serves it on Netlify. Fills a scratch Blobs store with N published posts, stores the copies
 * the every-minute job keeps for servers that start cold, serves the posts API and the post-page
 * function (running the server bundle the build wrote, `dist-render/`) from a fresh child process,
 * bundled with esbuild as Netlify bundles a function (bench/bundle-server.ts), then times:
 *   - the first post page and the first later list page that a new process answers (a cold
 *     function instance; five instances each, nothing asked of them before), each started right
 *     after a save (an edit or a new post), and what those saves took;
 *   - rendering `/post/{id}` of posts spread over the archive (what a CDN miss costs);
 *   - an edit saved through the API until `/post/{id}` serves the new title;
 *   - a post created through the API until `/post/{id}` serves it;
 *   - rendering later pages of Latest Posts and of a category, spread over the archive (the lists' pages the
 *     build does not write are rendered on request);
 *   - a back-dated post created through the API until the last page of Latest Posts lists it.
 * No full build of the N posts is needed: the bundle renders whatever the store holds.
 * Last, what the edge function in front of `/post/*` adds to an unchanged prebuilt post, on the
 * site `npm run build` wrote (bench/edge-overhead.ts; `--no-edge` skips it).
 *
 *   npm run build && npm run bench:live            # N = 10000 and 100000
 *   npm run bench:live -- 10000 --keep             # reuse a store filled by an earlier run
 *   npm run bench:live -- 100000 --keep --cold-only  # only the new instances' first pages
 *   npm run bench:live -- 10000 --keep --cold-only --stale-copies  # each save leaves the list copies
 *                                                  # to the job, as before saves kept them current
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { attachLocalBlobs } from './blobs-env.mjs';
import { makePosts, writeTaxonomy } from './bench/generate';
import { fillPosts } from './bench/fill-api';
import { startBenchServer, startServerProcess } from './bench/start-server';
import { bundleBenchServer } from './bench/bundle-server';
import { measureEdgeOverhead } from './bench/edge-overhead';
import { sourceNewerThan } from './bench/fresh-bundle';
import { createPost } from './bench/create-post';
import { refreshColdStartCopies } from '@/server/services/cold-start';
import { getPostRecord, writePost } from '@/server/repos/posts';
import { copiesAreWhole, markCopiesBroken } from '@/server/repos/list-copies';

const args = process.argv.slice(2);
const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);
const keep = args.includes('--keep');
const coldOnly = args.includes('--cold-only');
const staleCopies = args.includes('--stale-copies');
const RENDERS = 60;
const EDITS = 10;
const COLD_STARTS = 5;
/** Each run's back-dated posts are older than an earlier run's, so one lands on the last page of a reused store. */
const backDating = Date.now() - Date.UTC(2026, 0, 1);
const bundle = resolve(process.env.LIVE_RENDER_DIR || 'dist-render');
if (!existsSync(`${bundle}/entry.mjs`)) {
  console.error(`No server bundle at ${bundle}: run \`npm run build\` first.`);
  process.exit(1);
}
const changed = sourceNewerThan(`${bundle}/entry.mjs`);
if (changed) {
  console.error(`The server bundle at ${bundle} is older than ${changed}: run \`npm run build\` first.`);
  process.exit(1);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
const ms = (x: number) => `${Math.round(x)} ms`;
/** A tenth of a millisecond: what a static file costs locally is a few of them. */
const ms1 = (x: number) => `${x.toFixed(1)} ms`;

/** Milliseconds from `start` until `path` serves HTML containing `text` (polling), or NaN after 60 s. */
async function servedAfter(base: string, path: string, text: string, start: number): Promise<number> {
  while (performance.now() - start < 60_000) {
    const res = await fetch(base + path);
    if (res.status === 200 && (await res.text()).includes(text)) return performance.now() - start;
  }
  return NaN;
}

const publishedCount = async (base: string): Promise<number> =>
  ((await (await fetch(`${base}/api/posts?limit=1`)).json()) as { meta: { total: number } }).meta.total;

/** Saves before each cold start, as a newsroom saves all day: an edit, then a new post, in turn. */
const saves: number[] = [];
async function saveOne(n: number, i: number): Promise<void> {
  const t = performance.now();
  const rec = await getPostRecord(`post-${(i * 104_729) % n}`);
  if (!rec) throw new Error(`post-${(i * 104_729) % n} is missing`);
  const stamp = new Date().toISOString();
  if (i % 2)
    await writePost({ ...rec, id: `cold-${i}-${Date.now()}`, title: `Saved before cold start ${i}`, publishedDate: stamp }, true);
  else await writePost({ ...rec, title: `${rec.title} (edited ${i})`, updatedAt: stamp });
  saves.push(performance.now() - t);
  // `--stale-copies`: as before saves kept the copies, the instance reads the whole index.
  if (staleCopies) await markCopiesBroken();
  else if (!(await copiesAreWhole())) throw new Error(`The save before cold start ${i} left the list copies broken`);
}

/**
 * Milliseconds a new server instance takes to answer `path` first, for each of COLD_STARTS
 * instances, each started right after a save (`save`), with the slowest path.
 */
async function coldStarts(
  server: string,
  path: (i: number) => string,
  save: (i: number) => Promise<void>,
): Promise<{ times: number[]; slowest: string }> {
  const times: number[] = [];
  let slowest = '';
  for (let i = 0; i < COLD_STARTS; i++) {
    await save(i);
    const instance = await startServerProcess({ LIVE_RENDER_DIR: bundle }, server);
    try {
      const t = performance.now();
      const res = await fetch(instance.base + path(i));
      await res.text();
      if (res.status !== 200) throw new Error(`${path(i)}: HTTP ${res.status}`);
      times.push(performance.now() - t);
      if (times.at(-1)! >= Math.max(...times)) slowest = path(i);
    } finally {
      instance.stop();
    }
  }
  return { times, slowest };
}

const serverBundle = await bundleBenchServer();
const rows: string[][] = [];
for (const n of sizes.length ? sizes : [10_000, 100_000]) {
  const dir = `.bench/live-${n}`;
  const reuse = keep && existsSync(`${dir}/filled`);
  if (!reuse) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
  }
  const blobs = await attachLocalBlobs(dir);
  if (!reuse) {
    const start = performance.now();
    await writeTaxonomy();
    await fillPosts(makePosts(n));
    await writeFile(`${dir}/filled`, '');
    console.log(`N=${n}: filled ${n} posts in ${((performance.now() - start) / 1000).toFixed(0)} s`);
  }
  // What the every-minute job has stored by the time a new function instance starts.
  await refreshColdStartCopies();
  const label = `${n.toLocaleString('en-US')} posts`;
  // A first page also loads the render bundle, and reads what that one page needs; each instance
  // starts right after a save, as most do in a newsroom that saves all day.
  const save = (i: number) => saveOne(n, i);
  const coldPosts = await coldStarts(serverBundle, (i) => `/post/post-${(i * 7919) % n}`, save);
  rows.push([
    label,
    `first post page of a new instance, right after a save (${COLD_STARTS} instances; p50, max: \`${coldPosts.slowest}\`)`,
    ms(pct(coldPosts.times, 50)),
    ms(Math.max(...coldPosts.times)),
  ]);
  const coldLists = await coldStarts(
    serverBundle,
    (i) => (i % 2 ? `/page/${20 + i}` : `/category/design/page/${20 + i}`),
    (i) => save(COLD_STARTS + i),
  );
  rows.push([
    label,
    `first later list page of a new instance, right after a save (${COLD_STARTS} instances; p50, max: \`${coldLists.slowest}\`)`,
    ms(pct(coldLists.times, 50)),
    ms(Math.max(...coldLists.times)),
  ]);
  rows.push([
    label,
    `the save before each new instance (${saves.length} saves; p50, max)`,
    ms(pct(saves, 50)),
    ms(Math.max(...saves)),
  ]);
  saves.length = 0;

  if (coldOnly) {
    await blobs.stop();
    continue;
  }
  const server = await startBenchServer({ LIVE_RENDER_DIR: bundle }, serverBundle);
  try {
    let t = 0;

    const renders: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      t = performance.now();
      const res = await fetch(`${server.base}/post/post-${(i * 7919) % n}`);
      await res.text();
      if (res.status !== 200) throw new Error(`post-${(i * 7919) % n}: HTTP ${res.status}`);
      renders.push(performance.now() - t);
    }
    rows.push([label, `render \`/post/{id}\` (${RENDERS} posts across the archive)`, ms(pct(renders, 50)), ms(pct(renders, 95))]);

    const edits: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const id = `post-${(i * 104_729) % n}`;
      const post = (
        (await (await fetch(`${server.base}/api/posts/${id}`, { headers: server.admin })).json()) as {
          data: Record<string, unknown> & { author: { id: string }; category: { id: string }; tags: { name: string }[] };
        }
      ).data;
      const title = `Edited ${i} at ${Date.now()}`;
      const start = performance.now();
      const put = await fetch(`${server.base}/api/posts/${id}`, {
        method: 'PUT',
        headers: server.admin,
        body: JSON.stringify({
          title,
          excerpt: post.excerpt,
          content: post.content,
          imageUrl: post.imageUrl,
          authorId: post.author.id,
          categoryId: post.category.id,
          tags: post.tags.map((tag) => tag.name),
          status: 'published',
          publishedDate: post.publishedDate,
        }),
      });
      if (put.status !== 200) throw new Error(`PUT ${id}: HTTP ${put.status} ${await put.text()}`);
      edits.push(await servedAfter(server.base, `/post/${id}`, `<title>${title}`, start));
    }
    rows.push([label, `edit saved → new title served (${EDITS} edits)`, ms(pct(edits, 50)), ms(pct(edits, 95))]);

    const creates: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const title = `Created ${i} at ${Date.now()}`;
      const start = performance.now();
      const id = await createPost(server, {
        title,
        excerpt: 'Created by the benchmark.',
        content: '<p>Published after the build.</p>',
        tags: ['tag-1'],
      });
      creates.push(await servedAfter(server.base, `/post/${id}`, `<title>${title}`, start));
    }
    rows.push([label, `post created → served (${EDITS} posts)`, ms(pct(creates, 50)), ms(pct(creates, 95))]);

    // Later list pages: Latest Posts holds every post but the main feature, six to a page; a category ten.
    const homePages = Math.ceil(((await publishedCount(server.base)) - 1) / 6);
    const lists: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      const path = i % 2 ? `/page/${2 + ((i * 7919) % (homePages - 1))}` : `/category/design/page/${2 + (i % 50)}`;
      t = performance.now();
      const res = await fetch(server.base + path);
      await res.text();
      if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
      lists.push(performance.now() - t);
    }
    rows.push([label, `render a later list page (${RENDERS} pages across the archive)`, ms(pct(lists, 50)), ms(pct(lists, 95))]);

    const oldest: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const title = `Back-dated ${i} at ${Date.now()}`;
      // With this post, Latest Posts holds as many posts as were published before it (the main feature is apart).
      const last = Math.ceil((await publishedCount(server.base)) / 6);
      const start = performance.now();
      await createPost(server, {
        title,
        excerpt: 'Older than every other post.',
        content: '<p>From the archive.</p>',
        publishedDate: new Date(Date.UTC(1990, 0, 1) - backDating - i * 86_400_000).toISOString(),
      });
      oldest.push(await servedAfter(server.base, `/page/${last}`, title, start));
    }
    rows.push([
      label,
      `back-dated post created → on the last list page (${EDITS} posts)`,
      ms(pct(oldest, 50)),
      ms(pct(oldest, 95)),
    ]);
  } finally {
    server.stop();
    await blobs.stop();
  }
  if (!keep) await rm(dir, { recursive: true, force: true });
}

if (!args.includes('--no-edge') && !coldOnly) {
  const { direct, edge } = await measureEdgeOverhead();
  rows.push(['built site', 'unchanged prebuilt post, as a file', ms1(direct.p50), ms1(direct.p95)]);
  rows.push(['built site', 'the same file through the edge function', ms1(edge.p50), ms1(edge.p95)]);
  rows.push([
    'built site',
    'what the edge function adds',
    `${(edge.p50 - direct.p50).toFixed(1)} ms`,
    `${(edge.p95 - direct.p95).toFixed(1)} ms`,
  ]);
}

console.log('\n| Store | Measure | p50 | p95 |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
