/** `node --import tsx scripts/index-posts.ts <outDir> <builtAt>`: the readers' search index, from the store (scripts/build.mjs). */
import { pathToFileURL } from 'node:url';
import { searchRecordsOf, searchShards } from '@/server/services/search-records';
import { buildSearchIndex } from './search-index.mjs';

/** Indexes the published posts, one index per year, reusing the build cache's copy of every year that did not change. */
export async function indexPosts(outDir: string, builtAt: string) {
  const shards = await searchShards();
  return buildSearchIndex(
    outDir,
    builtAt,
    shards.map((s) => ({ name: s.name, key: s.key, records: () => searchRecordsOf(s.ids) })),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [outDir = 'dist', builtAt = new Date().toISOString()] = process.argv.slice(2);
  const { posts, built, reused } = await indexPosts(outDir, builtAt);
  console.log(
    `Search index: ${posts} posts in ${built.length + reused.length} yearly indexes` +
      ` (indexed: ${built.join(', ') || 'none'}; unchanged, from the build cache: ${reused.join(', ') || 'none'})`,
  );
}
