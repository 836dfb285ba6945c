/**
 * `netlify dev` runs this: seed the empty local store once, then serve the pages with `astro dev`,
 * and run the publishing job every minute as Netlify would.
 */
import { attachLocalBlobs, run } from './blobs-env.mjs';
import { startSchedulerTicks } from './scheduler-ticks.mjs';

await attachLocalBlobs();
const seeded = await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts']);
if (seeded !== 0) process.exit(seeded);
const port = process.env.ASTRO_PORT || '4321';
// netlify dev serves the functions on its own port (netlify.toml [dev] port), in front of astro dev.
startSchedulerTicks(process.env.URL || 'http://localhost:8888');
process.exit(await run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', port]));
