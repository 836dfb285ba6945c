/**
 * `POST /api/events` answers as DESIGN says (202 with no body, 400, 413, 429) and stores nothing
 * when analytics is off or the page is /admin; the reports by role: editors and administrators see
 * every post, authors and contributors their own, readers 403, guests 401; reversed or over-long
 * ranges are 400.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { foldAnalytics } from '@/server/services/analytics-fold';
import { authors } from '@/server/repos/taxonomy';
import { resetClock, setClock } from '@/server/clock';
import { call } from './helpers/dispatch';
import { makeWorld, type World } from './helpers/route-fixtures';
import { makeUser } from './helpers/users';
import { analyticsBlobs, sendEvent, UA } from './helpers/analytics';

let w: World;
const reader = { ip: '203.0.113.50', ua: UA.chromeWindows, width: 1280 };
const rawCount = async () => (await analyticsBlobs()).filter((b) => b.key.startsWith('analytics/raw/')).length;

beforeAll(async () => {
  w = await makeWorld();
});
afterEach(() => {
  process.env.RATE_LIMIT_DISABLED = '1';
  delete process.env.RATE_LIMIT_EVENTS;
});

describe('POST /api/events', () => {
  it('takes text/plain and JSON, answering 202 with no body', async () => {
    const before = await rawCount();
    const plain = await sendEvent(reader, { type: 'pageview', path: '/' });
    expect(plain.status).toBe(202);
    expect(await plain.text()).toBe('');
    const json = await call('POST', '/api/events', {
      body: { type: 'pageview', path: '/about', referrer: '', width: 500 },
      headers: { 'user-agent': UA.firefoxLinux },
    });
    expect(json.status).toBe(202);
    expect(await rawCount()).toBe(before + 2);
  });

  it('refuses a body that is not an event with 400 and the error body', async () => {
    for (const raw of [
      '{"type":',
      '[]',
      '{}',
      JSON.stringify({ type: 'click', path: '/', width: 1 }),
      JSON.stringify({ type: 'pageview', path: 'x', width: 1 }),
      JSON.stringify({ type: 'engage', path: '/', width: 1, depth: 101 }),
    ]) {
      const res = await call('POST', '/api/events', {
        raw,
        headers: { 'content-type': 'text/plain', 'user-agent': UA.chromeWindows },
      });
      expect(res.status, raw).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
  });

  it('refuses a body over 1 KB with 413', async () => {
    const res = await sendEvent(reader, { type: 'pageview', path: `/${'x'.repeat(1100)}` });
    expect(res.status).toBe(413);
    const exact = JSON.stringify({ type: 'pageview', path: '/', referrer: '', width: 1, pad: '' });
    const ok = await call('POST', '/api/events', {
      raw: exact.replace('"pad":""', `"pad":"${'p'.repeat(1024 - exact.length)}"`),
      headers: { 'content-type': 'text/plain', 'user-agent': UA.chromeWindows },
    });
    expect(ok.status).toBe(202);
  });

  it('limits each address by RATE_LIMIT_EVENTS', async () => {
    process.env.RATE_LIMIT_DISABLED = '0';
    process.env.RATE_LIMIT_EVENTS = '2/60';
    const ip = { ...reader, ip: '203.0.113.77' };
    expect((await sendEvent(ip, { type: 'pageview', path: '/' })).status).toBe(202);
    expect((await sendEvent(ip, { type: 'pageview', path: '/' })).status).toBe(202);
    const limited = await sendEvent(ip, { type: 'pageview', path: '/' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sendEvent({ ...ip, ip: '203.0.113.78' }, { type: 'pageview', path: '/' })).status).toBe(202);
  });

  it('stores nothing for /admin, nor while web analytics is off', async () => {
    const before = await rawCount();
    expect((await sendEvent(reader, { type: 'pageview', path: '/admin/analytics' })).status).toBe(202);
    const off = await call('PUT', '/api/settings', {
      token: w.admin,
      body: { title: 'Inkwell', description: 'd', web_analytics: 'off' },
    });
    expect(off.status).toBe(200);
    expect((await off.json()).data.webAnalytics).toBe('off');
    expect((await sendEvent(reader, { type: 'pageview', path: '/' })).status).toBe(202);
    expect(await rawCount()).toBe(before);
    const on = await call('PUT', '/api/settings', {
      token: w.admin,
      body: { title: 'Inkwell', description: 'd', web_analytics: 'on' },
    });
    expect((await on.json()).data).toMatchObject({ webAnalytics: 'on', emailTracking: 'aggregate' });
    const bad = await call('PUT', '/api/settings', {
      token: w.admin,
      body: { title: 'Inkwell', description: 'd', email_tracking: 'all' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the reports by role', () => {
  const staff: Record<string, string> = {};
  let own = '';
  let others = '';

  beforeAll(async () => {
    await authors.save({ id: 'own-profile', name: 'Own Writer', avatarUrl: '', bio: '', followers: 0 });
    for (const role of ['contributor', 'author', 'editor', 'administrator'] as const)
      staff[role] = (
        await makeUser({ role, authorId: role === 'author' || role === 'contributor' ? 'own-profile' : undefined })
      ).token;
    const made = await call('POST', '/api/posts', {
      token: w.admin,
      body: {
        title: 'Own post',
        excerpt: 'x',
        content: '<p>x</p>',
        authorId: 'own-profile',
        categoryId: 'matrix-cat',
        status: 'published',
      },
    });
    own = (await made.json()).data.id;
    others = w.postId;
    let clock = Date.parse('2031-01-05T12:00:00Z');
    setClock(() => clock);
    await sendEvent(reader, { type: 'pageview', path: `/post/${own}` });
    await sendEvent({ ...reader, ip: '203.0.113.51' }, { type: 'pageview', path: `/post/${others}` });
    await sendEvent({ ...reader, ip: '203.0.113.52' }, { type: 'pageview', path: `/post/${others}` });
    clock += 5 * 60_000;
    await foldAnalytics();
    resetClock();
  });

  const q = '?from=2031-01-05&to=2031-01-05';
  const get = (path: string, token?: string) => call('GET', path, { token });

  it('answers guests 401 and readers 403 on every report', async () => {
    for (const path of [
      '/api/analytics/overview',
      '/api/analytics/realtime',
      `/api/analytics/posts/${own}`,
      '/api/analytics/export.csv',
    ]) {
      expect((await get(path)).status, path).toBe(401);
      expect((await get(path, w.reader)).status, path).toBe(403);
    }
  });

  it('shows editors and administrators every post', async () => {
    for (const role of ['editor', 'administrator']) {
      const o = (await (await get(`/api/analytics/overview${q}`, staff[role])).json()).data;
      expect(o.totals.visitors, role).toBe(3);
      expect(
        o.posts.map((p: { postId: string }) => p.postId),
        role,
      ).toEqual([others, own]);
      expect((await get(`/api/analytics/posts/${others}${q}`, staff[role])).status).toBe(200);
    }
  });

  it('shows authors and contributors their own posts only', async () => {
    for (const role of ['author', 'contributor']) {
      const o = (await (await get(`/api/analytics/overview${q}`, staff[role])).json()).data;
      expect(o.totals.visitors, role).toBe(1);
      expect(o.posts, role).toEqual([{ postId: own, title: 'Own post', visitors: 1, pageviews: 1 }]);
      expect((await get(`/api/analytics/posts/${own}${q}`, staff[role])).status).toBe(200);
      expect((await get(`/api/analytics/posts/${others}${q}`, staff[role])).status).toBe(403);
      expect(await (await get(`/api/analytics/export.csv${q}`, staff[role])).text()).toBe(
        'date,visitors,visits,pageviews\n2031-01-05,1,1,1\n',
      );
    }
  });

  it('answers 404 for an unknown post and 400 for reversed, impossible or over-long ranges', async () => {
    expect((await get('/api/analytics/posts/no-such-post', w.admin)).status).toBe(404);
    for (const range of [
      '?from=2031-01-06&to=2031-01-05',
      '?from=2028-01-01&to=2031-01-05',
      '?from=2031-02-30',
      '?to=yesterday',
    ]) {
      const res = await get(`/api/analytics/overview${range}`, w.admin);
      expect(res.status, range).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
    expect((await get('/api/analytics/overview?from=2029-01-05&to=2031-01-05', w.admin)).status).toBe(200);
  });

  it('defaults to the last 30 days in the site time zone', async () => {
    const o = (await (await get('/api/analytics/overview', w.admin)).json()).data;
    expect(o.series).toHaveLength(30);
    expect(o.to).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('signups attributed', () => {
  it('records the page, post and source of a subscription and a sign-up, and counts them on the post', async () => {
    const from = { path: `/post/${w.postId}?utm_source=hn`, referrer: 'https://news.ycombinator.com/item?id=2' };
    const sub = await call('POST', '/api/subscribers/subscribe', { body: { email: `att-${Date.now()}@example.test`, from } });
    expect(sub.status).toBe(201);
    const reg = await call('POST', '/api/auth/register', {
      body: {
        name: 'New Reader',
        email: `reg-${Date.now()}@example.test`,
        password: 'secret123',
        from: { ...from, path: `/post/${w.postId}` },
      },
    });
    expect(reg.status).toBe(201);
    const plain = await call('POST', '/api/subscribers/subscribe', { body: { email: `plain-${Date.now()}@example.test` } });
    expect(plain.status).toBe(201);
    const report = (await (await call('GET', `/api/analytics/posts/${w.postId}`, { token: w.admin })).json()).data;
    expect(report.signups).toBe(2);
    const { getStore } = await import('@netlify/blobs');
    const store = getStore({ name: 'data', consistency: 'strong' });
    const { blobs } = await store.list({ prefix: 'signup-origins/' });
    const records = await Promise.all(blobs.map((b) => store.get(b.key, { type: 'json' })));
    expect(records.map(({ at: _at, ...r }) => r).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'signup', path: `/post/${w.postId}`, postId: w.postId, source: 'Hacker News' },
      { kind: 'subscription', path: `/post/${w.postId}`, postId: w.postId, source: 'Hacker News' },
    ]);
  });
});
