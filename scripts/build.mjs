/**
 * Builds the static site from whatever the store holds (posts' pages for the newest PREBUILT_POSTS
 * posts; the post-page function renders the rest), then the readers' search index from the store's
 * published posts, and stamps the server bundle with the time the build read the store, so the
 * functions know which prebuilt pages a later change made stale.
 * It never seeds: demo content is the explicit local step (`npm run seed`, or `npm run dev`), so a
 * production build of an empty store is an empty, working site.
 * On Netlify the build reads the site's Blobs (BLOBS_SITE_ID and BLOBS_TOKEN); elsewhere it
 * attaches to the local sandbox `netlify dev` and `netlify serve` use (.netlify/blobs-serve).
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { attachLocalBlobs, run } from './blobs-env.mjs';
import { checkOutput } from './check-output.mjs';

const onNetlify = process.env.NETLIFY === 'true';
const args = process.argv.slice(2);
const outAt = args.indexOf('--outDir');
const outDir = outAt >= 0 ? args[outAt + 1] : 'dist';
const server = onNetlify ? null : await attachLocalBlobs();
// Taken before the pages read the store: anything saved later is searched through the API.
const builtAt = new Date().toISOString();
let status = await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', ...args]);
if (status === 0) status = await run(process.execPath, ['--import', 'tsx', 'scripts/index-posts.ts', outDir, builtAt]);
await server?.stop();
if (status === 0) {
  try {
    await checkOutput(outDir);
    await stampBuild();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    status = 1;
  }
}
process.exit(status);

/** `<outDir>-render/build.json`: read by the functions that ship with this build (src/server/live/build-stamp.ts). */
async function stampBuild() {
  const prebuiltPosts = (await readdir(`${outDir}/post`).catch(() => [])).length;
  await mkdir(`${outDir}-render`, { recursive: true });
  await writeFile(`${outDir}-render/build.json`, `${JSON.stringify({ builtAt, prebuiltPosts })}\n`);
}
