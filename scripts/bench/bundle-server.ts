/**
 * Bundles the benchmark server with esbuild, as Netlify bundles a function (`node_bundler =
 * "esbuild"`), so a cold start is timed on the code Netlify runs: one module, no TypeScript loader
 * hooks in front of every import (which alone add hundreds of milliseconds to a first page).
 */
import { build } from 'esbuild';

export const BUNDLED_SERVER = '.bench/serve-api.mjs';

export async function bundleBenchServer(): Promise<string> {
  await build({
    entryPoints: ['scripts/bench/serve-api.ts'],
    outfile: BUNDLED_SERVER,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // As netlify.toml: native code ships as a module, not in the bundle.
    external: ['sharp'],
    // Bundled CommonJS dependencies call require().
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  return BUNDLED_SERVER;
}
