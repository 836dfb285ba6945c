/**
 * The fediverse against a local stand-in server (tests/support/fediverse-standin.ts), with the
 * site's functions served over HTTP (tests/api/helpers/fediverse-site.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, categories } from '@/server/repos/taxonomy';
import { startFediverseStandin, type FediverseStandin } from '../support/fediverse-standin';
import { startFediverseSite, type FediverseSite } from './helpers/fediverse-site';
import { makeUser } from './helpers/users';

let site: FediverseSite;
let origin = '';
let standin: FediverseStandin;
let admin: { token: string };
const call: FediverseSite['call'] = (...args) => site.call(...args);

type Answer = { data: any; meta?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many shapes
const json = async (res: Response) => (await res.json()) as Answer;
const arrived = (type: string, objectId?: string) =>
  standin.received.filter(
    (r) =>
      r.activity.type === type &&
      (!objectId || r.activity.object === objectId || (r.activity.object as { id?: string } | undefined)?.id === objectId),
  );

async function eventually<T>(fn: () => T | Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const fingerprint = async () => ({
  followers: (await json(await call('GET', '/api/fediverse/followers', { token: admin.token }))).meta.total as number,
  comments: (await json(await call('GET', '/api/comments?status=all&limit=100', { token: admin.token }))).meta.total as number,
});

async function newPost(status: 'published' | 'draft' = 'published') {
  const res = await call('POST', '/api/posts', {
    token: admin.token,
    body: {
      title: `Federated ${randomUUID().slice(0, 6)}`,
      excerpt: 'An excerpt',
      content: '<p>Body with <a href="/about">a link</a></p>',
      authorId: 'cam',
      categoryId: 'culture',
      status,
    },
  });
  expect(res.status).toBe(201);
  return (await json(res)).data as { id: string; title: string };
}

beforeAll(async () => {
  site = await startFediverseSite();
  origin = site.origin;
  standin = await startFediverseStandin();
  await categories.save({ id: 'culture', name: 'Culture', description: '', imageUrl: '' });
  await authors.save({ id: 'cam', name: 'Cam', avatarUrl: '', bio: '', followers: 0 });
  admin = await makeUser({ admin: true });
});

afterAll(async () => {
  await standin?.close();
  await site?.close();
});

describe('identity', () => {
  it('answers 404 everywhere while federation is off (the default)', async () => {
    expect((await json(await call('GET', '/api/fediverse/settings', { token: admin.token }))).data).toMatchObject({
      enabled: false,
      handle: 'blog',
    });
    expect((await call('GET', `/.well-known/webfinger?resource=acct:blog@${new URL(origin).host}`)).status).toBe(404);
    expect((await call('GET', '/ap/actor', { headers: { accept: 'application/activity+json' } })).status).toBe(404);
  });

  it('switches on for administrators only, and names the account', async () => {
    const reader = await makeUser();
    expect(
      (await call('PUT', '/api/fediverse/settings', { token: reader.token, body: { enabled: true, handle: 'blog' } })).status,
    ).toBe(403);
    const res = await call('PUT', '/api/fediverse/settings', { token: admin.token, body: { enabled: true, handle: 'blog' } });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({ enabled: true, handle: 'blog', account: `@blog@${new URL(origin).host}` });
  });

  it('answers WebFinger with the actor, 404 for another account and 400 for a malformed resource', async () => {
    const host = new URL(origin).host;
    const res = await call('GET', `/.well-known/webfinger?resource=acct:blog@${host}`);
    expect(res.status).toBe(200);
    const jrd = (await res.json()) as { links: { rel: string; type: string; href: string }[] };
    expect(jrd.links).toContainEqual({ rel: 'self', type: 'application/activity+json', href: `${origin}/ap/actor` });
    expect((await call('GET', `/.well-known/webfinger?resource=acct:nobody@${host}`)).status).toBe(404);
    expect((await call('GET', '/.well-known/webfinger?resource=blog')).status).toBe(400);
    expect((await call('GET', '/.well-known/nodeinfo')).status).toBe(200);
  });

  it('serves the actor with its inboxes and key, and sends browsers home', async () => {
    const res = await call('GET', '/ap/actor', { headers: { accept: 'application/activity+json' } });
    expect(res.headers.get('content-type')).toContain('application/activity+json');
    const actor = (await res.json()) as Answer['data'];
    expect(actor).toMatchObject({ id: `${origin}/ap/actor`, inbox: `${origin}/ap/actor/inbox`, outbox: `${origin}/ap/outbox` });
    expect(actor.endpoints.sharedInbox).toBe(`${origin}/ap/inbox`);
    expect(actor.publicKey.publicKeyPem).toContain('BEGIN PUBLIC KEY');
    const html = await call('GET', '/ap/actor', { headers: { accept: 'text/html' } });
    expect(html.status).toBe(302);
    expect(html.headers.get('location')).toBe('/');
  });
});

describe('the inbox', () => {
  it('accepts a Follow and answers with a verified Accept within 60 s', async () => {
    const { status, id } = await standin.follow(`${origin}/ap/actor`, `${origin}/ap/inbox`);
    expect(status).toBe(202);
    const accepts = await eventually(
      () => arrived('Accept'),
      (a) => a.length > 0,
      60_000,
    );
    expect(accepts).toHaveLength(1);
    expect(accepts[0]!.verified).toBe(true);
    expect((accepts[0]!.activity.object as { id?: string }).id).toBe(id);
    const list = await json(await call('GET', '/api/fediverse/followers', { token: admin.token }));
    expect(list.data).toMatchObject([{ account: '@alice@127.0.0.1', name: 'Alice Standin', inbox: standin.inbox }]);
  });

  it('refuses forged, stale and unsigned activities with 401 and changes nothing', async () => {
    const before = await fingerprint();
    const post = await newPost();
    const forged = await standin.reply(`${origin}/ap/inbox`, `${origin}/ap/posts/${post.id}`, '<p>forged</p>', { forge: true });
    const stale = await standin.reply(`${origin}/ap/inbox`, `${origin}/ap/posts/${post.id}`, '<p>stale</p>', {
      ageMs: 2 * 3600_000,
    });
    const unsigned = await standin.reply(`${origin}/ap/inbox`, `${origin}/ap/posts/${post.id}`, '<p>bare</p>', {
      unsigned: true,
    });
    expect([forged.status, stale.status, unsigned.status]).toEqual([401, 401, 401]);
    expect(await fingerprint()).toEqual(before);
  });

  it('accepts RFC 9421 signatures too', async () => {
    const { status } = await standin.follow(`${origin}/ap/actor`, `${origin}/ap/actor/inbox`, { spec: 'rfc9421' });
    expect(status).toBe(202);
  });

  it('turns a reply into a pending comment, shown after approval with the remote author', async () => {
    const post = await newPost();
    const { status } = await standin.reply(`${origin}/ap/inbox`, `${origin}/ap/posts/${post.id}`, '<p>Lovely <b>piece</b></p>');
    expect(status).toBe(202);
    const pending = await json(await call('GET', `/api/comments/post/${post.id}?status=pending`, { token: admin.token }));
    expect(pending.data).toHaveLength(1);
    const comment = pending.data[0];
    expect(comment).toMatchObject({
      text: 'Lovely piece',
      status: 'pending',
      authorName: 'Alice Standin',
      authorAvatarUrl: `${standin.origin}/alice.png`,
      fediverse: { account: '@alice@127.0.0.1', actor: standin.actor },
    });
    expect((await json(await call('GET', `/api/comments/post/${post.id}`))).data).toHaveLength(0);
    const approve = await call('PUT', `/api/comments/${comment.id}/status`, { token: admin.token, body: { status: 'approved' } });
    expect(approve.status).toBe(200);
    const shown = await json(await call('GET', `/api/comments/post/${post.id}`));
    expect(shown.data).toMatchObject([{ text: 'Lovely piece', fediverse: { account: '@alice@127.0.0.1' } }]);
  });

  it('changes nothing when the same activity id comes again', async () => {
    const post = await newPost();
    const note = { id: `${standin.origin}/notes/${randomUUID()}`, type: 'Note', attributedTo: standin.actor, content: 'Twice' };
    const activity = {
      id: `${note.id}/activity`,
      type: 'Create',
      actor: standin.actor,
      object: { ...note, inReplyTo: `${origin}/ap/posts/${post.id}` },
    };
    expect(await standin.send(`${origin}/ap/inbox`, activity)).toBe(202);
    expect(await standin.send(`${origin}/ap/inbox`, activity)).toBe(202);
    const all = await json(await call('GET', `/api/comments/post/${post.id}?status=all`, { token: admin.token }));
    expect(all.data).toHaveLength(1);
  });

  it('applies the remote edit and delete of a reply', async () => {
    const post = await newPost();
    const target = `${origin}/ap/posts/${post.id}`;
    const { noteId } = await standin.reply(`${origin}/ap/inbox`, target, '<p>First</p>');
    const note = { id: noteId, type: 'Note', attributedTo: standin.actor, inReplyTo: target, content: '<p>Edited</p>' };
    expect(
      await standin.send(`${origin}/ap/inbox`, { id: `${noteId}#u`, type: 'Update', actor: standin.actor, object: note }),
    ).toBe(202);
    let all = await json(await call('GET', `/api/comments/post/${post.id}?status=all`, { token: admin.token }));
    expect(all.data.map((c: { text: string }) => c.text)).toEqual(['Edited']);
    expect(
      await standin.send(`${origin}/ap/inbox`, { id: `${noteId}#d`, type: 'Delete', actor: standin.actor, object: noteId }),
    ).toBe(202);
    all = await json(await call('GET', `/api/comments/post/${post.id}?status=all`, { token: admin.token }));
    expect(all.data).toHaveLength(0);
  });
});

describe('publishing out', () => {
  it('delivers a publish once, verified, then one Update for an edit, then Delete and 410 on unpublish', async () => {
    const post = await newPost();
    const articleId = `${origin}/ap/posts/${post.id}`;
    const creates = await eventually(
      () => arrived('Create', articleId),
      (a) => a.length > 0,
    );
    expect(creates).toHaveLength(1);
    expect(creates[0]!.verified).toBe(true);
    expect(creates[0]!.path).toBe('/inbox');
    const article = await call('GET', `/ap/posts/${post.id}`, { headers: { accept: 'application/activity+json' } });
    expect(article.status).toBe(200);
    expect((await article.json()) as object).toMatchObject({
      type: 'Article',
      name: post.title,
      url: `${origin}/post/${post.id}`,
    });

    const current = await call('GET', `/api/posts/${post.id}`, { token: admin.token });
    const body = (await json(current)).data;
    const edit = (title: string) =>
      call('PUT', `/api/posts/${post.id}`, {
        token: admin.token,
        body: {
          title,
          excerpt: body.excerpt,
          content: body.content,
          authorId: 'cam',
          categoryId: 'culture',
          status: 'published',
        },
      });
    expect((await edit(`${post.title} (edited)`)).status).toBe(200);
    expect((await edit(`${post.title} (edited twice)`)).status).toBe(200);
    const updates = await eventually(
      () => arrived('Update', articleId),
      (a) => a.length > 0,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(arrived('Update', articleId)).toHaveLength(1);
    expect(updates[0]!.verified).toBe(true);

    const deliveries = await json(await call('GET', `/api/fediverse/deliveries?postId=${post.id}`, { token: admin.token }));
    expect(deliveries.data).toContainEqual({
      inbox: standin.sharedInbox,
      activity: 'Create',
      state: 'delivered',
      attempts: 1,
      lastError: '',
    });

    expect(
      (
        await call('PUT', `/api/posts/${post.id}`, {
          token: admin.token,
          body: { title: 'x', content: body.content, authorId: 'cam', categoryId: 'culture', status: 'draft' },
        })
      ).status,
    ).toBe(200);
    const deletes = await eventually(
      () => standin.received.filter((r) => r.activity.type === 'Delete' && JSON.stringify(r.activity.object).includes(articleId)),
      (a) => a.length > 0,
    );
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.verified).toBe(true);
    const gone = await call('GET', `/ap/posts/${post.id}`, { headers: { accept: 'application/activity+json' } });
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { type: string }).type).toBe('Tombstone');
  });

  it('never federates drafts', async () => {
    const post = await newPost('draft');
    await new Promise((r) => setTimeout(r, 200));
    expect(arrived('Create', `${origin}/ap/posts/${post.id}`)).toHaveLength(0);
    expect((await call('GET', `/ap/posts/${post.id}`, { headers: { accept: 'application/activity+json' } })).status).toBe(404);
  });

  it('counts likes per post', async () => {
    const post = await newPost();
    expect(await standin.like(`${origin}/ap/inbox`, `${origin}/ap/posts/${post.id}`)).toBe(202);
    const { fediverseCounts } = await import('@/server/services/fediverse-reactions');
    expect(await fediverseCounts(post.id)).toEqual({ likes: 1, boosts: 0, replies: 0 });
  });
});

describe('the admin API and the public collections', () => {
  it('pages the outbox newest first and counts followers', async () => {
    const newest = await newPost();
    const outbox = (await (await call('GET', '/ap/outbox', { headers: { accept: 'application/activity+json' } })).json()) as {
      type: string;
      totalItems: number;
    };
    expect(outbox.type).toBe('OrderedCollection');
    const page = (await (await call('GET', '/ap/outbox?page=1')).json()) as {
      orderedItems: { type: string; object: { id: string } }[];
    };
    expect(page.orderedItems.length).toBe(Math.min(outbox.totalItems, 20));
    expect(page.orderedItems[0]).toMatchObject({ type: 'Create', object: { id: `${origin}/ap/posts/${newest.id}` } });
  });

  it('refuses an activity over 1 MB', async () => {
    const big = { type: 'Note', content: 'x'.repeat(1_100_000) };
    expect(
      await standin.send(`${origin}/ap/inbox`, { id: `${standin.actor}#big`, type: 'Create', actor: standin.actor, object: big }),
    ).toBe(413);
  });

  it('keeps the handle once someone follows', async () => {
    const res = await call('PUT', '/api/fediverse/settings', { token: admin.token, body: { enabled: true, handle: 'other' } });
    expect(res.status).toBe(409);
  });

  it('searches followers, and Undo(Follow) removes one', async () => {
    const found = await json(await call('GET', '/api/fediverse/followers?q=alice', { token: admin.token }));
    expect(found.meta.total).toBe(1);
    expect((await json(await call('GET', '/api/fediverse/followers?q=nobody', { token: admin.token }))).meta.total).toBe(0);
    const follow = { id: `${standin.actor}#follows/undo`, type: 'Follow', actor: standin.actor, object: `${origin}/ap/actor` };
    expect(
      await standin.send(`${origin}/ap/inbox`, {
        id: `${standin.actor}#undo-1`,
        type: 'Undo',
        actor: standin.actor,
        object: follow,
      }),
    ).toBe(202);
    expect((await json(await call('GET', '/api/fediverse/followers', { token: admin.token }))).meta.total).toBe(0);
    expect((await standin.follow(`${origin}/ap/actor`, `${origin}/ap/inbox`)).status).toBe(202);
    const again = await json(await call('GET', '/api/fediverse/followers', { token: admin.token }));
    expect(again.meta.total).toBe(1);
  });

  it('counts boosts and takes back an undone like; staff post answers carry the counts', async () => {
    const post = await newPost();
    const object = `${origin}/ap/posts/${post.id}`;
    const like = { id: `${standin.actor}#likes/${post.id}`, type: 'Like', actor: standin.actor, object };
    expect(await standin.send(`${origin}/ap/inbox`, like)).toBe(202);
    expect(
      await standin.send(`${origin}/ap/inbox`, {
        id: `${standin.actor}#boost/${post.id}`,
        type: 'Announce',
        actor: standin.actor,
        object,
      }),
    ).toBe(202);
    expect(
      await standin.send(`${origin}/ap/inbox`, {
        id: `${standin.actor}#unlike/${post.id}`,
        type: 'Undo',
        actor: standin.actor,
        object: like,
      }),
    ).toBe(202);
    const staff = await json(await call('GET', `/api/posts/${post.id}`, { token: admin.token }));
    expect(staff.data.fediverse).toEqual({ likes: 0, boosts: 1, replies: 0 });
    expect((await json(await call('GET', `/api/posts/${post.id}`))).data.fediverse).toBeUndefined();
  });
});

describe('blocks', () => {
  it('refuses a blocked domain with 403 and changes nothing', async () => {
    const post = await newPost();
    const res = await call('POST', '/api/fediverse/blocks', { token: admin.token, body: { domain: '127.0.0.1' } });
    expect(res.status).toBe(201);
    const block = (await json(res)).data as { id: string };
    // The block removed the follower it covers.
    const before = await fingerprint();
    expect(before.followers).toBe(0);
    const { status } = await standin.reply(`${origin}/ap/inbox`, `${origin}/ap/posts/${post.id}`, '<p>blocked</p>');
    expect(status).toBe(403);
    expect((await standin.follow(`${origin}/ap/actor`, `${origin}/ap/inbox`)).status).toBe(403);
    expect(await fingerprint()).toEqual(before);
    expect((await call('DELETE', `/api/fediverse/blocks/${block.id}`, { token: admin.token })).status).toBe(200);
  });
});
