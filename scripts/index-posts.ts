/** `node --import tsx scripts/index-posts.ts <outDir> <builtAt>`: the readers' search index, from the store (scripts/build.mjs). */
import { searchRecords } from '@/server/services/search-records';
import { buildSearchIndex } from './search-index.mjs';

const [outDir = 'dist', builtAt = new Date().toISOString()] = process.argv.slice(2);
console.log(`Search index: ${await buildSearchIndex(outDir, builtAt, searchRecords())} posts`);
