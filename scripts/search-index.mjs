/**
 * Readers' search index: Pagefind over records of the published posts (text and result card, read
 * from the store in batches, src/server/services/search-records.ts), not over rendered pages, so the
 * build renders no page per post. One index per year of publishing, `<outDir>/pagefind/<year>/`,
 * which the browser merges (`mergeIndex`); `built.json` names them and records the moment the build
 * read the store, so the browser asks the API only for posts saved after it.
 * A year's index is kept in the build cache (SEARCH_CACHE_DIR, carried between Netlify builds by
 * netlify/plugins/build-cache) under its key, so a build re-indexes only the years whose posts
 * changed: a publish re-indexes this year's posts, not the archive.
 * Pagefind writes one fragment file per record into one folder, and Netlify refuses a deploy with a
 * folder of more than 54,000 files: past SEARCH_MAX_FRAGMENTS (default 40,000) records in a year,
 * Pagefind groups fragments into shared files instead (`maxFragments`), so the folder stays bounded.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as pagefind from 'pagefind';

const DEFAULT_MAX_FRAGMENTS = 40_000;
const DEFAULT_CACHE_DIR = 'node_modules/.cache/search-index';
/** An index this build does not use is dropped once no build has used it for this long (another build may be copying a younger one). */
const UNUSED_FOR_MS = 10 * 60_000;

function maxFragments() {
  const n = Number(process.env.SEARCH_MAX_FRAGMENTS);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_FRAGMENTS;
}

/** Pagefind's version is part of every key: indexes written by another version are not merged. */
const pagefindVersion = JSON.parse(
  await readFile(new URL('../node_modules/pagefind/package.json', import.meta.url), 'utf8'),
).version;

/** The cache folder of a shard's index: its name, then a digest of everything its files depend on. */
function cacheName(shard) {
  const digest = createHash('sha256').update(`${shard.key}\n${pagefindVersion}\n${maxFragments()}`).digest('hex').slice(0, 20);
  return `${shard.name}-${digest}`;
}

/**
 * Puts a cached index into the output as hard links where the platform's `cp` makes them (the same
 * disk: 100,000 files in about 1.5 s here, against 52 s for Node's `fs.cp`), else as a copy.
 * Nothing writes into either tree afterwards: a later build removes and replaces whole folders.
 */
async function linkTree(from, to) {
  try {
    await promisify(execFile)('cp', ['-al', from, to]);
  } catch {
    await rm(to, { recursive: true, force: true });
    await cp(from, to, { recursive: true });
  }
}

/** Indexes one shard's records into `dir`; answers how many it holds. */
async function writeShard(shard, dir) {
  const { index, errors } = await pagefind.createIndex({ maxFragments: maxFragments() });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  let count = 0;
  for await (const batch of shard.records()) {
    for (const record of batch) {
      const added = await index.addCustomRecord({ ...record, language: 'en' });
      if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
      count++;
    }
  }
  const written = await index.writeFiles({ outputPath: dir });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await index.deleteIndex();
  await writeFile(join(dir, 'records.json'), JSON.stringify({ count }));
  return count;
}

/**
 * `shards`: `{ name, key, records() }` in the order the browser should load them (the first is the
 * primary index), `records()` an async iterable of `{ url, content, meta }` arrays.
 * Answers how many posts were indexed, and which shards were built and which reused.
 */
export async function buildSearchIndex(outDir, builtAt, shards, cacheDir = process.env.SEARCH_CACHE_DIR || DEFAULT_CACHE_DIR) {
  const out = join(outDir, 'pagefind');
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const result = { posts: 0, built: [], reused: [] };
  const keep = new Set();
  try {
    for (const shard of shards) {
      const name = cacheName(shard);
      const cached = join(cacheDir, name);
      keep.add(name);
      if (existsSync(join(cached, 'records.json'))) {
        result.reused.push(shard.name);
      } else {
        // Written aside, then moved in whole: a build stopped halfway leaves no index that looks complete.
        const partial = `${cached}.partial-${process.pid}`;
        await rm(partial, { recursive: true, force: true });
        await writeShard(shard, partial);
        await rm(cached, { recursive: true, force: true });
        await rename(partial, cached);
        result.built.push(shard.name);
      }
      result.posts += JSON.parse(await readFile(join(cached, 'records.json'), 'utf8')).count;
      await linkTree(cached, join(out, shard.name));
      await utimes(cached, new Date(), new Date());
    }
  } finally {
    await pagefind.close();
  }
  // Indexes no build uses any more (older versions of a year) would only grow the cache.
  for (const entry of await readdir(cacheDir)) {
    const path = join(cacheDir, entry);
    const unused = !keep.has(entry) && Date.now() - (await stat(path)).mtimeMs > UNUSED_FOR_MS;
    if (unused) await rm(path, { recursive: true, force: true });
  }
  await writeFile(join(out, 'built.json'), JSON.stringify({ builtAt, indexes: shards.map((s) => s.name) }));
  return result;
}
