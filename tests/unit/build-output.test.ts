/**
 * Netlify cannot deploy a folder of more than 54,000 files: the build fails with the folder named
 * when one grows past the limit, and the search index groups its per-page fragments past its own.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
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
  it('groups page fragments into shared files past SEARCH_MAX_FRAGMENTS, and still indexes every post', async () => {
    const out = join(scratch, 'site');
    const card = (i: number) => JSON.stringify({ id: `p${i}`, title: `Post ${i}` });
    async function* records() {
      yield Array.from({ length: 9 }, (_, i) => ({
        url: `/post/p${i}`,
        content: `Post ${i}\notters ${i}`,
        meta: { title: `Post ${i}`, card: card(i) },
      }));
    }
    const before = process.env.SEARCH_MAX_FRAGMENTS;
    process.env.SEARCH_MAX_FRAGMENTS = '3';
    try {
      expect(await buildSearchIndex(out, '2026-01-01T00:00:00.000Z', records())).toBe(9);
    } finally {
      if (before === undefined) delete process.env.SEARCH_MAX_FRAGMENTS;
      else process.env.SEARCH_MAX_FRAGMENTS = before;
    }
    const fragments = await readdir(join(out, 'pagefind', 'fragment'));
    expect(fragments.length).toBeGreaterThan(0);
    expect(fragments.length).toBeLessThanOrEqual(3);
  }, 60_000);
});
