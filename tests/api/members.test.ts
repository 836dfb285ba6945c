/**
 * Tiers, post access and comps over the API (DESIGN.md, Members and paid content), with no Stripe
 * key: everything but payment works, and payment answers 503 PAYMENTS_NOT_CONFIGURED.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Post, Tier } from '@/shared/types';
import { authors, categories } from '@/server/repos/taxonomy';
import { call } from './helpers/dispatch';
import { makeUser } from './helpers/users';

const run = randomUUID().slice(0, 6);
let admin: string;
let readerToken: string;
let readerId: string;

const tierBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'Support the writing',
  monthlyPrice: 500,
  yearlyPrice: 5000,
  currency: 'usd',
  benefits: ['Every post', 'The archive'],
  ...extra,
});

async function makeTier(name: string, extra: Record<string, unknown> = {}): Promise<Tier> {
  const res = await call('POST', '/api/tiers', { token: admin, body: tierBody(name, extra) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data;
}

async function makePost(title: string, content: string, access: Record<string, unknown>): Promise<Post> {
  const res = await call('POST', '/api/posts', {
    token: admin,
    body: { title, excerpt: 'The excerpt', content, authorId: 'm-author', categoryId: 'm-cat', status: 'published', ...access },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data;
}

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  await categories.save({ id: 'm-cat', name: 'Members', description: '', imageUrl: '' });
  await authors.save({ id: 'm-author', name: 'M Author', avatarUrl: '', bio: '', followers: 0 });
  admin = (await makeUser({ admin: true })).token;
  const r = await makeUser();
  readerToken = r.token;
  readerId = r.user.id;
});

describe('tiers', () => {
  it('administrators create and update tiers; everyone lists the active ones', async () => {
    const gold = await makeTier(`Gold ${run}`);
    expect(gold).toMatchObject({ name: `Gold ${run}`, monthlyPrice: 500, yearlyPrice: 5000, currency: 'usd', active: true });
    const old = await makeTier(`Old ${run}`, { active: false });
    const pub = (await (await call('GET', '/api/tiers')).json()).data as Tier[];
    expect(pub.some((t) => t.id === gold.id)).toBe(true);
    expect(pub.some((t) => t.id === old.id)).toBe(false);
    const all = (await (await call('GET', '/api/tiers', { token: admin })).json()).data as Tier[];
    expect(all.some((t) => t.id === old.id)).toBe(true);
    const put = await call('PUT', `/api/tiers/${gold.id}`, {
      token: admin,
      body: tierBody(`Gold ${run}`, { monthlyPrice: 700 }),
    });
    expect((await put.json()).data.monthlyPrice).toBe(700);
  });

  it('validates prices and currency, listing every problem', async () => {
    const res = await call('POST', '/api/tiers', {
      token: admin,
      body: tierBody('Bad', { monthlyPrice: 0, yearlyPrice: 1.5, currency: 'USD' }),
    });
    expect(res.status).toBe(400);
    const fields = ((await res.json()).errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['currency', 'monthlyPrice', 'yearlyPrice']);
  });

  it('refuses guests and readers', async () => {
    expect((await call('POST', '/api/tiers', { body: tierBody('X') })).status).toBe(401);
    expect((await call('POST', '/api/tiers', { token: readerToken, body: tierBody('X') })).status).toBe(403);
  });

  it('a tier with members is archived, never deleted (409 TIER_HAS_MEMBERS)', async () => {
    const t = await makeTier(`Kept ${run}`);
    const comped = await makeUser();
    expect((await call('PUT', `/api/members/${comped.user.id}`, { token: admin, body: { comped: t.id } })).status).toBe(200);
    const del = await call('DELETE', `/api/tiers/${t.id}`, { token: admin });
    expect(del.status).toBe(409);
    expect((await del.json()).code).toBe('TIER_HAS_MEMBERS');
    const empty = await makeTier(`Empty ${run}`);
    expect((await call('DELETE', `/api/tiers/${empty.id}`, { token: admin })).status).toBe(200);
  });
});

describe('member on the user answer', () => {
  it('a signed-in reader is a free member', async () => {
    const me = (await (await call('GET', '/api/auth/me', { token: readerToken })).json()).data;
    expect(me.member).toEqual({ status: 'free', tierId: null, cadence: null, currentPeriodEnd: null, cancelAtPeriodEnd: false });
  });
});

describe('post access', () => {
  it('keeps the divider as stored and answers only the preview to readers without access', async () => {
    const tier = await makeTier(`Access ${run}`);
    const post = await makePost(`Paid ${run}`, '<p>Open part.</p><hr data-paywall><p>Closed part.</p>', { visibility: 'paid' });
    expect(post.content).toBe('<p>Open part.</p><hr data-paywall=""><p>Closed part.</p>');
    expect(post.visibility).toBe('paid');

    for (const token of [undefined, readerToken]) {
      const one = (await (await call('GET', `/api/posts/${post.id}`, { token })).json()).data as Post;
      expect(one.content).toBe('<p>Open part.</p>');
      expect(one.access).toBe(false);
      const content = await call('GET', `/api/posts/${post.id}/content`, { token });
      expect(content.status).toBe(403);
      expect((await content.json()).code).toBe('PAYWALL');
    }
    // Comped to any tier: `paid` admits them.
    await call('PUT', `/api/members/${readerId}`, { token: admin, body: { comped: tier.id } });
    const full = await call('GET', `/api/posts/${post.id}/content`, { token: readerToken });
    expect(full.status).toBe(200);
    expect((await full.json()).data.content).toContain('Closed part.');
    const one = (await (await call('GET', `/api/posts/${post.id}`, { token: readerToken })).json()).data as Post;
    expect(one.access).toBe(true);
    expect(one.content).toContain('Closed part.');
    await call('PUT', `/api/members/${readerId}`, { token: admin, body: { comped: null } });
  });

  it('members-only admits any signed-in reader; specific tiers only those tiers', async () => {
    const a = await makeTier(`A ${run}`);
    const b = await makeTier(`B ${run}`);
    const members = await makePost(`Members ${run}`, '<p>Hi.</p><hr data-paywall=""><p>For members.</p>', {
      visibility: 'members',
    });
    expect((await call('GET', `/api/posts/${members.id}/content`)).status).toBe(403);
    expect((await call('GET', `/api/posts/${members.id}/content`, { token: readerToken })).status).toBe(200);

    const onlyB = await makePost(`Only B ${run}`, '<p>Hi.</p><hr data-paywall=""><p>For B.</p>', {
      visibility: 'tiers',
      tiers: [b.id],
    });
    const inA = await makeUser();
    const inB = await makeUser();
    await call('PUT', `/api/members/${inA.user.id}`, { token: admin, body: { comped: a.id } });
    await call('PUT', `/api/members/${inB.user.id}`, { token: admin, body: { comped: b.id } });
    expect((await call('GET', `/api/posts/${onlyB.id}/content`, { token: inA.token })).status).toBe(403);
    expect((await call('GET', `/api/posts/${onlyB.id}/content`, { token: inB.token })).status).toBe(200);
  });

  it('the gated part comes prepared as the page body is: heading ids, paragraph anchors, lazy images with alt text', async () => {
    const tier = await makeTier(`Prepared ${run}`);
    const reader = await makeUser();
    await call('PUT', `/api/members/${reader.user.id}`, { token: admin, body: { comped: tier.id } });
    const post = await makePost(
      `Prepared ${run}`,
      '<h2>Setup</h2><p>Open part.</p><hr data-paywall=""><h2>Setup</h2><p>Closed part.</p>' +
        '<p><img src="https://example.com/deep.png"></p><h3>Going further</h3><p>More.</p>',
      { visibility: 'paid' },
    );
    const res = await call('GET', `/api/posts/${post.id}/content`, { token: reader.token });
    expect(res.status).toBe(200);
    const { content } = (await res.json()).data as { content: string };
    // Only the part after the divider: the page already holds the preview.
    expect(content).not.toContain('Open part.');
    expect(content).not.toContain('data-paywall');
    // Ids are taken over the whole body, so a heading repeated after the divider does not take the preview's.
    expect(content).toContain('<h2 id="setup-2">Setup</h2>');
    expect(content).toContain('<h3 id="going-further">Going further</h3>');
    expect(content).toMatch(/<p id="p-[0-9a-z]+">Closed part\.<\/p>/);
    const images = content.match(/<img\b[^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toContain('loading="lazy"');
    expect(images[0]).toContain('decoding="async"');
    expect(images[0]).toMatch(/\salt=/);
    await call('PUT', `/api/members/${reader.user.id}`, { token: admin, body: { comped: null } });
  });

  it('a gated post without a divider shows readers only its excerpt', async () => {
    const post = await makePost(`No divider ${run}`, '<p>All of it is paid.</p>', { visibility: 'paid' });
    const one = (await (await call('GET', `/api/posts/${post.id}`)).json()).data as Post;
    expect(one.content).toBe('');
    expect(one.excerpt).toBe('The excerpt');
  });

  it('specific tiers needs at least one tier', async () => {
    const res = await call('POST', '/api/posts', {
      token: admin,
      body: { title: 'T', excerpt: 'e', content: '', authorId: 'm-author', categoryId: 'm-cat', visibility: 'tiers', tiers: [] },
    });
    expect(res.status).toBe(400);
  });
});

describe('without Stripe keys', () => {
  it('checkout, cancel, resume and portal answer 503 PAYMENTS_NOT_CONFIGURED; guests 401', async () => {
    const tier = await makeTier(`Pay ${run}`);
    expect((await call('POST', '/api/members/checkout', { body: { tierId: tier.id, cadence: 'month' } })).status).toBe(401);
    for (const path of ['checkout', 'cancel', 'resume', 'portal']) {
      const res = await call('POST', `/api/members/${path}`, { token: readerToken, body: { tierId: tier.id, cadence: 'month' } });
      expect(res.status, path).toBe(503);
      expect((await res.json()).code).toBe('PAYMENTS_NOT_CONFIGURED');
    }
  });
});

describe('admin members list', () => {
  it('filters by status and tier and searches by email; readers are refused', async () => {
    const t = await makeTier(`List ${run}`);
    const m = await makeUser();
    await call('PUT', `/api/members/${m.user.id}`, { token: admin, body: { comped: t.id } });
    const res = await call('GET', `/api/members?status=comped&tier=${t.id}`, { token: admin });
    const rows = (await res.json()).data as { userId: string; status: string }[];
    expect(rows.map((r) => r.userId)).toEqual([m.user.id]);
    const byEmail = (await (await call('GET', `/api/members?q=${m.user.email.slice(0, 12)}`, { token: admin })).json()).data;
    expect(byEmail.map((r: { userId: string }) => r.userId)).toContain(m.user.id);
    expect((await call('GET', '/api/members', { token: readerToken })).status).toBe(403);
  });
});
