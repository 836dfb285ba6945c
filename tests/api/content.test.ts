import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { app as categoriesFn } from '../../netlify/functions/categories';
import { app as authorsFn } from '../../netlify/functions/authors';
import { app as tagsFn } from '../../netlify/functions/tags';
import { app as pagesFn } from '../../netlify/functions/pages';
import { createPost } from '@/server/services/posts';
import { authors, categories } from '@/server/repos/taxonomy';
import type { Author, Category, Page, Tag } from '@/shared/types';
import { makeUser } from './helpers/users';

type Handler = (req: Request) => Promise<Response>;
const call = (handler: Handler, method: string, path: string, token?: string, body?: unknown) =>
  handler(
    new Request(`http://test${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

const run = randomUUID().slice(0, 6);
let admin: string;
let reader: string;

beforeAll(async () => {
  admin = (await makeUser({ admin: true })).token;
  reader = (await makeUser()).token;
});

const post = (title: string, authorId: string, categoryId: string, status: 'draft' | 'published', tags: string[] = []) =>
  createPost({
    title,
    excerpt: '',
    content: '<p>Body</p>',
    imageUrl: '',
    authorId,
    categoryId,
    tags,
    featured: false,
    status,
  }).then((w) => w.data);

describe('categories', () => {
  const create = async (name: string) => {
    const res = await call(categoriesFn, 'POST', '/api/categories', admin, {
      name,
      description: 'About it',
      imageUrl: 'https://img.test/c.jpg',
    });
    expect(res.status).toBe(201);
    return (await res.json()).data as Category;
  };

  it('lets an admin add categories with readable ids, unique even for the same name', async () => {
    const first = await create(`Travel ${run}`);
    expect(first).toEqual({
      id: `travel-${run}`,
      name: `Travel ${run}`,
      description: 'About it',
      imageUrl: 'https://img.test/c.jpg',
      postCount: 0,
    });
    const second = await create(`Travel ${run}`);
    expect(second.id).toBe(`travel-${run}-2`);
    const got = await call(categoriesFn, 'GET', `/api/categories/${first.id}`);
    expect(got.status).toBe(200);
    expect((await got.json()).data.name).toBe(`Travel ${run}`);
  });

  it('counts only published posts, for everyone', async () => {
    const cat = await create(`Counted ${run}`);
    await authors.save({ id: `writer-${run}`, name: 'Writer', avatarUrl: '', bio: '', followers: 0 });
    await post(`Live ${run}`, `writer-${run}`, cat.id, 'published');
    await post(`Hidden ${run}`, `writer-${run}`, cat.id, 'draft');
    const list = await (await call(categoriesFn, 'GET', '/api/categories')).json();
    expect(list.data.find((c: Category) => c.id === cat.id).postCount).toBe(1);
    expect((await (await call(categoriesFn, 'GET', `/api/categories/${cat.id}`)).json()).data.postCount).toBe(1);
  });

  it('refuses guests, readers and bad input without a server error', async () => {
    expect((await call(categoriesFn, 'POST', '/api/categories', undefined, { name: 'X' })).status).toBe(401);
    expect((await call(categoriesFn, 'POST', '/api/categories', reader, { name: 'X' })).status).toBe(403);
    const bad = await call(categoriesFn, 'POST', '/api/categories', admin, { name: '   ' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toContainEqual({ field: 'name', msg: 'Name is required' });
    const malformed = await categoriesFn(
      new Request('http://test/api/categories', {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: '{"name":',
      }),
    );
    expect(malformed.status).toBe(400);
    expect((await call(categoriesFn, 'GET', `/api/categories/nope-${run}`)).status).toBe(404);
  });

  it('updates a category in place', async () => {
    const cat = await create(`Food ${run}`);
    const res = await call(categoriesFn, 'PUT', `/api/categories/${cat.id}`, admin, {
      name: `Cooking ${run}`,
      description: 'New',
      imageUrl: '',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ id: cat.id, name: `Cooking ${run}`, description: 'New' });
    expect((await call(categoriesFn, 'PUT', `/api/categories/nope-${run}`, admin, { name: 'N' })).status).toBe(404);
  });

  it('will not delete a category a draft still uses, and deletes it once free', async () => {
    const cat = await create(`Busy ${run}`);
    await authors.save({ id: `busy-${run}`, name: 'Busy', avatarUrl: '', bio: '', followers: 0 });
    const draft = await post(`Draft in busy ${run}`, `busy-${run}`, cat.id, 'draft');
    const refused = await call(categoriesFn, 'DELETE', `/api/categories/${cat.id}`, admin);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: `Cannot delete "Busy ${run}". It is in use by one or more posts.`,
      code: 'CATEGORY_HAS_POSTS',
    });
    expect(await categories.get(cat.id)).toEqual({
      id: cat.id,
      name: `Busy ${run}`,
      description: 'About it',
      imageUrl: 'https://img.test/c.jpg',
    });

    const { app: postsFn } = await import('../../netlify/functions/posts');
    expect((await call(postsFn, 'DELETE', `/api/posts/${draft.id}`, admin)).status).toBe(200);
    const gone = await call(categoriesFn, 'DELETE', `/api/categories/${cat.id}`, admin);
    expect(gone.status).toBe(200);
    expect((await gone.json()).data).toEqual({ id: cat.id });
    expect((await call(categoriesFn, 'GET', `/api/categories/${cat.id}`)).status).toBe(404);
  });
});

describe('authors', () => {
  const create = async (name: string) => {
    const res = await call(authorsFn, 'POST', '/api/authors', admin, {
      name,
      avatarUrl: 'https://img.test/a.jpg',
      bio: 'Writes things',
      followers: 12,
    });
    expect(res.status).toBe(201);
    return (await res.json()).data as Author;
  };

  it('adds, reads, lists with published counts and updates authors', async () => {
    const a = await create(`Ada ${run}`);
    expect(a).toEqual({
      id: `ada-${run}`,
      name: `Ada ${run}`,
      avatarUrl: 'https://img.test/a.jpg',
      bio: 'Writes things',
      followers: 12,
      postCount: 0,
    });
    await categories.save({ id: `misc-${run}`, name: 'Misc', description: '', imageUrl: '' });
    await post(`By Ada ${run}`, a.id, `misc-${run}`, 'published');
    await post(`Ada draft ${run}`, a.id, `misc-${run}`, 'draft');
    const list = await (await call(authorsFn, 'GET', '/api/authors')).json();
    expect(list.data.find((x: Author) => x.id === a.id).postCount).toBe(1);
    const one = await call(authorsFn, 'GET', `/api/authors/${a.id}`);
    expect((await one.json()).data).toMatchObject({ id: a.id, postCount: 1 });
    const updated = await call(authorsFn, 'PUT', `/api/authors/${a.id}`, admin, {
      name: `Ada L ${run}`,
      avatarUrl: '/images/ada.png',
      bio: 'Mathematician',
      followers: 99,
    });
    expect((await updated.json()).data).toMatchObject({ id: a.id, name: `Ada L ${run}`, bio: 'Mathematician', followers: 99 });
    expect((await call(authorsFn, 'GET', `/api/authors/nope-${run}`)).status).toBe(404);
  });

  it('only admins write authors', async () => {
    expect((await call(authorsFn, 'POST', '/api/authors', undefined, { name: 'X' })).status).toBe(401);
    expect((await call(authorsFn, 'POST', '/api/authors', reader, { name: 'X' })).status).toBe(403);
    const bad = await call(authorsFn, 'POST', '/api/authors', admin, { name: '', followers: -1 });
    expect(bad.status).toBe(400);
  });

  it('need a name, an avatar URL and a bio on create and on update, with an error for each missing one', async () => {
    const missing = async (method: string, path: string) => {
      const res = await call(authorsFn, method, path, admin, { name: ' ', avatarUrl: '', followers: 1 });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { field: 'name', msg: 'Name is required' },
          { field: 'avatarUrl', msg: 'Avatar URL is required' },
          { field: 'bio', msg: 'Bio is required' },
        ]),
      );
    };
    await missing('POST', '/api/authors');
    const a = await create(`Complete ${run}`);
    await missing('PUT', `/api/authors/${a.id}`);
    const onlyName = await call(authorsFn, 'PUT', `/api/authors/${a.id}`, admin, { name: 'Only a name' });
    expect((await onlyName.json()).errors.map((e: { field: string }) => e.field).sort()).toEqual(['avatarUrl', 'bio']);
    expect((await (await call(authorsFn, 'GET', `/api/authors/${a.id}`)).json()).data).toMatchObject({
      name: `Complete ${run}`,
      bio: 'Writes things',
    });
  });

  it('will not delete an author who still has posts', async () => {
    const a = await create(`Kept ${run}`);
    await categories.save({ id: `kept-${run}`, name: 'Kept', description: '', imageUrl: '' });
    await post(`Kept draft ${run}`, a.id, `kept-${run}`, 'draft');
    const refused = await call(authorsFn, 'DELETE', `/api/authors/${a.id}`, admin);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: `Cannot delete "Kept ${run}". This author has published posts. Please delete all posts by this author first.`,
      code: 'AUTHOR_HAS_POSTS',
    });
    expect(await authors.get(a.id)).toMatchObject({ id: a.id, name: `Kept ${run}` });

    const free = await create(`Free ${run}`);
    expect((await call(authorsFn, 'DELETE', `/api/authors/${free.id}`, admin)).status).toBe(200);
    expect(await authors.get(free.id)).toBeNull();
  });
});

describe('tags', () => {
  it('lists tags made by posts and finds one by id', async () => {
    await categories.save({ id: `tagged-${run}`, name: 'Tagged', description: '', imageUrl: '' });
    await authors.save({ id: `tagger-${run}`, name: 'Tagger', avatarUrl: '', bio: '', followers: 0 });
    const p = await post(`Tagged ${run}`, `tagger-${run}`, `tagged-${run}`, 'published', [`Rust ${run}`]);
    const tag = p.tags[0]!;
    const list = await (await call(tagsFn, 'GET', '/api/tags')).json();
    expect(list.data).toContainEqual({ id: tag.id, name: `Rust ${run}` });
    const one = await call(tagsFn, 'GET', `/api/tags/${tag.id}`);
    expect((await one.json()).data as Tag).toEqual({ id: tag.id, name: `Rust ${run}` });
    expect((await call(tagsFn, 'GET', `/api/tags/nope-${run}`)).status).toBe(404);
  });
});

describe('pages', () => {
  const create = async (body: Record<string, unknown>) => call(pagesFn, 'POST', '/api/pages', admin, body);

  it('creates a page, finds it by id or slug, and keeps the slug when edited', async () => {
    const res = await create({ title: `About Us ${run}`, content: '<h2>Hello</h2><p>We write.</p>' });
    expect(res.status).toBe(201);
    const page = (await res.json()).data as Page;
    expect(page).toEqual({
      id: `about-us-${run}`,
      title: `About Us ${run}`,
      slug: `about-us-${run}`,
      content: '<h2>Hello</h2><p>We write.</p>',
      isDeletable: true,
    });
    expect((await (await call(pagesFn, 'GET', `/api/pages/${page.slug}`)).json()).data.title).toBe(`About Us ${run}`);
    const list = await (await call(pagesFn, 'GET', '/api/pages')).json();
    expect(list.data.find((p: Page) => p.id === page.id).content).toContain('We write.');

    const edited = await call(pagesFn, 'PUT', `/api/pages/${page.id}`, admin, {
      title: 'About',
      content: '<p>New</p>',
      slug: 'hijack',
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).data).toEqual({ ...page, title: 'About', content: '<p>New</p>' });
    expect((await call(pagesFn, 'GET', '/api/pages/hijack')).status).toBe(404);
    const noTitle = await call(pagesFn, 'PUT', `/api/pages/${page.id}`, admin, { title: ' ', content: '' });
    expect(noTitle.status).toBe(400);
  });

  it('finds pages by slug when the id differs', async () => {
    const res = await create({ title: 'Privacy Policy', slug: `privacy-${run}`, content: '<p>Private</p>' });
    const page = (await res.json()).data as Page;
    expect(page.slug).toBe(`privacy-${run}`);
    expect((await (await call(pagesFn, 'GET', `/api/pages/privacy-${run}`)).json()).data.id).toBe(page.id);
    expect((await call(pagesFn, 'GET', `/api/pages/unknown-${run}`)).status).toBe(404);
  });

  it('refuses a slug already taken', async () => {
    expect((await create({ title: `Terms ${run}` })).status).toBe(201);
    const dup = await create({ title: 'Other', slug: `terms-${run}` });
    expect(dup.status).toBe(409);
    expect((await dup.json()).code).toBe('SLUG_TAKEN');
  });

  it('gives every stored image an alt, empty when none was given', async () => {
    const res = await create({
      title: `Images ${run}`,
      content: '<p>Look:</p><img src="https://example.test/a.png"><img src="https://example.test/b.png" alt="A bridge">',
    });
    const { content } = (await res.json()).data as Page;
    expect(content).toContain('<img src="https://example.test/a.png" alt="" />');
    expect(content).toContain('alt="A bridge"');
  });

  it('neutralises script in page content', async () => {
    const res = await create({
      title: `Unsafe ${run}`,
      content:
        '<p>Hi</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">link</a><svg onload="alert(4)"><circle r="1"/></svg>',
    });
    const page = (await res.json()).data as Page;
    for (const stored of [page.content, (await (await call(pagesFn, 'GET', `/api/pages/${page.id}`)).json()).data.content]) {
      expect(stored).toContain('<p>Hi</p>');
      expect(stored).toContain('link');
      expect(stored).not.toMatch(/<script|onerror|javascript:|<svg|onload/i);
    }
    const edited = await call(pagesFn, 'PUT', `/api/pages/${page.id}`, admin, {
      title: 'Unsafe',
      content: '<p onclick="x()">ok</p><iframe src="https://evil.test/"></iframe>',
    });
    const content = (await edited.json()).data.content as string;
    expect(content).toContain('<p>ok</p>');
    expect(content).not.toMatch(/onclick|evil\.test/);
  });

  it('deletes deletable pages and refuses the permanent ones', async () => {
    const fixed = (await (await create({ title: `Fixed ${run}`, isDeletable: false })).json()).data as Page;
    const refused = await call(pagesFn, 'DELETE', `/api/pages/${fixed.id}`, admin);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('PAGE_NOT_DELETABLE');
    expect((await call(pagesFn, 'GET', `/api/pages/${fixed.id}`)).status).toBe(200);

    const loose = (await (await create({ title: `Loose ${run}` })).json()).data as Page;
    expect((await call(pagesFn, 'DELETE', `/api/pages/${loose.id}`, reader)).status).toBe(403);
    expect((await call(pagesFn, 'DELETE', `/api/pages/${loose.id}`, admin)).status).toBe(200);
    expect((await call(pagesFn, 'GET', `/api/pages/${loose.id}`)).status).toBe(404);
    expect((await call(pagesFn, 'DELETE', `/api/pages/${loose.id}`, admin)).status).toBe(404);
  });
});

describe('rebuild hook', () => {
  it('asks for a rebuild when an admin adds a category', async () => {
    const received: { method: string; url: string }[] = [];
    const server = createServer((req: IncomingMessage, res) => {
      received.push({ method: req.method ?? '', url: req.url ?? '' });
      req.resume();
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const previous = process.env.BUILD_HOOK_URL;
    process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      const res = await call(categoriesFn, 'POST', '/api/categories', admin, { name: `Hooked ${run}` });
      expect(res.status).toBe(201);
      expect(received).toHaveLength(1);
      expect(received[0]!.method).toBe('POST');
      expect(received[0]!.url).toContain('/hook');
    } finally {
      if (previous === undefined) delete process.env.BUILD_HOOK_URL;
      else process.env.BUILD_HOOK_URL = previous;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('ids from non-English names', () => {
  it('transliterate Cyrillic, Greek, Japanese and German names into readable ids', async () => {
    const cases: [string, string][] = [
      [`Путешествия ${run}`, `puteshestviya-${run}`],
      [`Ταξίδια ${run}`, `taxidia-${run}`],
      [`旅行 ${run}`, `lu-xing-${run}`],
      [`Straße ${run}`, `strasse-${run}`],
    ];
    for (const [name, id] of cases) {
      const res = await call(categoriesFn, 'POST', '/api/categories', admin, { name });
      expect(res.status).toBe(201);
      expect((await res.json()).data.id, name).toBe(id);
      expect((await call(categoriesFn, 'GET', `/api/categories/${id}`)).status).toBe(200);
    }
  });
});
