/**
 * Readers' search index: Pagefind over records of the published posts (text and result card, read
 * from the store in batches, src/server/services/search-records.ts), not over rendered pages, so the
 * build renders no page per post. Written to `<outDir>/pagefind` with `built.json`, the moment the
 * build read the store, so the browser asks the API only for posts saved after it.
 * Pagefind writes one fragment file per record into one folder, and Netlify refuses a deploy with a
 * folder of more than 54,000 files: past SEARCH_MAX_FRAGMENTS (default 40,000) records, Pagefind
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

/** `batches`: async iterable of `{ url, content, meta }` arrays. Answers how many records were indexed. */
export async function buildSearchIndex(outDir, builtAt, batches) {
  const { index, errors } = await pagefind.createIndex({ maxFragments: maxFragments() });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    let count = 0;
    for await (const batch of batches) {
      for (const record of batch) {
        const added = await index.addCustomRecord({ ...record, language: 'en' });
        if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
        count++;
      }
    }
    const written = await index.writeFiles({ outputPath: join(outDir, 'pagefind') });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    await writeFile(join(outDir, 'pagefind', 'built.json'), JSON.stringify({ builtAt }));
    return count;
  } finally {
    await pagefind.close();
  }
}
