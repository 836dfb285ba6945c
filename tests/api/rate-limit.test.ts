/** Per-IP limits on public writes answer 429 with Retry-After, per address, and can be tuned by env. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/dispatch';
import { makeWorld, type World } from './helpers/route-fixtures';
import { makeUser } from './helpers/users';

let w: World;
beforeAll(async () => {
  w = await makeWorld();
});
afterEach(() => {
  process.env.RATE_LIMIT_DISABLED = '1';
  for (const k of ['RATE_LIMIT_CONTACT', 'RATE_LIMIT_SUBSCRIBE', 'RATE_LIMIT_COMMENT', 'RATE_LIMIT_REGISTER'])
    delete process.env[k];
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('rate limits', () => {
  const cases = [
    [
      'contact',
      'RATE_LIMIT_CONTACT',
      () => ({ path: '/api/contact', body: { name: 'Ann', email: 'ann@example.com', message: 'Hello there, friend' } }),
    ],
    [
      'subscribe',
      'RATE_LIMIT_SUBSCRIBE',
      () => ({ path: '/api/subscribers/subscribe', body: { email: `s${Math.random()}@example.com` } }),
    ],
    [
      'register',
      'RATE_LIMIT_REGISTER',
      () => ({
        path: '/api/auth/register',
        body: { name: 'Rita', email: `r${Math.random()}@example.com`, password: 'secret123' },
      }),
    ],
  ] as const;

  for (const [name, env, make] of cases) {
    it(`limits ${name} per IP`, async () => {
      process.env.RATE_LIMIT_DISABLED = '0';
      process.env[env] = '2/600';
      const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < 2; i++)
        expect((await call('POST', make().path, { body: make().body, headers: from(ip) })).status).toBeLessThan(300);
      const limited = await call('POST', make().path, { body: make().body, headers: from(ip) });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.json()).code).toBe('RATE_LIMITED');
      expect((await call('POST', make().path, { body: make().body, headers: from('198.51.100.7') })).status).toBeLessThan(300);
    });
  }

  it('does not count refused input against the limit, so a corrected form still goes through', async () => {
    process.env.RATE_LIMIT_DISABLED = '0';
    process.env.RATE_LIMIT_CONTACT = '1/600';
    const headers = from('192.0.2.91');
    for (let i = 0; i < 3; i++)
      expect(
        (
          await call('POST', '/api/contact', {
            body: { name: 'Ann', email: 'not-an-email', message: 'Hello there, friend' },
            headers,
          })
        ).status,
      ).toBe(400);
    expect(
      (
        await call('POST', '/api/contact', {
          body: { name: 'Ann', email: 'ann@example.com', message: 'Hello there, friend' },
          headers,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call('POST', '/api/contact', {
          body: { name: 'Ann', email: 'ann@example.com', message: 'Hello there, friend' },
          headers,
        })
      ).status,
    ).toBe(429);
  });

  it('counts only the hits of the last window, so the address is let in again once they age out', async () => {
    process.env.RATE_LIMIT_DISABLED = '0';
    process.env.RATE_LIMIT_CONTACT = '2/2';
    const headers = from('192.0.2.120');
    const send = () =>
      call('POST', '/api/contact', { body: { name: 'Ann', email: 'ann@example.com', message: 'Hello there, friend' }, headers });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await send()).status).toBe(201);
  });

  it('limits comments per IP', async () => {
    process.env.RATE_LIMIT_DISABLED = '0';
    process.env.RATE_LIMIT_COMMENT = '1/600';
    const { token } = await makeUser();
    const send = () =>
      call('POST', '/api/comments', { token, body: { postId: w.postId, text: 'Hi' }, headers: from('192.0.2.44') });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
  });

  it('switches off with RATE_LIMIT_DISABLED=1', async () => {
    process.env.RATE_LIMIT_DISABLED = '1';
    process.env.RATE_LIMIT_CONTACT = '1/600';
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await call('POST', '/api/contact', {
            body: { name: 'Ann', email: 'ann@example.com', message: 'Hello there, friend' },
            headers: from('192.0.2.99'),
          })
        ).status,
      ).toBe(201);
    }
  });
});
