/**
 * Builds the static site from the store, then the readers' search index from the built post pages.
 * On Netlify the build reads the site's Blobs (BLOBS_SITE_ID and BLOBS_TOKEN); locally it attaches
 * to the `netlify dev` sandbox and seeds it first when empty.
 */
import { attachLocalBlobs, run } from './blobs-env.mjs';
import { buildSearchIndex } from './search-index.mjs';

const onNetlify = process.env.NETLIFY === 'true';
const args = process.argv.slice(2);
const outAt = args.indexOf('--outDir');
const outDir = outAt >= 0 ? args[outAt + 1] : 'dist';
const server = onNetlify ? null : await attachLocalBlobs();
let status = onNetlify ? 0 : await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts']);
// Taken before the pages read the store: anything saved later is searched through the API.
const builtAt = new Date().toISOString();
if (status === 0) status = await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', ...args]);
await server?.stop();
if (status === 0) {
  try {
    console.log(`Search index: ${await buildSearchIndex(outDir, builtAt)} posts`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    status = 1;
  }
}
process.exit(status);
