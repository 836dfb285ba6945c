/** The server bundle's entry: renders one on-demand route for a standard Request, as final HTML. */
import { createApp } from 'astro/app/entrypoint';
import { islandStyleToHead } from './island-styles.mjs';

const app = createApp();

export async function render(request) {
  const res = await app.render(request);
  return new Response(islandStyleToHead(await res.text()), { status: res.status, headers: res.headers });
}
