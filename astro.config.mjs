import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { islandStylesInHead } from './integrations/island-styles.mjs';
import { liveRender } from './integrations/live-render.mjs';

// Every page is prebuilt and the API lives in netlify/functions, so Netlify serves `dist` as is.
// The one page rendered on request, a post's (src/pages/live/post/[id].astro), is built into a server
// bundle that the post-page function runs (integrations/live-render.mjs). The @astrojs/netlify adapter
// is not used: it emits a catch-all SSR function (`/*`) that would shadow the rewrites in netlify.toml.
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
 * What the controls share once a reader reaches them (the stores behind the account menu, likes,
 * bookmarks and the toaster) goes out as one file rather than a dozen tiny chunks: each extra file
 * costs a request and compresses worse. A guest's first screen loads none of it (src/layouts/page-runtime.ts).
 */
const EVERY_PAGE = /node_modules\/nanostores\/|src\/stores\/(auth|bookmarks|toasts)\.ts$|src\/browser\/(api|storage|dom)\.ts$/;

export default defineConfig({
  output: 'static',
  site: process.env.URL || 'http://localhost:8888',
  integrations: [react(), renderOnRequestInDev(), islandStylesInHead()],
  adapter: liveRender(),
  trailingSlash: 'ignore',
  // Readers' pages under `npm run dev` should be the pages readers get (the toolbar adds headings).
  devToolbar: { enabled: false },
  build: { format: 'directory', concurrency: 4 },
  vite: {
    plugins: [tailwindcss()],
    // The local store, test builds and benchmark stores hold many thousands of files no page imports;
    // watching them would use up the system's file watchers (and every store write would wake vite).
    server: { watch: { ignored: ['**/.netlify/**', '**/.e2e/**', '**/.bench/**', '**/dist/**', '**/dist-*/**'] } },
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'site', test: EVERY_PAGE }] } } } } },
    },
  },
});
