/**
 * Readers' search index: Pagefind over the prebuilt post pages (only they carry `data-pagefind-body`),
 * written to `<outDir>/pagefind` with `built.json`, the moment the build read the store, so the
 * browser asks the API only for posts saved after it.
 * Pagefind writes one fragment file per page into one folder, and Netlify refuses a deploy with a
 * folder of more than 54,000 files: past SEARCH_MAX_FRAGMENTS (default 40,000) pages, Pagefind
 * groups fragments into shared files instead (`maxFragments`), so the folder stays bounded.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

const DEFAULT_MAX_FRAGMENTS = 40_000;

function maxFragments() {
  const n = Number(process.env.SEARCH_MAX_FRAGMENTS);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_FRAGMENTS;
}

export async function buildSearchIndex(outDir, builtAt) {
  const { index, errors } = await pagefind.createIndex({ maxFragments: maxFragments() });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: outDir, glob: 'post/*/index.html' });
    if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    await writeFile(join(outDir, 'pagefind', 'built.json'), JSON.stringify({ builtAt }));
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}
