/**
 * A local stand-in for a fediverse server: one actor (`alice`) with an inbox and a shared inbox that
 * verify every HTTP signature they receive (with Fedify, fetching the signer's key), record what
 * arrives, and answer 202 or a status a test forces. It follows, replies, edits and deletes its
 * replies, likes and boosts by sending signed activities, and can send forged or stale ones.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Temporal } from '@js-temporal/polyfill';
import { exportSpki, getDocumentLoader } from '@fedify/fedify/runtime';
import {
  generateCryptoKeyPair,
  signRequest,
  verifyRequestDetailed,
  type HttpMessageSignaturesSpec,
  type KeyCache,
} from '@fedify/fedify/sig';
import type { CryptographicKey, Multikey } from '@fedify/fedify/vocab';

export interface Received {
  path: string;
  verified: boolean;
  keyId: string;
  activity: { id?: string; type?: string; object?: unknown; actor?: string } & Record<string, unknown>;
  at: number;
  /** The status the stand-in answered with. */
  answered: number;
}

export interface SendOptions {
  /** Sign with a key that is not the actor's. */
  forge?: boolean;
  /** Sign as of this many ms ago (a stale signature). */
  ageMs?: number;
  /** Send without any signature. */
  unsigned?: boolean;
  spec?: HttpMessageSignaturesSpec;
}

export interface FediverseStandin {
  origin: string;
  actor: string;
  inbox: string;
  sharedInbox: string;
  received: Received[];
  /** Answer inbox posts with this status (e.g. 500, 410) until set back to 202. */
  answerWith: (status: number) => void;
  send: (inbox: string, activity: Record<string, unknown>, opts?: SendOptions) => Promise<number>;
  follow: (target: string, inbox: string, opts?: SendOptions) => Promise<{ status: number; id: string }>;
  reply: (inbox: string, inReplyTo: string, html: string, opts?: SendOptions) => Promise<{ status: number; noteId: string }>;
  like: (inbox: string, object: string) => Promise<number>;
  close: () => Promise<void>;
}

const AS = 'https://www.w3.org/ns/activitystreams';

/** A server caches the keys it fetched, as Mastodon does; the tests fetch every time. */
function keyCacheOf(keep: boolean): KeyCache | undefined {
  if (!keep) return undefined;
  const keys = new Map<string, CryptographicKey | Multikey | null>();
  return {
    get: async (id) => keys.get(id.href),
    set: async (id, key) => {
      keys.set(id.href, key);
    },
  };
}

/**
 * `port` 0 picks a free one. Besides the actor's inboxes, any `/inboxes/{n}` is an inbox too, so a
 * benchmark can stand for many servers.
 */
export async function startFediverseStandin(port = 0, opts: { cacheKeys?: boolean } = {}): Promise<FediverseStandin> {
  const keyCache = keyCacheOf(Boolean(opts.cacheKeys));
  const keys = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
  const rogue = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
  const loader = getDocumentLoader({ allowPrivateAddress: true });
  const received: Received[] = [];
  let status = 202;
  let origin = '';
  const actorDoc = async () => ({
    '@context': [AS, 'https://w3id.org/security/v1'],
    id: `${origin}/users/alice`,
    type: 'Person',
    preferredUsername: 'alice',
    name: 'Alice Standin',
    inbox: `${origin}/users/alice/inbox`,
    outbox: `${origin}/users/alice/outbox`,
    endpoints: { sharedInbox: `${origin}/inbox` },
    icon: { type: 'Image', url: `${origin}/alice.png` },
    publicKey: {
      id: `${origin}/users/alice#main-key`,
      owner: `${origin}/users/alice`,
      publicKeyPem: await exportSpki(keys.publicKey),
    },
  });

  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => resolve(Buffer.concat(parts)));
      req.on('error', reject);
    });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0]!;
    if (req.method === 'GET' && path === '/control/summary') {
      // What arrived at inboxes under a prefix, for a benchmark running the stand-in in its own process.
      const prefix = new URL(req.url ?? '/', origin).searchParams.get('prefix') ?? '/';
      const hits = received.filter((r) => r.path.startsWith(prefix));
      const summary = {
        received: hits.length,
        distinct: new Set(hits.map((r) => r.path)).size,
        verified: hits.filter((r) => r.verified).length,
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(summary));
      return;
    }
    if (req.method === 'GET' && path === '/users/alice') {
      res.writeHead(200, { 'content-type': 'application/activity+json' });
      res.end(JSON.stringify(await actorDoc()));
      return;
    }
    if (req.method === 'POST' && (path === '/inbox' || path === '/users/alice/inbox' || path.startsWith('/inboxes/'))) {
      const body = await readBody(req);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const check = await verifyRequestDetailed(
        new Request(`${origin}${req.url}`, { method: 'POST', headers, body: new Uint8Array(body) }),
        { documentLoader: loader, contextLoader: loader, keyCache },
      );
      const activity = JSON.parse(body.toString('utf8')) as Received['activity'];
      received.push({
        path,
        verified: check.verified && check.key.ownerId?.href === activity.actor,
        keyId: check.verified ? (check.key.id?.href ?? '') : '',
        activity,
        at: Date.now(),
        answered: status,
      });
      res.writeHead(status).end();
      return;
    }
    res.writeHead(404).end();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('fediverse stand-in', err);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const actor = `${origin}/users/alice`;

  async function send(inbox: string, activity: Record<string, unknown>, opts: SendOptions = {}): Promise<number> {
    const json = JSON.stringify({ '@context': AS, ...activity });
    const req = new Request(inbox, { method: 'POST', headers: { 'content-type': 'application/activity+json' }, body: json });
    const signed = opts.unsigned
      ? req
      : await signRequest(req, (opts.forge ? rogue : keys).privateKey, new URL(`${actor}#main-key`), {
          spec: opts.spec,
          ...(opts.ageMs ? { currentTime: Temporal.Instant.fromEpochMilliseconds(Date.now() - opts.ageMs) } : {}),
        });
    const res = await fetch(signed);
    await res.body?.cancel();
    return res.status;
  }

  return {
    origin,
    actor,
    inbox: `${origin}/users/alice/inbox`,
    sharedInbox: `${origin}/inbox`,
    received,
    answerWith: (s) => {
      status = s;
    },
    send,
    async follow(target, inbox, opts) {
      const id = `${actor}#follows/${randomUUID()}`;
      return { status: await send(inbox, { id, type: 'Follow', actor, object: target }, opts), id };
    },
    async reply(inbox, inReplyTo, html, opts) {
      const noteId = `${origin}/notes/${randomUUID()}`;
      const note = { id: noteId, type: 'Note', attributedTo: actor, inReplyTo, content: html, to: [`${AS}#Public`] };
      const status = await send(inbox, { id: `${noteId}/activity`, type: 'Create', actor, object: note }, opts);
      return { status, noteId };
    },
    like: (inbox, object) => send(inbox, { id: `${actor}#likes/${randomUUID()}`, type: 'Like', actor, object }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
