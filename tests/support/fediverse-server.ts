/**
 * The fediverse stand-in as its own process, so a benchmark's sender and receiver use separate
 * cores as two servers would. `GET /control/summary?prefix=` answers what arrived.
 */
import { startFediverseStandin } from './fediverse-standin';

const port = Number(process.env.FEDIVERSE_STANDIN_PORT);
if (!port) throw new Error('FEDIVERSE_STANDIN_PORT is required');
await startFediverseStandin(port, { cacheKeys: true });
console.log(`fediverse stand-in on http://127.0.0.1:${port}`);
