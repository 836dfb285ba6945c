/**
 * Builds the routes marked `prerender = false` into a server bundle the post-page function runs,
 * beside the static site (which stays in `outDir`, served by the CDN as before).
 */
import { fileURLToPath } from 'node:url';

export function liveRender() {
  return {
    name: 'live-render',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        const out = fileURLToPath(config.outDir).replace(/\/$/, '');
        updateConfig({
          build: { client: config.outDir, server: new URL(`file://${out}-render/`) },
          // The bundle carries its dependencies, so the function needs nothing else at run time;
          // astro dev loads them from node_modules as usual.
          // Prerendering runs from the same folder, so it bundles them too (the build may write
          // outside the project, where node_modules is out of reach).
          ...(command === 'build'
            ? { vite: { ssr: { noExternal: true }, environments: { prerender: { resolve: { noExternal: true } } } } }
            : {}),
        });
      },
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'live-render',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./live-render-entry.mjs', import.meta.url),
          supportedAstroFeatures: {
            staticOutput: 'stable',
            hybridOutput: 'stable',
            serverOutput: 'stable',
            sharpImageService: 'stable',
          },
        });
      },
    },
  };
}
