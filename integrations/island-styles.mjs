/**
 * Astro writes its island rule (`astro-island{display:contents}`) as a <style> in <body>, before the
 * first island, which HTML does not allow there; the pages carry it in <head> instead, prebuilt
 * (`islandStylesInHead`) or rendered on request (live-render-entry.mjs).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ISLAND_STYLE = /<style>astro-island,[^<]*<\/style>/g;

/** The page with the island rule moved into <head>. */
export function islandStyleToHead(html) {
  const style = html.match(ISLAND_STYLE)?.[0];
  return style ? html.replace(ISLAND_STYLE, '').replace('</head>', `${style}</head>`) : html;
}

export const islandStylesInHead = () => ({
  name: 'island-styles-in-head',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const root = fileURLToPath(dir);
      const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'));
      for (const file of files) {
        const html = await readFile(join(root, file), 'utf8');
        const moved = islandStyleToHead(html);
        if (moved !== html) await writeFile(join(root, file), moved);
      }
    },
  },
});
