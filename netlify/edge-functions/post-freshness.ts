/**
 * In front of `/post/*`: a post whose prebuilt page is older than its last change (an edit, an
 * unpublish or delete, a settings, category or author change) is answered by the renderer; every other
 * request passes straight through to the static file, or to the post-page function when the build
 * wrote none. What changed comes from `GET /api/page-changes`, kept in memory and asked again at most
 * every few seconds, in the background while the copy is young, so an unchanged post pays no request.
 * Should that answer fail, readers still get the prebuilt page.
 */

interface EdgeContext {
  waitUntil?: (promise: Promise<unknown>) => void;
}

interface Known {
  at: number;
  all: boolean;
  posts: Set<string>;
}

/** Asked again in the background after this long... */
const FRESH_MS = 2_000;
/** ...and waited for after this long, so a change is never missed for more than about half a minute. */
const STALE_MS = 30_000;
const POST = /^\/post\/([A-Za-z0-9_-]{1,200})\/?$/;

let known: Known | null = null;
let asking: Promise<void> | null = null;

async function ask(origin: string): Promise<void> {
  const res = await fetch(new URL('/api/page-changes', origin), { signal: AbortSignal.timeout(2_000) });
  if (!res.ok) throw new Error(`GET /api/page-changes answered ${res.status}`);
  const { data } = (await res.json()) as { data: { all: boolean; posts: string[] } };
  known = { at: Date.now(), all: data.all, posts: new Set(data.posts) };
}

function refresh(origin: string): Promise<void> {
  asking ??= ask(origin)
    .catch((err) => console.error('Could not learn which posts changed since the build', err))
    .finally(() => (asking = null));
  return asking;
}

/** Headers that describe the bytes as they came over the wire, not the body passed on here. */
const WIRE_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding', 'connection'];

/**
 * The renderer's answer for the post (netlify.toml sends /live/post/* to the post-page function).
 * Fetched and passed on rather than rewritten to: a rewrite whose target answers 404 (an unpublished
 * post) would fall back to the static file, which is the stale page.
 */
async function rendered(req: Request, url: URL, id: string): Promise<Response> {
  const res = await fetch(new URL(`/live/post/${id}${url.search}`, url), { method: req.method === 'HEAD' ? 'HEAD' : 'GET' });
  const headers = new Headers(res.headers);
  for (const name of WIRE_HEADERS) headers.delete(name);
  return new Response(res.body, { status: res.status, headers });
}

export default async function postFreshness(req: Request, context: EdgeContext): Promise<Response | undefined> {
  const url = new URL(req.url);
  const id = POST.exec(url.pathname)?.[1];
  if (!id) return undefined;
  const age = known ? Date.now() - known.at : Infinity;
  if (age > STALE_MS) await refresh(url.origin);
  else if (age > FRESH_MS) {
    const pending = refresh(url.origin);
    context.waitUntil?.(pending);
  }
  if (known && (known.all || known.posts.has(id))) return rendered(req, url, id);
  return undefined;
}
