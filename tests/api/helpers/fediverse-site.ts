/**
 * The site's fediverse, posts and comments functions served over HTTP on a free port, so the
 * fediverse stand-in can fetch the actor's key and post to its inbox; deliveries run in this process.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { app as fediverse } from '../../../netlify/functions/fediverse';
import { app as posts } from '../../../netlify/functions/posts';
import { app as comments } from '../../../netlify/functions/comments';
import { deliverDue } from '@/server/services/fediverse-delivery';
import { setDeliveryStarter } from '@/server/services/fediverse-outgoing';
import { forgetCachedKeys } from '@/server/services/fediverse-keys';

const appFor = (path: string) =>
  path.startsWith('/api/posts') ? posts : path.startsWith('/api/comments') ? comments : fediverse;

export interface FediverseSite {
  origin: string;
  call: (
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ) => Promise<Response>;
  close: () => Promise<void>;
}

export async function startFediverseSite(): Promise<FediverseSite> {
  process.env.FEDIVERSE_ALLOW_PRIVATE_HOSTS = '1';
  forgetCachedKeys();
  let origin = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
      const path = req.url ?? '/';
      appFor(path)(new Request(`${origin}${path}`, { method: req.method, headers, body }))
        .then(async (r) => {
          res.writeHead(r.status, Object.fromEntries(r.headers));
          res.end(Buffer.from(await r.arrayBuffer()));
        })
        .catch((err: unknown) => {
          console.error(err);
          res.writeHead(500).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SITE_URL = origin;
  setDeliveryStarter(async () => {
    await deliverDue();
  });
  return {
    origin,
    call: (method, path, opts = {}) =>
      fetch(`${origin}${path}`, {
        method,
        headers: {
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        redirect: 'manual',
      }),
    close: async () => {
      setDeliveryStarter(null);
      delete process.env.SITE_URL;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
