/** `netlify dev` runs this: seed the empty local store once, then serve the pages with `astro dev`. */
import { attachLocalBlobs, run } from './blobs-env.mjs';

await attachLocalBlobs();
const seeded = await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts']);
if (seeded !== 0) process.exit(seeded);
const port = process.env.ASTRO_PORT || '4321';
process.exit(await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', port]));
