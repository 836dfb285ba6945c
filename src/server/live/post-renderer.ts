/**
 * Renders `/post/{id}` on request with the live route Astro builds into a server bundle
 * (integrations/live-render.mjs writes it beside the static site, `dist-render/` for `dist/`).
 * Under `npm run dev` there is no bundle: astro dev renders the same route (LIVE_RENDER_ORIGIN).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Bundle {
  render(request: Request): Promise<Response>;
}

let bundle: Promise<Bundle> | null = null;

function loadBundle(): Promise<Bundle> {
  const dir = process.env.LIVE_RENDER_DIR || 'dist-render';
  return (bundle ??= import(/* @vite-ignore */ pathToFileURL(resolve(dir, 'entry.mjs')).href) as Promise<Bundle>);
}

/** The page for one post id (already checked to be a plain slug), from the store as it is now. */
export async function renderPostPage(id: string, origin: string): Promise<Response> {
  const path = `/live/post/${encodeURIComponent(id)}`;
  const dev = process.env.LIVE_RENDER_ORIGIN;
  if (dev) return fetch(new URL(path, dev));
  return (await loadBundle()).render(new Request(new URL(path, origin)));
}
