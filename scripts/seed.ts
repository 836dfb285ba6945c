/**
 * Seeds the store NETLIFY_BLOBS_CONTEXT points at: scripts/dev.mjs, scripts/build.mjs and
 * scripts/seed-local.mjs attach the local sandbox first. Without that context it stops rather than
 * fall back to a site store reachable through BLOBS_SITE_ID / BLOBS_TOKEN.
 */
import { migrateLegacyLayout } from './migrate-legacy';
import { seed } from './seed/run';

if (!process.env.NETLIFY_BLOBS_CONTEXT) {
  console.error('No local Blobs store to seed: run `npm run seed` (or `npm run dev`), which attaches .netlify/blobs-serve.');
  process.exit(1);
}
try {
  const migrated = await migrateLegacyLayout();
  if (migrated) console.log(migrated);
  console.log(await seed());
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
