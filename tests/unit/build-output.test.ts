/**
 * Netlify cannot deploy a folder of more than 54,000 files: the build fails with the folder named
 * when one grows past the limit, and the search index groups its per-page fragments past its own.
 * The search index is written per year, and a year whose posts did not change comes from the cache.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOutput, crowdedFolders } from '../../scripts/check-output.mjs';
import { buildSearchIndex } from '../../scripts/search-index.mjs';

const scratch = await mkdtemp(join(tmpdir(), 'inkwell-output-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function fill(dir: string, files: number, html = (i: number) => `file ${i}`) {
  await mkdir(dir, { recursive: true });
  for (let i = 0; i < files; i++) await writeFile(join(dir, `f${i}.html`), html(i));
}

describe('the output folder limit', () => {
  it('names every folder over the limit, largest first, and fails the build with them', async () => {
    const root = join(scratch, 'limit');
    await fill(join(root, 'post'), 7);
    await fill(join(root, 'deep', 'er'), 6);
    await fill(join(root, 'fine'), 5);
    expect(await crowdedFolders(root, 5)).toEqual([
      { folder: 'post', entries: 7 },
      { folder: join('deep', 'er'), entries: 6 },
    ]);
    await expect(checkOutput(root, 5)).rejects.toThrow(/post \(7\), deep\/er \(6\)/);
    await expect(checkOutput(root, 7)).resolves.toBeUndefined();
  });
});

describe("the readers' search index", () => {
  const card = (i: number) => JSON.stringify({ id: `p${i}`, title: `Post ${i}` });
  const shard = (name: string, key: string, ids: number[]) => ({
    name,
    key,
    async *records() {
      yield ids.map((i) => ({
        url: `/post/p${i}`,
        content: `Post ${i}\notters ${i}`,
        meta: { title: `Post ${i}`, card: card(i) },
      }));
    },
  });
  const cache = join(scratch, 'cache');

  it('groups page fragments into shared files past SEARCH_MAX_FRAGMENTS, and still indexes every post', async () => {
    const out = join(scratch, 'site');
    const before = process.env.SEARCH_MAX_FRAGMENTS;
    process.env.SEARCH_MAX_FRAGMENTS = '3';
    try {
      const result = await buildSearchIndex(
        out,
        '2026-01-01T00:00:00.000Z',
        [shard('2026', 'k', [0, 1, 2, 3, 4, 5, 6, 7, 8])],
        cache,
      );
      expect(result.posts).toBe(9);
    } finally {
      if (before === undefined) delete process.env.SEARCH_MAX_FRAGMENTS;
      else process.env.SEARCH_MAX_FRAGMENTS = before;
    }
    const fragments = await readdir(join(out, 'pagefind', '2026', 'fragment'));
    expect(fragments.length).toBeGreaterThan(0);
    expect(fragments.length).toBeLessThanOrEqual(3);
  }, 60_000);

  it('writes one index per year and indexes again only the years whose key changed', async () => {
    const out = join(scratch, 'years');
    const first = await buildSearchIndex(out, 't1', [shard('2026', 'a', [1, 2]), shard('2025', 'b', [3])], cache);
    expect(first).toEqual({ posts: 3, built: ['2026', '2025'], reused: [] });
    expect(JSON.parse(await readFile(join(out, 'pagefind', 'built.json'), 'utf8'))).toEqual({
      builtAt: 't1',
      indexes: ['2026', '2025'],
    });

    const same = await buildSearchIndex(out, 't2', [shard('2026', 'a', [1, 2]), shard('2025', 'b', [3])], cache);
    expect(same).toEqual({ posts: 3, built: [], reused: ['2026', '2025'] });
    expect(await readdir(join(out, 'pagefind', '2025'))).toContain('pagefind.js');

    // A post published this year: only this year's index is written again.
    const publish = await buildSearchIndex(out, 't3', [shard('2026', 'c', [1, 2, 4]), shard('2025', 'b', [3])], cache);
    expect(publish).toEqual({ posts: 4, built: ['2026'], reused: ['2025'] });

    // No published posts: no index, and the browser asks the API.
    const empty = await buildSearchIndex(out, 't4', [], cache);
    expect(empty).toEqual({ posts: 0, built: [], reused: [] });
    expect(JSON.parse(await readFile(join(out, 'pagefind', 'built.json'), 'utf8'))).toEqual({ builtAt: 't4', indexes: [] });
    expect(await readdir(join(out, 'pagefind'))).toEqual(['built.json']);
  }, 60_000);
});
