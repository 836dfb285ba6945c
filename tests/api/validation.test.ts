/**
 * Bad input on every JSON-writing route, generated from the route tables: malformed JSON, bodies
 * over the limit, missing fields, wrong types and oversize strings answer 400/413 with the error
 * body and leave storage unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, call } from './helpers/dispatch';
import { storeFingerprint } from './helpers/fingerprint';
import { fixtures, makeWorld, publicFixtures, type World } from './helpers/route-fixtures';

/** Routes whose body is optional as a whole, or that take none. */
const OPTIONAL_BODY = new Set([
  'PUT /api/users/:id',
  'POST /api/auth/verify-email/resend',
  'POST /api/subscribers/:id/resend',
  'POST /api/newsletters/:id/retry',
  'POST /api/members/cancel',
  'POST /api/members/resume',
  'POST /api/members/portal',
  'POST /api/auth/2fa/totp/setup',
  'POST /api/auth/2fa/backup-codes',
  'POST /api/auth/passkeys/options',
  'POST /api/auth/passkey-login/options',
]);

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const jsonWrites = allRoutes.filter(
  (r) =>
    (r.method === 'POST' || r.method === 'PUT') &&
    !r.path.startsWith('/api/ai/') &&
    // Files, not JSON: an image, an export to import (tests/api/upload.test.ts, tests/api/import.test.ts).
    r.path !== '/api/upload/image' &&
    // The tracker's events take text/plain too and a 1 KB body (tests/api/analytics-collect.test.ts).
    r.path !== '/api/events' &&
    // Stripe's events: the raw body is checked by its signature (tests/api/stripe-webhook.test.ts).
    r.path !== '/api/stripe/webhook' &&
    // The fediverse's inboxes: signed ActivityStreams documents, refused by signature, date and size
    // before their shape (tests/api/fediverse.test.ts).
    !r.path.startsWith('/ap/') &&
    !r.path.startsWith('/api/import') &&
    !OPTIONAL_BODY.has(key(r)),
);
let world: World;

beforeAll(async () => {
  world = await makeWorld();
});

function wrongTypeOf(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number' || typeof value === 'boolean') return 'not-a-flag';
  return 'not-a-list';
}

describe.each(jsonWrites.map((r) => [key(r), r] as const))('%s', (name, r) => {
  const tokenFor = () =>
    r.access === 'admin' || r.access === 'staff' ? world.admin : r.access === 'user' ? world.reader : undefined;

  async function expectRefused(label: string, send: { body?: unknown; raw?: string }, statuses: number[]) {
    const fixture = await (fixtures[name] ?? publicFixtures[name])!(world);
    const before = await storeFingerprint();
    const res = await call(r.method, fixture.path, { token: tokenFor(), ...send });
    const body = await res.json();
    expect(statuses, `${label}: answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`).toContain(res.status);
    expect(typeof body.error, label).toBe('string');
    expect(await storeFingerprint(), `${label} changed storage`).toBe(before);
    return body;
  }

  it('has a valid example body', async () => {
    const fixture = await (fixtures[name] ?? publicFixtures[name])?.(world);
    expect(fixture?.body, `no fixture for ${name}`).toBeTruthy();
  });

  it('refuses malformed JSON and bodies over the limit', async () => {
    await expectRefused('malformed JSON', { raw: '{"title": ' }, [400]);
    await expectRefused('over the size limit', { raw: JSON.stringify({ pad: 'x'.repeat(6_000_000) }) }, [413]);
  });

  it('refuses a missing body and missing fields, naming each problem', async () => {
    await expectRefused('empty body', { raw: '' }, [400]);
    const body = await expectRefused('no fields', { body: {} }, [400]);
    expect(Array.isArray(body.errors) && body.errors.length > 0, 'errors lists the problems').toBe(true);
  });

  it('refuses each field of the wrong type or oversize', async () => {
    const fixture = await (fixtures[name] ?? publicFixtures[name])!(world);
    const valid = fixture.body as Record<string, unknown>;
    for (const [field, value] of Object.entries(valid)) {
      await expectRefused(`${field} of the wrong type`, { body: { ...valid, [field]: wrongTypeOf(value) } }, [400]);
      if (typeof value === 'string')
        await expectRefused(`${field} oversize`, { body: { ...valid, [field]: 'x'.repeat(600_001) } }, [400]);
    }
  });
});
