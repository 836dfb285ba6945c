/**
 * Builds the static site from the store. On Netlify the build reads the site's Blobs (BLOBS_SITE_ID
 * and BLOBS_TOKEN); locally it attaches to the `netlify dev` sandbox and seeds it first when empty.
 */
import { attachLocalBlobs, run } from './blobs-env.mjs';

const onNetlify = process.env.NETLIFY === 'true';
const server = onNetlify ? null : await attachLocalBlobs();
let status = onNetlify ? 0 : await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts']);
if (status === 0) status = await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', ...process.argv.slice(2)]);
await server?.stop();
process.exit(status);
