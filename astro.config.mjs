import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

// Every page is prebuilt and the API lives in netlify/functions, so Netlify serves `dist` as is.
// The @astrojs/netlify adapter is deliberately not used: with it Astro emits a catch-all SSR
// function (`/*`) that would shadow the `/post/*` and `/admin/*` rewrites in netlify.toml.
/**
 * `npm run dev` renders every page on request from the store as it is now, so what an admin or a
 * test changes through the API shows on reload; `astro build` still prebuilds every page.
 */
const renderOnRequestInDev = () => {
  let dev = false;
  return {
    name: 'render-on-request-in-dev',
    hooks: {
      'astro:config:setup': ({ command }) => {
        dev = command === 'dev';
      },
      'astro:route:setup': ({ route }) => {
        if (dev) route.prerender = false;
      },
    },
  };
};

/**
 * Astro writes its island rule (`astro-island{display:contents}`) as a <style> in <body>, before the
 * first island, which HTML does not allow there; the built pages carry it in <head> instead.
 */
const ISLAND_STYLE = /<style>astro-island,[^<]*<\/style>/g;
const islandStylesInHead = () => ({
  name: 'island-styles-in-head',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const root = fileURLToPath(dir);
      const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'));
      for (const file of files) {
        const html = await readFile(join(root, file), 'utf8');
        const style = html.match(ISLAND_STYLE)?.[0];
        if (style) await writeFile(join(root, file), html.replace(ISLAND_STYLE, '').replace('</head>', `${style}</head>`));
      }
    },
  },
});

/**
 * What every public page runs (the header's account menu and bookmark count, the toaster) goes out
 * as one file rather than a dozen tiny chunks: each extra file costs a request and compresses worse.
 */
const EVERY_PAGE = /node_modules\/nanostores\/|src\/stores\/(auth|bookmarks|toasts)\.ts$|src\/browser\/(api|storage|dom)\.ts$/;

export default defineConfig({
  output: 'static',
  site: process.env.URL || 'http://localhost:8888',
  integrations: [react(), renderOnRequestInDev(), islandStylesInHead()],
  trailingSlash: 'ignore',
  // Readers' pages under `npm run dev` should be the pages readers get (the toolbar adds headings).
  devToolbar: { enabled: false },
  build: { format: 'directory' },
  vite: {
    plugins: [tailwindcss()],
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'site', test: EVERY_PAGE }] } } } } },
    },
  },
});
