/**
 * Carries the readers' search indexes from one Netlify build to the next (scripts/search-index.mjs
 * keeps one per year of publishing under a key of its posts), so a rebuild after a publish indexes
 * only the years that changed instead of the whole archive.
 */
const SEARCH_CACHE = process.env.SEARCH_CACHE_DIR || 'node_modules/.cache/search-index';

export const onPreBuild = async ({ utils }) => {
  const restored = await utils.cache.restore(SEARCH_CACHE);
  console.log(
    restored ? `Restored the search indexes from the build cache (${SEARCH_CACHE})` : 'No search indexes in the build cache yet',
  );
};

export const onPostBuild = async ({ utils }) => {
  if (await utils.cache.save(SEARCH_CACHE)) console.log(`Saved the search indexes to the build cache (${SEARCH_CACHE})`);
};
