/**
 * Readers' search index: Pagefind over the prebuilt post pages (only they carry `data-pagefind-body`),
 * written to `<outDir>/pagefind` with `built.json`, the moment the build read the store, so the
 * browser asks the API only for posts saved after it.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

export async function buildSearchIndex(outDir, builtAt) {
  const { index, errors } = await pagefind.createIndex({});
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
