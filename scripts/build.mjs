/**
 * Builds the static site from whatever the store holds, then the readers' search index from the
 * built post pages, which then leave the deploy (the post-page function serves posts). It never seeds: demo content is the explicit local step (`npm run seed`, or
 * `npm run dev`), so a production build of an empty store is an empty, working site.
 * On Netlify the build reads the site's Blobs (BLOBS_SITE_ID and BLOBS_TOKEN); elsewhere it
 * attaches to the local sandbox `netlify dev` and `netlify serve` use (.netlify/blobs-serve).
 */
import { attachLocalBlobs, run } from './blobs-env.mjs';
import { buildSearchIndex } from './search-index.mjs';
import { checkOutput } from './check-output.mjs';
import { setAsidePostPages } from './post-pages.mjs';

const onNetlify = process.env.NETLIFY === 'true';
const args = process.argv.slice(2);
const outAt = args.indexOf('--outDir');
const outDir = outAt >= 0 ? args[outAt + 1] : 'dist';
const server = onNetlify ? null : await attachLocalBlobs();
// Taken before the pages read the store: anything saved later is searched through the API.
const builtAt = new Date().toISOString();
let status = await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', ...args]);
await server?.stop();
if (status === 0) {
  try {
    console.log(`Search index: ${await buildSearchIndex(outDir, builtAt)} posts`);
    console.log(`Post pages set aside from the deploy: ${await setAsidePostPages(outDir)}`);
    await checkOutput(outDir);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    status = 1;
  }
}
process.exit(status);
