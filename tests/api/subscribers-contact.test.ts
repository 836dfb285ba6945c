import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { app as subscribersFn } from '../../netlify/functions/subscribers';
import { app as contactFn } from '../../netlify/functions/contact';
import type { ContactMessage, Subscriber } from '@/shared/types';
import { makeUser } from './helpers/users';

type Handler = (req: Request) => Promise<Response>;
const call = (handler: Handler, method: string, path: string, opts: { token?: string; body?: unknown; ip?: string } = {}) =>
  handler(
    new Request(`http://test${path}`, {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.ip ? { 'x-nf-client-connection-ip': opts.ip } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    }),
  );

let admin: string;
let reader: string;

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
  reader = (await makeUser()).token;
});

const freshEmail = () => `reader-${randomUUID().slice(0, 8)}@example.test`;
const subscribe = (email: string) => call(subscribersFn, 'POST', '/api/subscribers/subscribe', { body: { email } });
const subscribers = async (): Promise<Subscriber[]> =>
  (await (await call(subscribersFn, 'GET', '/api/subscribers?limit=100', { token: admin })).json()).data;

/** Runs with the per-IP limits switched on, as in production. */
async function withRateLimit(env: Record<string, string>, fn: () => Promise<void>) {
  const disabled = process.env.RATE_LIMIT_DISABLED;
  delete process.env.RATE_LIMIT_DISABLED;
  Object.assign(process.env, env);
  try {
    await fn();
  } finally {
    for (const k of Object.keys(env)) delete process.env[k];
    if (disabled !== undefined) process.env.RATE_LIMIT_DISABLED = disabled;
  }
}

describe('newsletter', () => {
  it('answers true for a new email and false when it is already on the list', async () => {
    const email = freshEmail();
    const first = await subscribe(email);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ data: true });
    const again = await subscribe(email.toUpperCase());
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ data: false });
    expect((await subscribers()).filter((s) => s.email === email)).toHaveLength(1);
  });

  it('keeps one subscriber when the same email subscribes 20 times at once', async () => {
    const email = freshEmail();
    const answers = await Promise.all(Array.from({ length: 20 }, () => subscribe(email)));
    expect(answers.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(bodies.some((b) => b.data === true)).toBe(true);
    expect((await subscribers()).filter((s) => s.email === email)).toHaveLength(1);
  });

  it('unsubscribes an email on the list and says false for one that is not', async () => {
    const email = freshEmail();
    await subscribe(email);
    const res = await call(subscribersFn, 'POST', '/api/subscribers/unsubscribe', { body: { email } });
    expect(await res.json()).toEqual({ data: true });
    expect((await subscribers()).some((s) => s.email === email)).toBe(false);
    const again = await call(subscribersFn, 'POST', '/api/subscribers/unsubscribe', { body: { email } });
    expect(await again.json()).toEqual({ data: false });
  });

  it('refuses a malformed email with the form message', async () => {
    const res = await subscribe('not-an-email');
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([{ field: 'email', msg: 'Please enter a valid email address' }]);
  });

  it('shows admins the list newest first, paginated, and lets them remove one', async () => {
    const older = freshEmail();
    const newer = freshEmail();
    await subscribe(older);
    await new Promise((r) => setTimeout(r, 5));
    await subscribe(newer);
    const page = await (await call(subscribersFn, 'GET', '/api/subscribers?limit=2&offset=0', { token: admin })).json();
    expect(page.data.map((s: Subscriber) => s.email)).toEqual([newer, older]);
    expect(page.meta).toMatchObject({ limit: 2, offset: 0 });
    expect(page.meta.total).toBeGreaterThanOrEqual(2);

    expect((await call(subscribersFn, 'GET', '/api/subscribers')).status).toBe(401);
    expect((await call(subscribersFn, 'GET', '/api/subscribers', { token: reader })).status).toBe(403);
    const id = page.data[0].id;
    expect((await call(subscribersFn, 'DELETE', `/api/subscribers/${id}`, { token: reader })).status).toBe(403);
    const removed = await call(subscribersFn, 'DELETE', `/api/subscribers/${id}`, { token: admin });
    expect(await removed.json()).toEqual({ data: { id } });
    expect((await subscribers()).some((s) => s.email === newer)).toBe(false);
    expect((await call(subscribersFn, 'DELETE', `/api/subscribers/${id}`, { token: admin })).status).toBe(404);
  });
});

describe('contact messages', () => {
  const send = (body: unknown, ip?: string) => call(contactFn, 'POST', '/api/contact', { body, ip });

  it('stores a message from a guest and shows it to admins newest first', async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await send({ name: '  Grace  ', email: 'Grace@Example.test', message: `First message ${tag}` });
    expect(first.status).toBe(201);
    const created = (await first.json()).data as ContactMessage;
    expect(created).toMatchObject({ name: 'Grace', email: 'grace@example.test', message: `First message ${tag}` });
    expect(Date.parse(created.timestamp)).not.toBeNaN();
    await send({ name: 'Linus', email: 'linus@example.test', message: `Second message ${tag}` });

    const list = await (await call(contactFn, 'GET', '/api/contact?limit=2', { token: admin })).json();
    expect(list.data.map((m: ContactMessage) => m.message)).toEqual([`Second message ${tag}`, `First message ${tag}`]);
    expect(list.meta).toMatchObject({ limit: 2, offset: 0 });
    const next = await (await call(contactFn, 'GET', '/api/contact?limit=1&offset=1', { token: admin })).json();
    expect(next.data[0].id).toBe(created.id);

    expect((await call(contactFn, 'GET', '/api/contact', { token: reader })).status).toBe(403);
    expect((await call(contactFn, 'DELETE', `/api/contact/${created.id}`, { token: admin })).status).toBe(200);
    const after = await (await call(contactFn, 'GET', '/api/contact?limit=100', { token: admin })).json();
    expect(after.data.some((m: ContactMessage) => m.id === created.id)).toBe(false);
    expect((await call(contactFn, 'DELETE', `/api/contact/${created.id}`, { token: admin })).status).toBe(404);
  });

  it('answers the form messages, one per field, for every problem at once', async () => {
    const empty = await send({ name: '', email: '', message: '' });
    expect(empty.status).toBe(400);
    const body = await empty.json();
    expect(body.errors).toEqual([
      { field: 'name', msg: 'Name is required' },
      { field: 'email', msg: 'Email is required' },
      { field: 'message', msg: 'Message is required' },
    ]);
    expect(body.error).toBe('Name is required, Email is required, Message is required');

    const wrong = await (await send({ name: 'Ann', email: 'ann@', message: '   too short   ' })).json();
    expect(wrong.errors).toEqual([
      { field: 'email', msg: 'Please enter a valid email address' },
      { field: 'message', msg: 'Message must be at least 10 characters long' },
    ]);
    expect((await send({})).status).toBe(400);
    expect((await send([1, 2])).status).toBe(400);
  });

  it('limits how many messages one address can send', async () => {
    await withRateLimit({ RATE_LIMIT_CONTACT: '2/600' }, async () => {
      const ip = `client-${randomUUID()}`;
      const ok = { name: 'Spam', email: 'spam@example.test', message: 'Buy my stuff now please' };
      expect((await send(ok, ip)).status).toBe(201);
      expect((await send(ok, ip)).status).toBe(201);
      const limited = await send(ok, ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});
