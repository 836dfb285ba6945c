/**
 * `npm run ai:reindex`: embeds every published post again into the Ask the archive index and drops
 * what readers may no longer read. Locally it reads the store `netlify dev` uses; with BLOBS_SITE_ID
 * and BLOBS_TOKEN set it works on that site's store. Needs GEMINI_API_KEY (and GEMINI_EMBED_MODEL
 * when not the default).
 */
import { aiConfigured } from '@/server/ai/client';
import { embedModel } from '@/server/ai/embed';
import { rebuildAskIndex } from '@/server/ai/archive-index';
import { attachLocalBlobs } from './blobs-env.mjs';

if (!aiConfigured()) {
  console.error('Set GEMINI_API_KEY to build the Ask the archive index.');
  process.exit(1);
}
const server = process.env.BLOBS_SITE_ID && process.env.BLOBS_TOKEN ? null : await attachLocalBlobs();
try {
  const started = Date.now();
  const run = await rebuildAskIndex(100, (r) => console.log(`Indexed ${r.indexed} posts, ${r.pending} to go`));
  console.log(
    `Ask the archive index: ${run.indexed} posts embedded with ${embedModel()}, ${run.removed} removed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await server?.stop();
}
