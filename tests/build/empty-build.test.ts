/** A production-context build of an empty store succeeds, renders a working site and seeds nothing. */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { run } from '../prod/run';

const scratch = await mkdtemp(join(tmpdir(), 'inkwell-empty-build-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

it('builds an empty store in the production context without writing demo content', async () => {
  const store = join(scratch, 'blobs');
  const out = join(scratch, 'dist');
  const code = await run(process.execPath, ['scripts/build.mjs', '--outDir', out], {
    ...process.env,
    CONTEXT: 'production',
    BLOBS_DIR: store,
    // Its own search cache: builds of other stores may run meanwhile (scripts/test-all.mjs).
    SEARCH_CACHE_DIR: join(scratch, 'search-cache'),
  });
  expect(code).toBe(0);
  expect(await filesUnder(store)).toEqual([]);

  const home = await readFile(join(out, 'index.html'), 'utf8');
  expect(home).toContain('<title>');
  expect(home.trimEnd()).toMatch(/<\/html>$/);
  // No posts, so no post pages; the post-page function's bundle is there for posts published later.
  await expect(readdir(join(out, 'post'))).rejects.toThrow();
  expect((await stat(join(`${out}-render`, 'entry.mjs'))).isFile()).toBe(true);
  expect((await stat(join(out, 'admin', 'index.html'))).isFile()).toBe(true);
}, 300_000);
