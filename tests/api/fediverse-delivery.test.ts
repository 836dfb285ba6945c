/**
 * Delivery to the fediverse stand-in over time: retries on the DESIGN schedule, dead inboxes dropped,
 * Retry failed, Updates within 5 minutes sent as one when they end, scheduled publishing and deletes.
 * The clock is moved instead of waited for.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authors, categories } from '@/server/repos/taxonomy';
import { now, resetClock, setClock } from '@/server/clock';
import { deliverDue } from '@/server/services/fediverse-delivery';
import { fediverseMinute } from '@/server/services/fediverse-outgoing';
import { runScheduledPublishing } from '../../netlify/functions/publish-scheduled';
import { startFediverseStandin, type FediverseStandin } from '../support/fediverse-standin';
import { startFediverseSite, type FediverseSite } from './helpers/fediverse-site';
import { makeUser } from './helpers/users';

let site: FediverseSite;
let standin: FediverseStandin;
let admin: { token: string };

interface Row {
  inbox: string;
  activity: string;
  state: string;
  attempts: number;
  lastError: string;
}

const articleOf = (id: string) => `${site.origin}/ap/posts/${id}`;
/** Activities of a type about a post that the stand-in accepted (answered 2xx). */
const accepted = (type: string, postId: string) =>
  standin.received.filter(
    (r) => r.activity.type === type && r.answered < 300 && JSON.stringify(r.activity.object ?? '').includes(articleOf(postId)),
  );
const deliveries = async (postId: string) =>
  (
    (await (await site.call('GET', `/api/fediverse/deliveries?postId=${postId}`, { token: admin.token })).json()) as {
      data: Row[];
    }
  ).data;
const followers = async () =>
  ((await (await site.call('GET', '/api/fediverse/followers', { token: admin.token })).json()) as { meta: { total: number } })
    .meta.total;

async function newPost(extra: Record<string, unknown> = {}) {
  const res = await site.call('POST', '/api/posts', {
    token: admin.token,
    body: {
      title: `Delivered ${randomUUID().slice(0, 6)}`,
      excerpt: 'An excerpt',
      content: '<p>Body</p>',
      authorId: 'cam',
      categoryId: 'culture',
      status: 'published',
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string; title: string; content: string } }).data;
}

const edit = (id: string, title: string, status = 'published') =>
  site.call('PUT', `/api/posts/${id}`, {
    token: admin.token,
    body: { title, excerpt: 'An excerpt', content: '<p>Body</p>', authorId: 'cam', categoryId: 'culture', status },
  });

/** Moves the clock `ms` ahead of where it is now. */
const advance = (ms: number) => {
  const at = now() + ms;
  const start = Date.now();
  setClock(() => at + (Date.now() - start));
};

async function follow() {
  expect((await standin.follow(`${site.origin}/ap/actor`, `${site.origin}/ap/inbox`)).status).toBe(202);
  expect(await followers()).toBe(1);
}

beforeAll(async () => {
  site = await startFediverseSite();
  standin = await startFediverseStandin();
  await categories.save({ id: 'culture', name: 'Culture', description: '', imageUrl: '' });
  await authors.save({ id: 'cam', name: 'Cam', avatarUrl: '', bio: '', followers: 0 });
  admin = await makeUser({ admin: true });
  const res = await site.call('PUT', '/api/fediverse/settings', { token: admin.token, body: { enabled: true, handle: 'news' } });
  expect(res.status).toBe(200);
  await follow();
});

beforeEach(() => standin.answerWith(202));
afterEach(() => resetClock());
afterAll(async () => {
  await standin?.close();
  await site?.close();
});

describe('delivery', () => {
  it('retries a failing inbox after a minute and delivers once it answers', async () => {
    standin.answerWith(503);
    const post = await newPost();
    expect(await deliveries(post.id)).toEqual([
      { inbox: standin.sharedInbox, activity: 'Create', state: 'pending', attempts: 1, lastError: 'HTTP 503' },
    ]);
    standin.answerWith(202);
    await deliverDue();
    expect(accepted('Create', post.id)).toHaveLength(0); // not yet: the minute has not passed
    advance(61_000);
    await deliverDue();
    expect(accepted('Create', post.id)).toHaveLength(1);
    expect((await deliveries(post.id))[0]).toMatchObject({ state: 'delivered', attempts: 2 });
  });

  it('marks a refused delivery failed, and Retry failed sends it again', async () => {
    standin.answerWith(400);
    const post = await newPost();
    expect((await deliveries(post.id))[0]).toMatchObject({ state: 'failed', attempts: 1, lastError: 'HTTP 400' });
    standin.answerWith(202);
    const retry = await site.call('POST', '/api/fediverse/deliveries/retry', { token: admin.token, body: { postId: post.id } });
    expect(((await retry.json()) as { data: { retried: number } }).data.retried).toBe(1);
    await deliverDue();
    expect(accepted('Create', post.id)).toHaveLength(1);
    expect((await deliveries(post.id))[0]).toMatchObject({ state: 'delivered', attempts: 2 });
  });

  it('sends edits within 5 minutes of an Update as one Update when they end', async () => {
    const post = await newPost();
    expect((await edit(post.id, 'First edit')).status).toBe(200);
    expect((await edit(post.id, 'Second edit')).status).toBe(200);
    expect((await edit(post.id, 'Third edit')).status).toBe(200);
    expect(accepted('Update', post.id)).toHaveLength(1);
    await fediverseMinute([], site.origin);
    expect(accepted('Update', post.id)).toHaveLength(1);
    advance(5 * 60_000 + 1_000);
    await fediverseMinute([], site.origin);
    const updates = accepted('Update', post.id);
    expect(updates).toHaveLength(2);
    expect((updates[1]!.activity.object as { name: string }).name).toBe('Third edit');
    await fediverseMinute([], site.origin);
    expect(accepted('Update', post.id)).toHaveLength(2);
  });

  it('federates a scheduled post when the publishing job publishes it', async () => {
    const at = new Date(Math.ceil((Date.now() + 120_000) / 1000) * 1000).toISOString();
    const post = await newPost({ status: 'scheduled', publishedDate: at });
    expect(accepted('Create', post.id)).toHaveLength(0);
    advance(Date.parse(at) - now() + 1_000);
    await runScheduledPublishing(site.origin);
    expect(accepted('Create', post.id)).toHaveLength(1);
  });

  it('sends Delete when a post is deleted, and its Article answers 410', async () => {
    const post = await newPost();
    expect((await site.call('DELETE', `/api/posts/${post.id}`, { token: admin.token })).status).toBe(200);
    expect(accepted('Delete', post.id)).toHaveLength(1);
    expect((await site.call('GET', `/ap/posts/${post.id}`, { headers: { accept: 'application/activity+json' } })).status).toBe(
      410,
    );
  });

  it('drops the followers of an inbox that answers 410', async () => {
    standin.answerWith(410);
    const post = await newPost();
    expect((await deliveries(post.id))[0]).toMatchObject({ state: 'failed', lastError: 'HTTP 410' });
    expect(await followers()).toBe(0);
  });
});
