/** `npm run seed`: seeds the local `netlify dev` sandbox (.netlify/blobs-serve, or BLOBS_DIR) when it is empty. */
import { attachLocalBlobs, run } from './blobs-env.mjs';

const server = await attachLocalBlobs();
const code = await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts']);
await server.stop();
process.exit(code);
