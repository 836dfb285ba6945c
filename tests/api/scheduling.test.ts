/**
 * Scheduled publishing on one controllable clock (src/server/clock.ts): the read path and the job
 * agree on "now", so a post is public exactly from its time, and the job makes it permanent once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '@/server/clock';
import { forgetSiteData, loadSite } from '@/server/services/site';
import { getPostRecord } from '@/server/repos/posts';
import { runScheduledPublishing } from '../../netlify/functions/publish-scheduled';
import { call } from './helpers/dispatch';
import { makeWorld, type World } from './helpers/route-fixtures';

let w: World;
let clock = Date.now();
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const base = { excerpt: 'An excerpt', content: '<p>Tide tables</p>', authorId: 'matrix-author', categoryId: 'matrix-cat' };

let hook: Server;
const hookHits: string[] = [];

beforeAll(async () => {
  w = await makeWorld();
  setClock(() => clock);
  hook = createServer((req, res) => {
    hookHits.push(new URL(req.url ?? '/', 'http://x').searchParams.get('trigger_title') ?? '');
    res.end();
  });
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
  process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  resetClock();
  delete process.env.BUILD_HOOK_URL;
  await new Promise((r) => hook.close(r));
});
afterEach(() => {
  hookHits.length = 0;
});

async function schedule(title: string, at: number, token = w.admin) {
  return call('POST', '/api/posts', { token, body: { ...base, title, status: 'scheduled', publishedDate: iso(at) } });
}
const ids = (res: { data: { id: string }[] }) => res.data.map((p) => p.id);
const guestList = async (query = '') => ids(await (await call('GET', `/api/posts?limit=100${query}`)).json());
const builtPosts = async () => {
  forgetSiteData();
  return (await loadSite()).posts.map((p) => p.id);
};

describe('a scheduled post', () => {
  it('is invisible to guests and readers until its time, visible to staff, then public without waiting for the job', async () => {
    clock = Date.parse('2030-03-01T09:00:00Z');
    const res = await schedule(`Spring tides ${clock}`, clock + 5 * MINUTE);
    expect(res.status).toBe(201);
    const post = (await res.json()).data;
    expect(post).toMatchObject({ status: 'scheduled', publishedDate: iso(clock + 5 * MINUTE) });

    expect((await call('GET', `/api/posts/${post.id}`)).status).toBe(404);
    expect((await call('GET', `/api/posts/${post.id}`, { token: w.reader })).status).toBe(404);
    expect(await guestList()).not.toContain(post.id);
    expect(await guestList('&q=Spring%20tides')).not.toContain(post.id);
    expect(await guestList(`&since=${encodeURIComponent(iso(clock - MINUTE))}`)).not.toContain(post.id);
    expect(await builtPosts()).not.toContain(post.id); // pages, RSS and the sitemap are built from this
    expect((await call('POST', `/api/posts/${post.id}/like`, { token: w.reader, body: { liked: true } })).status).toBe(404);
    expect((await call('GET', `/api/posts/${post.id}`, { token: w.admin })).status).toBe(200);
    expect(ids(await (await call('GET', '/api/posts?status=scheduled&limit=100', { token: w.admin })).json())).toContain(post.id);

    clock += 5 * MINUTE;
    const due = await call('GET', `/api/posts/${post.id}`);
    expect(due.status).toBe(200);
    expect((await due.json()).data.status).toBe('published');
    expect(await guestList()).toContain(post.id);
  });

  it('is published by the job exactly once, even when two runs start together, with one rebuild', async () => {
    clock = Date.parse('2030-04-01T09:00:00Z');
    const post = (await (await schedule(`Neap tides ${clock}`, clock + MINUTE)).json()).data;
    clock += 2 * MINUTE;
    const [a, b] = await Promise.all([runScheduledPublishing(), runScheduledPublishing()]);
    expect([...a, ...b].filter((id) => id === post.id)).toEqual([post.id]);
    expect(hookHits).toHaveLength(1);
    expect(hookHits[0]).toContain(`Published "Neap tides`);
    const stored = await getPostRecord(post.id);
    expect(stored).toMatchObject({ status: 'published', publishedDate: iso(clock - MINUTE) });
    expect(await runScheduledPublishing()).toEqual([]);
    expect(hookHits).toHaveLength(1);
    // Published by the job: the built site and the since= search path now have it.
    expect(await builtPosts()).toContain(post.id);
    expect(await guestList(`&since=${encodeURIComponent(iso(clock - 1000))}`)).toContain(post.id);
  });

  it('publishes everything overdue on the next run, oldest first, after the job was down for an hour', async () => {
    clock = Date.parse('2030-05-01T09:00:00Z');
    const late = (await (await schedule(`Late ${clock}`, clock + 10 * MINUTE)).json()).data;
    const early = (await (await schedule(`Early ${clock}`, clock + 2 * MINUTE)).json()).data;
    const future = (await (await schedule(`Future ${clock}`, clock + 3 * 60 * MINUTE)).json()).data;
    clock += 60 * MINUTE;
    const published = await runScheduledPublishing();
    expect(published.filter((id) => [late.id, early.id, future.id].includes(id))).toEqual([early.id, late.id]);
    expect((await getPostRecord(future.id))?.status).toBe('scheduled');
  });

  it('can be rescheduled, unscheduled back to draft, or published now', async () => {
    clock = Date.parse('2030-06-01T09:00:00Z');
    const post = (await (await schedule(`Moving ${clock}`, clock + MINUTE)).json()).data;
    const put = (body: Record<string, unknown>) =>
      call('PUT', `/api/posts/${post.id}`, { token: w.admin, body: { ...base, title: post.title, ...body } });

    expect((await put({ status: 'scheduled', publishedDate: iso(clock + 60 * MINUTE) })).status).toBe(200);
    clock += 2 * MINUTE;
    expect(await runScheduledPublishing()).not.toContain(post.id);
    expect((await call('GET', `/api/posts/${post.id}`)).status).toBe(404);

    expect((await put({ status: 'draft' })).status).toBe(200);
    clock += 60 * MINUTE;
    expect(await runScheduledPublishing()).not.toContain(post.id);
    expect((await call('GET', `/api/posts/${post.id}`)).status).toBe(404);

    expect((await put({ status: 'scheduled', publishedDate: iso(clock + 30 * MINUTE) })).status).toBe(200);
    const now = await (await put({ status: 'published' })).json();
    expect(now.data).toMatchObject({ status: 'published', publishedDate: iso(clock) });
    expect((await call('GET', `/api/posts/${post.id}`)).status).toBe(200);
  });

  it('needs a time still to come, and only staff may schedule', async () => {
    clock = Date.parse('2030-07-01T09:00:00Z');
    const past = await schedule(`Past ${clock}`, clock - MINUTE);
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      errors: [{ field: 'publishedDate', msg: 'Choose a date and time in the future to schedule this post.' }],
    });
    const missing = await call('POST', '/api/posts', {
      token: w.admin,
      body: { ...base, title: `No time ${clock}`, status: 'scheduled' },
    });
    expect(missing.status).toBe(400);
    expect((await schedule(`Reader ${clock}`, clock + MINUTE, w.reader)).status).toBe(403);
    expect(
      (
        await call('POST', '/api/posts', {
          body: { ...base, title: 'Guest', status: 'scheduled', publishedDate: iso(clock + MINUTE) },
        })
      ).status,
    ).toBe(401);
  });
});
