/**
 * Posts are live without a rebuild: on the built site served as on Netlify, `/post/{id}` is rendered
 * from the store as it is now, so the HTML a crawler receives (no JavaScript run) carries an edit of
 * a prebuilt post, a post created after the build, and no longer the post once it is unpublished
 * or deleted.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, auth } from './helpers/admin';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';

/** Reads the page as a crawler does, polling for up to 60 s (the promise made to authors). */
async function servedHtml(request: APIRequestContext, id: string, until: (html: string, status: number) => boolean) {
  let last = { html: '', status: 0 };
  await expect
    .poll(
      async () => {
        const res = await request.get(`/post/${id}`);
        last = { html: await res.text(), status: res.status() };
        return until(last.html, last.status);
      },
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return last;
}

interface StoredPost {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  status: string;
  featured: boolean;
  publishedDate: string;
  author: { id: string };
  category: { id: string };
  tags: { id: string; name: string }[];
}

/** A PUT body (the API replaces the whole post) from the post as read, with some fields changed. */
const asInput = (p: StoredPost, change: Partial<Record<string, unknown>>) => ({
  title: p.title,
  excerpt: p.excerpt,
  content: p.content,
  imageUrl: p.imageUrl,
  authorId: p.author.id,
  categoryId: p.category.id,
  tags: p.tags.map((t) => ({ id: t.id, name: t.name })),
  featured: p.featured,
  status: p.status,
  publishedDate: p.publishedDate,
  ...change,
});

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('an edit of a prebuilt post is in the HTML of /post/{id} without a rebuild', async ({ request }) => {
  const token = await adminToken(request);
  // A seeded post no other test reads or changes (imports and new posts come and go beside it).
  const first = { id: 'designing-for-the-thumb-notes-on-mobile-ergonomics' };
  const original = (await (await request.get(`/api/posts/${first.id}`, { headers: auth(token) })).json()).data as StoredPost;
  const stamp = Date.now();
  const title = `Edited live ${stamp}`;
  const sentence = `A sentence written after the build, ${stamp}.`;
  const put = (data: Record<string, unknown>) =>
    request.put(`/api/posts/${original.id}`, { headers: auth(token), data: asInput(original, data) });
  try {
    expect((await put({ title, content: `<p>${sentence}</p>${original.content}` })).status()).toBe(200);
    const { html, status } = await servedHtml(request, original.id, (h) => h.includes(title));
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<title>${escaped(title)}`));
    expect(html).toMatch(new RegExp(`<h1[^>]*>\\s*${escaped(title)}`));
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${escaped(title)}`));
    expect(html).toContain(sentence);
    expect(html).toContain(`"headline":"${title}"`);
    expect(html).not.toContain(original.title);
  } finally {
    expect((await put({ title: original.title, content: original.content })).status()).toBe(200);
  }
  await servedHtml(request, original.id, (h) => h.includes(`<title>${original.title}`));
});

test('a post created after the build is served complete, and gone once unpublished or deleted', async ({ request, page }) => {
  const token = await adminToken(request);
  const stamp = Date.now();
  const title = `Published after the build ${stamp}`;
  const sentence = `Crawlers read this sentence ${stamp} in the first response.`;
  const created = await request.post('/api/posts', {
    headers: auth(token),
    data: {
      title,
      excerpt: 'Live without a rebuild',
      content: `<h2>What changed</h2><p>${sentence}</p>`,
      authorId: SEEDED_AUTHOR.id,
      categoryId: SEEDED_CATEGORY.id,
      status: 'published',
    },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()).data as StoredPost;
  const id = post.id;
  try {
    const { html, status } = await servedHtml(request, id, (_h, s) => s === 200);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>\\s*${escaped(title)}`));
    expect(html).toContain(sentence);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/post/${id}"`));
    expect(html).toContain('application/ld+json');

    // A reader's browser gets the same page, with its islands working.
    await page.goto(`/post/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What changed' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'About this article' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Comments' })).toBeVisible();

    // Unpublished: guests get 404 and not the post.
    const unpublish = await request.put(`/api/posts/${id}`, { headers: auth(token), data: asInput(post, { status: 'draft' }) });
    expect(unpublish.status()).toBe(200);
    const hidden = await servedHtml(request, id, (_h, s) => s === 404);
    expect(hidden.html).not.toContain(sentence);
    expect(hidden.html).toContain('<meta name="robots" content="noindex');
  } finally {
    await request.delete(`/api/posts/${id}`, { headers: auth(token) });
  }
  const gone = await servedHtml(request, id, (_h, s) => s === 404);
  expect(gone.html).not.toContain(sentence);
});

test('a path that is not a post id is 404', async ({ request }) => {
  for (const path of ['/post/no-such-post', '/post/a/b', '/post/%2e%2e%2fapi']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
  }
});
