/**
 * Policy declared on a route (input schema, rate-limit bucket, rebuild policy) is enforced by
 * `serve` alone, over the real local Blobs store, with the same answers the API has always given.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactInput } from '@/shared/schemas';
import { Conflict } from '@/server/errors';
import { created, ok } from '@/server/http/respond';
import { route, serve } from '@/server/http/router';
import { livePages } from '@/server/http/rebuild';
import { buildStatus } from '@/server/build-hook';
import { call } from './helpers/dispatch';

let handled = 0;
const app = serve([
  route('POST', '/api/policy/contact', 'public', { input: contactInput, rateLimit: 'contact' }, async ({ input }) => {
    handled++;
    return created(input);
  }),
  route('POST', '/api/policy/login', 'public', { rateLimit: { action: 'login-ip', counts: 401 } }, async ({ req }) => {
    const { fail } = (await req.json()) as { fail: boolean };
    return fail ? new Response(JSON.stringify({ error: 'Invalid email or password' }), { status: 401 }) : ok(true);
  }),
  route('POST', '/api/policy/items/:id', 'public', { rebuild: livePages }, async ({ req, params }) => {
    const item = (await req.json()) as { name: string; conflict?: boolean; quiet?: boolean };
    if (item.conflict) throw Conflict('Already there', 'ITEM_EXISTS');
    // A quiet item is one no reader's page shows, as a draft's edit is.
    return ok(item, { changes: [{ entity: 'page', kind: 'updated', id: params.id, title: item.name, live: !item.quiet }] });
  }),
]);

const post = (path: string, body: unknown, ip = '192.0.2.1', raw?: string) =>
  app(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: raw ?? JSON.stringify(body),
    }),
  );
const freshIp = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

afterEach(() => {
  process.env.RATE_LIMIT_DISABLED = '1';
  delete process.env.RATE_LIMIT_CONTACT;
  delete process.env.RATE_LIMIT_LOGIN_IP;
});

describe('input schema', () => {
  it('refuses a body the schema rejects with the same 400 body as the real contact route, before the handler runs', async () => {
    const bad = { name: '', email: 'not-an-email', message: 'Hi' };
    const before = handled;
    const res = await post('/api/policy/contact', bad);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'message', 'name']);
    expect(body).toEqual(await (await call('POST', '/api/contact', { body: bad })).json());
    expect(handled).toBe(before);
  });

  it('answers malformed JSON with 400 MALFORMED_JSON and hands a valid body to the handler parsed', async () => {
    const malformed = await post('/api/policy/contact', null, freshIp(), '{"name":');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe('MALFORMED_JSON');
    const res = await post('/api/policy/contact', { name: '  Ann  ', email: 'ann@example.com', message: 'Hello there, friend' });
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ name: 'Ann', email: 'ann@example.com' });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once the bucket is full, without running the handler, and counts per address', async () => {
    process.env.RATE_LIMIT_DISABLED = '0';
    process.env.RATE_LIMIT_CONTACT = '2/600';
    const ip = freshIp();
    const body = { name: 'Ann', email: 'ann@example.com', message: 'Hello there, friend' };
    expect((await post('/api/policy/contact', body, ip)).status).toBe(201);
    expect((await post('/api/policy/contact', body, ip)).status).toBe(201);
    const before = handled;
    const limited = await post('/api/policy/contact', body, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    expect(handled).toBe(before);
    expect((await post('/api/policy/contact', body, freshIp())).status).toBe(201);
  });

  it('counts only the answers with the declared status when the bucket says so (failed sign-ins)', async () => {
    process.env.RATE_LIMIT_DISABLED = '0';
    process.env.RATE_LIMIT_LOGIN_IP = '2/600';
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await post('/api/policy/login', { fail: false }, ip)).status).toBe(200);
    expect((await post('/api/policy/login', { fail: true }, ip)).status).toBe(401);
    expect((await post('/api/policy/login', { fail: true }, ip)).status).toBe(401);
    expect((await post('/api/policy/login', { fail: false }, ip)).status).toBe(429);
  });
});

describe('rebuild', () => {
  let hook: Server;
  const titles: string[] = [];
  beforeAll(async () => {
    hook = createServer((req, res) => {
      titles.push(new URL(req.url ?? '/', 'http://x').searchParams.get('trigger_title') ?? '');
      req.resume();
      res.end();
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    delete process.env.BUILD_HOOK_URL;
    await new Promise((r) => hook.close(r));
  });

  it('asks for a rebuild after a 2xx write, with the reason made from the changes the handler reported', async () => {
    titles.length = 0;
    const res = await post('/api/policy/items/first', { name: 'First' });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ name: 'First' });
    expect(titles).toEqual(['Page "First" updated']);
    expect((await buildStatus()).lastRequestedAt).not.toBeNull();
  });

  it("asks for none when the write fails or its changes are on no reader's page", async () => {
    titles.length = 0;
    const refused = await post('/api/policy/items/second', { name: 'Second', conflict: true });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'Already there', code: 'ITEM_EXISTS' });
    expect((await post('/api/policy/items/third', { name: 'Third', quiet: true })).status).toBe(200);
    expect(titles).toEqual([]);
  });

  it("hands the rebuild to Netlify's waitUntil when there is one, after answering", async () => {
    titles.length = 0;
    const later: Promise<unknown>[] = [];
    const req = new Request('http://localhost/api/policy/items/fourth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Fourth' }),
    });
    const res = await app(req, { waitUntil: (p) => later.push(p) });
    expect(res.status).toBe(200);
    expect(later).toHaveLength(1);
    await Promise.all(later);
    expect(titles).toEqual(['Page "Fourth" updated']);
  });
});
