/**
 * Serves the real function route tables (and the post-page and list-page functions) over HTTP for the benchmarks, in its own process so
 * the load generator does not share its event loop. It reports its port to the parent; the Blobs context comes
 * from NETLIFY_BLOBS_CONTEXT, set by the parent.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { app as analytics } from '../../netlify/functions/analytics';
import { app as auth } from '../../netlify/functions/auth';
import { app as events } from '../../netlify/functions/events';
import { app as listPage } from '../../netlify/functions/list-page';
import { app as members } from '../../netlify/functions/members';
import { app as postPage } from '../../netlify/functions/post-page';
import { app as posts } from '../../netlify/functions/posts';
import { app as postSync } from '../../netlify/functions/post-sync';
import { app as tiers } from '../../netlify/functions/tiers';

const apps: [string | RegExp, (req: Request) => Promise<Response>][] = [
  // Matched before `/api/posts`, as its declared path is on Netlify.
  [/^\/api\/posts\/[^/]+\/sync$/, postSync],
  ['/api/posts', posts],
  ['/api/auth', auth],
  ['/api/events', events],
  ['/api/analytics', analytics],
  ['/api/members', members],
  ['/api/tiers', tiers],
  ['/post/', postPage],
  // The bench builds nothing: every later list page is rendered on request.
  ['/page/', listPage],
  ['/category/', listPage],
];

const server = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const url = `http://localhost${req.url}`;
  const { pathname } = new URL(url);
  const app = apps.find(([path]) => (typeof path === 'string' ? pathname.startsWith(path) : path.test(pathname)))?.[1];
  if (!app) return res.writeHead(404).end();
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const body = chunks.length && req.method !== 'GET' ? Buffer.concat(chunks) : undefined;
  const out = await app(new Request(url, { method: req.method, headers, body }));
  res.writeHead(out.status, Object.fromEntries(out.headers));
  res.end(Buffer.from(await out.arrayBuffer()));
});
server.listen(0, () => process.send?.((server.address() as AddressInfo).port));
