/** Stored XSS in HTML bodies is neutralised on write (comments are plain text, escaped on display); drafts are invisible to guests and readers everywhere. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './helpers/dispatch';
import { makeWorld, type World } from './helpers/route-fixtures';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="https://evil.example/embed"></iframe>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
];
const DANGEROUS = [/<script/i, /onerror\s*=/i, /onload\s*=/i, /javascript:/i, /<svg/i, /data:image\/svg/i, /evil\.example/i];

function expectNeutral(html: string) {
  for (const pattern of DANGEROUS) expect(html, `still matches ${pattern}`).not.toMatch(pattern);
}

let w: World;
beforeAll(async () => {
  w = await makeWorld();
});

describe('stored XSS', () => {
  it('neutralises post bodies and keeps the safe parts', async () => {
    const res = await call('POST', '/api/posts', {
      token: w.admin,
      body: {
        title: 'XSS post',
        content: `<h2>Safe heading</h2>${PAYLOADS.join('')}<p>kept</p>`,
        authorId: 'matrix-author',
        categoryId: 'matrix-cat',
        status: 'published',
      },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()).data;
    const { content } = (await (await call('GET', `/api/posts/${id}`)).json()).data;
    expectNeutral(content);
    expect(content).toContain('<h2>Safe heading</h2>');
    expect(content).toContain('kept');
  });

  it('keeps YouTube embeds and drops other iframes', async () => {
    const res = await call('POST', '/api/posts', {
      token: w.admin,
      body: {
        title: 'Video post',
        content:
          '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/x"></iframe>',
        authorId: 'matrix-author',
        categoryId: 'matrix-cat',
      },
    });
    const { content } = (await res.json()).data;
    expect(content).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(content).not.toContain('evil.example');
  });

  it('neutralises page bodies', async () => {
    const res = await call('POST', '/api/pages', { token: w.admin, body: { title: 'XSS page', content: PAYLOADS.join('') } });
    expect(res.status).toBe(201);
    const page = (await res.json()).data;
    expectNeutral((await (await call('GET', `/api/pages/${page.id}`)).json()).data.content);
  });

  it('keeps comments as the reader typed them, markup included, since they are only ever shown as text', async () => {
    const text = `Hello ${PAYLOADS.join(' ')}`;
    const res = await call('POST', '/api/comments', { token: w.reader, body: { postId: w.postId, text } });
    expect(res.status).toBe(201);
    expect((await res.json()).data.text).toBe(text);
  });
});

describe('drafts', () => {
  let draftId: string;
  beforeAll(async () => {
    const res = await call('POST', '/api/posts', {
      token: w.admin,
      body: {
        title: 'Secret zebra draft',
        excerpt: 'Unpublished',
        content: '<p>zebra body</p>',
        authorId: 'matrix-author',
        categoryId: 'matrix-cat',
        status: 'draft',
      },
    });
    draftId = (await res.json()).data.id;
  });

  for (const who of ['guest', 'reader'] as const) {
    it(`are invisible to a ${who}: list, by id, search, comments`, async () => {
      const token = who === 'reader' ? w.reader : undefined;
      const list = await (await call('GET', '/api/posts?limit=100', { token })).json();
      expect(list.data.map((p: { id: string }) => p.id)).not.toContain(draftId);
      expect(list.data.every((p: { status: string }) => p.status === 'published')).toBe(true);
      expect(
        (await call('GET', '/api/posts?status=draft', { token }).then((r) => r.json())).data.map((p: { id: string }) => p.id),
      ).not.toContain(draftId);
      expect((await call('GET', `/api/posts/${draftId}`, { token })).status).toBe(404);
      expect((await (await call('GET', '/api/posts?q=zebra', { token })).json()).data).toEqual([]);
      expect((await call('GET', `/api/comments/post/${draftId}`, { token })).status).toBe(404);
    });
  }

  it('are visible to an admin', async () => {
    expect((await call('GET', `/api/posts/${draftId}`, { token: w.admin })).status).toBe(200);
    const found = await (await call('GET', '/api/posts?q=zebra', { token: w.admin })).json();
    expect(found.data.map((p: { id: string }) => p.id)).toContain(draftId);
  });
});
