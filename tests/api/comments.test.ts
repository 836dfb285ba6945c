import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { app as handler } from '../../netlify/functions/comments';
import { authors, categories } from '@/server/repos/taxonomy';
import { createPost } from '@/server/services/posts';
import { approvedCommentCount } from '@/server/services/comments';
import type { Comment } from '@/shared/types';
import { makeUser } from './helpers/users';

const call = (method: string, path: string, token?: string, body?: unknown) =>
  handler(
    new Request(`http://test${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

let published: { id: string; title: string };
let draft: { id: string };
let admin: Awaited<ReturnType<typeof makeUser>>;
let reader: Awaited<ReturnType<typeof makeUser>>;

async function post(title: string, status: 'draft' | 'published') {
  const { data } = await createPost({
    title,
    excerpt: '',
    content: '<p>Body</p>',
    imageUrl: '',
    authorId: 'cam',
    categoryId: 'culture',
    tags: [],
    featured: false,
    status,
  });
  return data;
}

async function comment(text: string, token = reader.token): Promise<Comment> {
  const res = await call('POST', '/api/comments', token, { postId: published.id, text });
  expect(res.status).toBe(201);
  return (await res.json()).data;
}

const publicList = async (postId = published.id, query = '') =>
  (await call('GET', `/api/comments/post/${postId}${query}`)).json();

beforeAll(async () => {
  await categories.save({ id: 'culture', name: 'Culture', description: '', imageUrl: '' });
  await authors.save({ id: 'cam', name: 'Cam', avatarUrl: '', bio: '', followers: 0 });
  published = await post(`Comment target ${randomUUID().slice(0, 6)}`, 'published');
  draft = await post(`Unpublished ${randomUUID().slice(0, 6)}`, 'draft');
  admin = await makeUser({ admin: true });
  reader = await makeUser({ name: 'Rosa Reader' });
});

describe('writing comments', () => {
  it('takes the author from the signed-in user, not the body, and starts pending', async () => {
    const res = await call('POST', '/api/comments', reader.token, {
      postId: published.id,
      text: '  Great read!  ',
      authorName: 'Impostor',
      authorAvatarUrl: 'https://evil.example/x.png',
      status: 'approved',
    });
    expect(res.status).toBe(201);
    const c = (await res.json()).data;
    expect(c).toMatchObject({
      postId: published.id,
      text: 'Great read!',
      authorName: 'Rosa Reader',
      authorAvatarUrl: '',
      status: 'pending',
    });
  });

  it('keeps angle brackets as typed: "a < b and c > d" is stored and returned unchanged', async () => {
    const text = 'a < b and c > d';
    const c = await comment(text);
    expect(c.text).toBe(text);
    await call('PUT', `/api/comments/${c.id}/status`, admin.token, { status: 'approved' });
    const listed = (await publicList(published.id, '?limit=100')).data.find((x: Comment) => x.id === c.id);
    expect(listed.text).toBe(text);
    const moderated = (await (await call('GET', '/api/comments?limit=100', admin.token)).json()).data.find(
      (x: Comment) => x.id === c.id,
    );
    expect(moderated.text).toBe(text);
  });

  it('keeps markup-looking text, line breaks and entities as typed, dropping only control characters', async () => {
    const c = await comment('  <b>bold?</b> &amp; 5 > 3\r\nnext line\u0000\u0007  ');
    expect(c.text).toBe('<b>bold?</b> &amp; 5 > 3\nnext line');
    const onlyControls = await call('POST', '/api/comments', reader.token, { postId: published.id, text: '\u0000\u0001' });
    expect(onlyControls.status).toBe(400);
  });

  it('refuses guests, empty or oversize text, bad JSON, and posts that are missing or unpublished', async () => {
    expect((await call('POST', '/api/comments', undefined, { postId: published.id, text: 'hi' })).status).toBe(401);
    expect((await call('POST', '/api/comments', reader.token, { postId: published.id, text: '   ' })).status).toBe(400);
    expect((await call('POST', '/api/comments', reader.token, { postId: published.id, text: 'x'.repeat(2001) })).status).toBe(
      400,
    );
    expect((await call('POST', '/api/comments', reader.token, '{"postId":')).status).toBe(400);
    expect((await call('POST', '/api/comments', reader.token, { postId: draft.id, text: 'hi' })).status).toBe(404);
    expect((await call('POST', '/api/comments', reader.token, { postId: 'no-such-post', text: 'hi' })).status).toBe(404);
  });
});

describe('reading and moderating comments', () => {
  it('shows only approved comments publicly, oldest first, and counts them', async () => {
    const first = await comment(`first ${randomUUID()}`);
    const second = await comment(`second ${randomUUID()}`);
    const before = await publicList();
    expect(before.data.map((c: Comment) => c.id)).not.toContain(first.id);
    const countBefore = await approvedCommentCount(published.id);

    for (const c of [second, first]) {
      const res = await call('PUT', `/api/comments/${c.id}/status`, admin.token, { status: 'approved' });
      expect(res.status).toBe(200);
      expect((await res.json()).data).toMatchObject({ id: c.id, status: 'approved' });
    }
    const after = await publicList();
    const ids = after.data.map((c: Comment) => c.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(after.data.every((c: Comment) => c.status === 'approved')).toBe(true);
    expect(after.meta).toMatchObject({ total: after.data.length, offset: 0 });
    expect(await approvedCommentCount(published.id)).toBe(countBefore + 2);
    expect((await publicList(published.id, '?status=approved')).data).toHaveLength(after.data.length);
    expect((await call('GET', `/api/comments/post/${draft.id}`)).status).toBe(404);
  });

  it('keeps other statuses for admins: guests 401, readers 403', async () => {
    const pending = await comment(`waiting ${randomUUID()}`);
    expect((await call('GET', `/api/comments/post/${published.id}?status=pending`)).status).toBe(401);
    expect((await call('GET', `/api/comments/post/${published.id}?status=pending`, reader.token)).status).toBe(403);
    const res = await call('GET', `/api/comments/post/${published.id}?status=pending`, admin.token);
    expect((await res.json()).data.map((c: Comment) => c.id)).toContain(pending.id);
    expect((await call('GET', `/api/comments/post/${published.id}?status=bogus`, admin.token)).status).toBe(400);
  });

  it('lists every comment for admins, newest first, filtered by status, with the post title', async () => {
    const older = await comment(`older ${randomUUID()}`);
    const newer = await comment(`newer ${randomUUID()}`);
    expect((await call('GET', '/api/comments', reader.token)).status).toBe(403);
    expect((await call('GET', '/api/comments')).status).toBe(401);

    const pending = await (await call('GET', '/api/comments?status=pending&limit=100', admin.token)).json();
    const ids = pending.data.map((c: Comment) => c.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(pending.data.every((c: Comment) => c.status === 'pending')).toBe(true);
    expect(pending.data.find((c: Comment) => c.id === newer.id).postTitle).toBe(published.title);

    const page = await (await call('GET', '/api/comments?status=all&limit=1&offset=1', admin.token)).json();
    expect(page.data).toHaveLength(1);
    expect(page.meta.total).toBeGreaterThan(pending.meta.total);
    expect(page.meta).toMatchObject({ limit: 1, offset: 1 });
  });

  it('marks spam and deletes, for admins only', async () => {
    const c = await comment(`buy now ${randomUUID()}`);
    expect((await call('PUT', `/api/comments/${c.id}/status`, reader.token, { status: 'approved' })).status).toBe(403);
    expect((await call('PUT', `/api/comments/${c.id}/status`, admin.token, { status: 'published' })).status).toBe(400);
    const spam = await call('PUT', `/api/comments/${c.id}/status`, admin.token, { status: 'spam' });
    expect((await spam.json()).data.status).toBe('spam');
    const spamList = await (await call('GET', '/api/comments?status=spam&limit=100', admin.token)).json();
    expect(spamList.data.map((x: Comment) => x.id)).toContain(c.id);

    expect((await call('DELETE', `/api/comments/${c.id}`, reader.token)).status).toBe(403);
    expect((await call('DELETE', `/api/comments/${c.id}`, admin.token)).status).toBe(200);
    expect((await call('DELETE', `/api/comments/${c.id}`, admin.token)).status).toBe(404);
    expect((await call('PUT', `/api/comments/${c.id}/status`, admin.token, { status: 'approved' })).status).toBe(404);
    const all = await (await call('GET', '/api/comments?status=all&limit=100', admin.token)).json();
    expect(all.data.map((x: Comment) => x.id)).not.toContain(c.id);
  });
});
