/** The admin back office at /admin, driven in the browser against the real functions and store. */
import { readdirSync, readFileSync } from 'node:fs';
import { DIST } from './helpers/ports';
import { join, relative } from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  AuthResult,
  Author,
  Category,
  Comment,
  Page as SitePage,
  PostSummary,
  SiteSettings,
  Snippet,
  User,
} from '@/shared/types';
import { toStoredSettings } from '@/shared/settings';
import { adminSession, adminToken } from './helpers/admin';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';

// The local functions can take many seconds on a cold start or a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let token = '';
let admin: User;

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  admin = (await (await request.get('/api/auth/me', { headers: auth(token) })).json()).data;
});

/** Signs the tab in the way the site does (token and cached user in localStorage), once, so signing out sticks. */
async function signInAs(page: Page, session: { token: string; user: User }): Promise<void> {
  await page.addInitScript(
    ([t, u]) => {
      if (sessionStorage.getItem('e2e_signed_in')) return;
      sessionStorage.setItem('e2e_signed_in', '1');
      localStorage.setItem('auth_token', t!);
      localStorage.setItem('user_data', u!);
    },
    [session.token, JSON.stringify(session.user)],
  );
}
const signIn = (page: Page) => signInAs(page, { token, user: admin });

async function register(request: APIRequestContext, name: string): Promise<AuthResult> {
  const res = await request.post('/api/auth/register', {
    data: { name, email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.test`, password: 'secret-pass-1' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

async function getData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: auth(token) });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()).data as T;
}

async function allPosts(request: APIRequestContext): Promise<PostSummary[]> {
  const items: PostSummary[] = [];
  for (let offset = 0; ; offset += 100) {
    const body = await (await request.get(`/api/posts?status=all&limit=100&offset=${offset}`, { headers: auth(token) })).json();
    items.push(...body.data);
    if (offset + 100 >= body.meta.total) return items;
  }
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('access', () => {
  for (const path of ['/admin', '/admin/posts']) {
    test(`a guest opening ${path} lands on the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    });

    test(`a signed-in reader opening ${path} lands on the home page, even with a forged cached user`, async ({
      page,
      request,
    }) => {
      const reader = await register(request, `Reader ${unique()}`);
      try {
        await signInAs(page, { token: reader.token, user: { ...reader.user, isAdmin: true } });
        await page.goto(path);
        await expect(page).toHaveURL(/\/$/);
        await page.evaluate((u) => localStorage.setItem('user_data', u), JSON.stringify(reader.user));
        await page.goto(path);
        await expect(page).toHaveURL(/\/$/);
      } finally {
        await request.delete(`/api/users/${reader.user.id}`, { headers: auth(token) });
      }
    });
  }
});

test.describe('layout', () => {
  test('sidebar, collapse rail, deep links, tab title and sign out', async ({ page, request }) => {
    const settings = await getData<SiteSettings>(request, '/api/settings');
    // A session of its own: signing out ends it on the server, and the other tests go on with theirs.
    const own = await adminSession(request);
    await signInAs(page, own);
    await page.goto('/admin/comments');
    await expect(page.getByRole('heading', { name: 'Manage Comments' })).toBeVisible();
    await expect(page).toHaveTitle(settings.title);

    const nav = page.getByRole('navigation', { name: 'Admin' });
    const links = {
      Dashboard: '/admin',
      Posts: '/admin/posts',
      Pages: '/admin/pages',
      Snippets: '/admin/snippets',
      Categories: '/admin/categories',
      Comments: '/admin/comments',
      Messages: '/admin/messages',
      Subscribers: '/admin/subscribers',
      Authors: '/admin/authors',
      Users: '/admin/users',
      Settings: '/admin/settings',
      'View Site': '/',
    };
    for (const [name, href] of Object.entries(links))
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await nav.getByRole('link', { name: 'Authors', exact: true }).hover();
    await expect(page.getByRole('tooltip', { name: 'Authors' })).toBeVisible();
    await nav.getByRole('link', { name: 'Authors', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/authors$/);
    await expect(page.getByRole('heading', { name: 'Manage Authors' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);

    await page.getByRole('button', { name: /Account menu/ }).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByText(admin.name)).toBeVisible();
    await expect(menu.getByText(admin.email)).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    // The token itself stopped working: it was the session that ended, not only the browser's copy.
    await expect.poll(async () => (await request.get('/api/auth/me', { headers: auth(own.token) })).status()).toBe(401);
  });

  test('on a phone the sidebar is a drawer behind the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(page.getByRole('heading', { name: 'Contact Form Messages' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  });
});

test.describe('dashboard', () => {
  test('totals, the posts-per-month chart and the latest comments match the API', async ({ page, request }) => {
    await signIn(page);
    await page.goto('/admin');
    // Other suites write to the same store, so compare a fresh reading of both sides until they agree.
    await expect(async () => {
      await page.reload();
      const table = page.getByRole('table', { name: 'Posts per Month' });
      await expect(table.getByRole('row')).toHaveCount(7);
      const posts = await allPosts(request);
      const now = new Date();
      const expected: string[] = [];
      for (let back = 5; back >= 0; back--) {
        const d = new Date(now.getFullYear(), now.getMonth() - back, 1);
        const count = posts.filter((p) => {
          const pd = new Date(p.publishedDate);
          return pd.getFullYear() === d.getFullYear() && pd.getMonth() === d.getMonth();
        }).length;
        expected.push(`${d.toLocaleString('en-US', { month: 'short' })} ${d.getFullYear()}: ${count}`);
      }
      const shown = await table
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => `${r.querySelector('th')?.textContent}: ${r.querySelector('td')?.textContent}`));
      expect(shown).toEqual(expected);

      const [categories, authors] = await Promise.all([
        getData<Category[]>(request, '/api/categories'),
        getData<Author[]>(request, '/api/authors'),
      ]);
      const comments = await (await request.get('/api/comments?status=all&limit=5', { headers: auth(token) })).json();
      const totals = page.getByRole('region', { name: 'Totals' });
      const stat = (label: string, n: number) =>
        expect(totals.getByText(label, { exact: true }).locator('..')).toHaveText(`${label}${n.toLocaleString('en-US')}`);
      await stat('Total Posts', posts.length);
      await stat('Total Categories', categories.length);
      await stat('Total Authors', authors.length);
      await stat('Total Comments', comments.meta.total);

      const latest = page.getByRole('region', { name: 'Latest Comments' });
      if (comments.data.length === 0) await expect(latest.getByText('No comments yet')).toBeVisible();
      else {
        await expect(latest.getByRole('listitem')).toHaveCount(comments.data.length);
        const first = comments.data[0] as Comment & { postTitle?: string };
        await expect(latest.getByRole('listitem').first()).toContainText(first.text.slice(0, 40));
        await expect(latest.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', `/post/${first.postId}`);
        await expect(latest.getByRole('listitem').first().getByRole('link')).toHaveAttribute('target', '_blank');
      }
    }).toPass({ timeout: 45_000 });
    await expect(page.getByText(/Site rebuild last requested: |No rebuild requested yet/)).toBeVisible();
  });

  test('Quick Draft asks for a title, then creates a draft and clears the box', async ({ page, request }) => {
    await signIn(page);
    await page.goto('/admin');
    const box = page.getByRole('region', { name: 'Quick Draft' });
    await box.getByRole('button', { name: 'Save Draft' }).click();
    await expect(toast(page, 'Please enter a title for your draft.')).toBeVisible();

    const title = `Quick draft ${unique()}`;
    await box.getByLabel('Draft title').fill(title);
    await box.getByRole('button', { name: 'Save Draft' }).click();
    await expect(toast(page, `Draft "${title}" created!`)).toBeVisible();
    await expect(box.getByLabel('Draft title')).toHaveValue('');
    const draft = (await allPosts(request)).find((p) => p.title === title);
    expect(draft).toMatchObject({ status: 'draft', excerpt: '', imageUrl: '', featured: false, readingTime: 0, tags: [] });
    // The editor opens the empty draft with its placeholder, which is never saved as text.
    await page.goto(`/admin/posts/edit/${draft!.id}`);
    await expect(
      page.getByRole('textbox', { name: 'Post content' }).locator('p[data-placeholder="Start writing your post here..."]'),
    ).toBeVisible();
    await request.delete(`/api/posts/${draft!.id}`, { headers: auth(token) });
  });
});

test.describe('posts', () => {
  test('write, publish, update and delete a post through the editor and the list', async ({ page, request }) => {
    const settings = await getData<SiteSettings>(request, '/api/settings');
    const author = SEEDED_AUTHOR;
    const category = SEEDED_CATEGORY;
    const title = `Editor post ${unique()}`;
    await signIn(page);
    try {
      await page.goto('/admin/posts');
      await expect(page.getByRole('table', { name: 'Posts' })).toBeVisible();
      await page.getByRole('link', { name: 'New Post' }).click();
      await expect(page).toHaveURL(/\/admin\/posts\/new$/);
      await expect(page).toHaveTitle(`New Post - ${settings.title}`);

      await page.getByLabel('Excerpt').fill('A short summary.');
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(toast(page, 'Please fill in the Title, Author, and Category fields.')).toBeVisible();

      await page.getByLabel('Title').fill(title);
      await page.getByRole('textbox', { name: 'Post content' }).fill('Words written in the browser editor.');
      await page.getByLabel('Author').selectOption({ label: author.name });
      await page.getByLabel('Category').selectOption({ label: category.name });
      await page.getByLabel('Tags').fill('E2E Tag');
      await page.getByLabel('Tags').press('Enter');
      await expect(page.getByRole('list', { name: 'Selected tags' })).toContainText('E2E Tag');
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByRole('button', { name: 'Publishing...' })).toBeDisabled();
      await expect(toast(page, 'Post published successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/posts$/);
      await expect(row(page, title)).toContainText('Published');

      const created = (await allPosts(request)).find((p) => p.title === title)!;
      expect(created.tags.map((t) => t.name)).toContain('E2E Tag');
      await page.goto(`/admin/posts/edit/${created.id}`);
      await expect(page.getByLabel('Title')).toHaveValue(title);
      await expect(page).toHaveTitle(`Editing: ${title} - ${settings.title}`);
      await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
      await page.getByLabel('Excerpt').fill('A changed summary.');
      await page.getByRole('button', { name: 'Save Draft' }).click();
      await expect(toast(page, 'Post saved successfully!')).toBeVisible();
      const saved = await getData<PostSummary>(request, `/api/posts/${created.id}`);
      expect([saved.status, saved.excerpt]).toEqual(['draft', 'A changed summary.']);

      await row(page, title).getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Post' });
      await expect(dialog).toContainText('cannot be undone');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, `Post "${title}" deleted.`)).toBeVisible();
      await expect(row(page, title)).toHaveCount(0);
      expect((await request.get(`/api/posts/${created.id}`, { headers: auth(token) })).status()).toBe(404);
    } finally {
      const leftover = (await allPosts(request)).find((p) => p.title === title);
      if (leftover) await request.delete(`/api/posts/${leftover.id}`, { headers: auth(token) });
    }
  });

  test('an unknown post id goes back to the list', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/posts/edit/no-such-post');
    await expect(page).toHaveURL(/\/admin\/posts$/);
  });
});

test.describe('pages', () => {
  test('lists pages with their slugs, edits a page and saves it', async ({ page, request }) => {
    const pages = await getData<SitePage[]>(request, '/api/pages');
    const target = pages[0]!;
    const original = await getData<SitePage>(request, `/api/pages/${target.id}`);
    await signIn(page);
    await page.goto('/admin/pages');
    const table = page.getByRole('table', { name: 'Manage Site Pages' });
    for (const p of pages) {
      await expect(row(page, p.title).first()).toContainText(`/${p.slug}`);
      const del = row(page, p.title).first().getByRole('button', { name: 'Delete' });
      if (p.isDeletable) await expect(del).toBeEnabled();
      else await expect(del).toBeDisabled();
    }
    await expect(table).toBeVisible();

    const marker = `Updated from the admin ${unique()}`;
    try {
      await row(page, target.title).first().getByRole('link', { name: 'Edit' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/pages/edit/${target.id}$`));
      await expect(page.getByLabel('Slug')).toHaveValue(`/${target.slug}`);
      await expect(page.getByLabel('Slug')).toHaveAttribute('readonly', '');
      await expect(page.getByRole('region', { name: 'Publish' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Page Attributes' })).toBeVisible();

      await page.getByLabel('Title').fill('  ');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Title is required.' })).toBeVisible();
      await page.getByLabel('Title').fill(target.title);

      const editor = page.getByRole('textbox', { name: 'Page content' });
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type(marker);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, `Page "${target.title}" saved successfully!`)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/pages$/);
      expect((await getData<SitePage>(request, `/api/pages/${target.id}`)).content).toContain(marker);
    } finally {
      await request.put(`/api/pages/${target.id}`, {
        headers: auth(token),
        data: { title: original.title, content: original.content },
      });
    }
  });

  test('an unknown page id goes back to the list', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/pages/edit/no-such-page');
    await expect(page).toHaveURL(/\/admin\/pages$/);
  });
});

test.describe('snippets', () => {
  test('create, edit and delete a snippet; snippets survive a reload and show in another browser', async ({ page, browser }) => {
    const name = `Snippet ${unique()}`;
    await signIn(page);
    await page.goto('/admin/snippets');
    await page.getByRole('button', { name: 'New Snippet' }).click();
    const modal = page.getByRole('dialog', { name: 'New Snippet' });
    await modal.getByRole('button', { name: 'Create Snippet' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Please fill in all required fields.');

    await modal.getByLabel('Name').fill(name);
    await modal.getByLabel('Description').fill('Made by the browser test');
    await modal.getByRole('radio', { name: 'Star' }).click();
    await modal.getByLabel('Content (HTML)').fill(`<p>${'Long snippet body. '.repeat(10)}</p>`);
    await modal.getByRole('button', { name: 'Create Snippet' }).click();
    await expect(toast(page, 'Snippet created successfully!')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText(`<p>${'Long snippet body. '.repeat(10)}`.slice(0, 100) + '…');

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Snippet' });
    await expect(edit.getByRole('radio', { name: 'Star' })).toHaveAttribute('aria-checked', 'true');
    await edit.getByLabel('Name').fill(`${name} v2`);
    await edit.getByRole('button', { name: 'Update Snippet' }).click();
    await expect(toast(page, 'Snippet updated successfully!')).toBeVisible();

    await page.reload();
    const renamed = page.getByRole('listitem').filter({ hasText: `${name} v2` });
    await expect(renamed).toBeVisible();

    // A fresh browser profile shares nothing local with this one: it sees the snippet from the server.
    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await signIn(other);
      await other.goto('/admin/snippets');
      await expect(other.getByRole('listitem').filter({ hasText: `${name} v2` })).toBeVisible();
    } finally {
      await elsewhere.close();
    }

    await renamed.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Snippet' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Snippet deleted successfully!')).toBeVisible();
    await expect(renamed).toHaveCount(0);
  });

  test('with every snippet deleted the empty state offers Create Snippet', async ({ page, request }) => {
    // The store is shared with local development: the deleted snippets are put back afterwards.
    const saved = await getData<Snippet[]>(request, '/api/snippets');
    for (const s of saved) expect((await request.delete(`/api/snippets/${s.id}`, { headers: auth(token) })).ok()).toBe(true);
    try {
      await signIn(page);
      await page.goto('/admin/snippets');
      await expect(page.getByText('No snippets yet')).toBeVisible();
      await page.getByRole('button', { name: 'Create Snippet' }).click();
      await expect(page.getByRole('dialog', { name: 'New Snippet' })).toBeVisible();
    } finally {
      for (const { name, description, icon, content } of saved)
        await request.post('/api/snippets', { headers: auth(token), data: { name, description, icon, content } });
    }
  });
});

test.describe('categories', () => {
  test('add and delete a category; a category in use is refused with the server message', async ({ page, request }) => {
    const name = `Category ${unique()}`;
    await signIn(page);
    await page.goto('/admin/categories');
    const form = page.getByRole('region', { name: 'Add New Category' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('Made by the browser test');
    await form.getByLabel('Image URL').fill(new URL('/favicon.svg', page.url()).href);
    await expect(form.getByRole('img', { name: 'Category image preview' })).toBeVisible();
    await form.getByRole('button', { name: 'Add Category' }).click();
    await expect(toast(page, `Category "${name}" added.`)).toBeVisible();
    await expect(row(page, name)).toContainText('Made by the browser test');
    await expect(row(page, name).getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(form.getByLabel('Name')).toHaveValue('');

    await row(page, name).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Category' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Category "${name}" deleted.`)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);

    const posts = await allPosts(request);
    const used = (await getData<Category[]>(request, '/api/categories')).find((c) => posts.some((p) => p.category.id === c.id))!;
    await row(page, used.name).first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Category' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Cannot delete "${used.name}". It is in use by one or more posts.`)).toBeVisible();
    await expect(row(page, used.name).first()).toBeVisible();
  });
});

test.describe('authors', () => {
  test('create, edit and delete an author; an author with posts is refused', async ({ page, request }) => {
    const name = `Author ${unique()}`;
    await signIn(page);
    await page.goto('/admin/authors');
    await page.getByRole('link', { name: 'New Author' }).click();
    await expect(page).toHaveURL(/\/admin\/authors\/new$/);
    await page.getByRole('button', { name: 'Create Author' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields.');

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Avatar URL').fill(new URL('/favicon.svg', page.url()).href);
    await page.getByLabel('Bio').fill('Writes browser tests.');
    await page.getByRole('button', { name: 'Create Author' }).click();
    await expect(toast(page, `Author "${name}" created.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/authors$/);
    await expect(row(page, name)).toContainText('Writes browser tests.');

    await row(page, name).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await page.getByLabel('Bio').fill('Edits browser tests.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, `Author "${name}" updated.`)).toBeVisible();
    await expect(row(page, name)).toContainText('Edits browser tests.');

    await row(page, name).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Author' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Author "${name}" deleted.`)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);

    const posts = await allPosts(request);
    const busy = (await getData<Author[]>(request, '/api/authors')).find((a) =>
      posts.some((p) => p.author.id === a.id && p.status === 'published'),
    )!;
    await row(page, busy.name).first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Author' }).getByRole('button', { name: 'Delete' }).click();
    await expect(
      toast(page, `Cannot delete "${busy.name}". This author has published posts. Please delete all posts by this author first.`),
    ).toBeVisible();

    await page.goto('/admin/authors/new');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/authors$/);
  });
});

test.describe('comments', () => {
  test('approving a comment shows it on the post; spam hides it again; then it is deleted', async ({ page, request }) => {
    const reader = await register(request, `Commenter ${unique()}`);
    // A post of its own: the newest post of the site may be another spec's, renamed or deleted meanwhile.
    const made = await request.post('/api/posts', {
      headers: auth(token),
      data: {
        title: `Commented on ${unique()}`,
        excerpt: '',
        content: '<p>A post to comment on.</p>',
        authorId: SEEDED_AUTHOR.id,
        categoryId: SEEDED_CATEGORY.id,
        status: 'published',
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const post = (await made.json()).data as PostSummary;
    const text = `A thoughtful remark ${unique()}`;
    const posted = await request.post('/api/comments', { headers: auth(reader.token), data: { postId: post.id, text } });
    expect(posted.status(), await posted.text()).toBe(201);
    const publicTexts = async () =>
      ((await (await request.get(`/api/comments/post/${post.id}?limit=100`)).json()).data as Comment[]).map((c) => c.text);

    await signIn(page);
    try {
      await page.goto('/admin/comments');
      await page.getByRole('tab', { name: 'Pending' }).click();
      await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
      const line = row(page, text);
      await expect(line).toContainText('Pending');
      await expect(line.getByRole('link', { name: post.title })).toHaveAttribute('href', `/post/${post.id}`);
      await line.getByRole('button', { name: 'Approve' }).click();
      await expect(toast(page, 'Comment marked as approved')).toBeVisible();
      await expect(line).toHaveCount(0);
      expect(await publicTexts()).toContain(text);

      const readerPage = await page.context().newPage();
      await readerPage.goto(`/post/${post.id}`);
      // The comment list hydrates when it scrolls into view.
      const comments = readerPage.getByRole('region', { name: 'Comments' });
      await comments.scrollIntoViewIfNeeded();
      await expect(comments.getByText(text)).toBeVisible();
      await readerPage.close();

      await page.getByRole('tab', { name: 'Approved' }).click();
      await expect(line).toContainText('Approved');
      await expect(line.getByRole('button', { name: 'Approve' })).toHaveCount(0);
      await line.getByRole('button', { name: 'spam' }).click();
      await expect(toast(page, 'Comment marked as spam')).toBeVisible();
      expect(await publicTexts()).not.toContain(text);

      await page.getByRole('tab', { name: 'Spam' }).click();
      await expect(line).toContainText('Spam');
      await line.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete Comment' }).getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'Comment deleted.')).toBeVisible();
      await expect(line).toHaveCount(0);
    } finally {
      const id = (await posted.json()).data.id;
      await request.delete(`/api/comments/${id}`, { headers: auth(token) });
      await request.delete(`/api/users/${reader.user.id}`, { headers: auth(token) });
      await request.delete(`/api/posts/${post.id}`, { headers: auth(token) });
    }
  });
});

test.describe('inbox', () => {
  test('a contact message is listed with its line breaks and can be deleted', async ({ page, request }) => {
    const name = `Sender ${unique()}`;
    const email = `${name.toLowerCase().replace(/\W+/g, '-')}@example.test`;
    const sent = await request.post('/api/contact', {
      data: { name, email, message: 'First line of the message.\nSecond line.' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    await signIn(page);
    await page.goto('/admin/messages');
    const line = row(page, name);
    await expect(line.getByRole('link', { name })).toHaveAttribute('href', `mailto:${email}`);
    expect(await line.getByRole('cell').nth(1).innerText()).toBe('First line of the message.\nSecond line.');
    await line.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Message' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Message from "${name}" deleted.`)).toBeVisible();
    await expect(line).toHaveCount(0);
  });

  test('a subscriber is listed and can be unsubscribed', async ({ page, request }) => {
    const email = `subscriber-${unique()}@example.test`;
    const sent = await request.post('/api/subscribers/subscribe', { data: { email } });
    expect(sent.ok(), await sent.text()).toBe(true);

    await signIn(page);
    await page.goto('/admin/subscribers');
    const line = row(page, email);
    await expect(line.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await line.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('dialog', { name: 'Unsubscribe' }).getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(toast(page, `Subscriber "${email}" deleted.`)).toBeVisible();
    await expect(line).toHaveCount(0);
  });
});

test.describe('server-paged lists', () => {
  test('subscribers come 20 to a page, newest first, with the total in the header and Next for the rest', async ({
    page,
    request,
  }) => {
    const run = unique();
    const emails: string[] = [];
    for (let i = 0; i < 21; i++) {
      emails.push(`paged-${run}-${String(i).padStart(2, '0')}@example.test`);
      const sent = await request.post('/api/subscribers/subscribe', { data: { email: emails[i] } });
      expect(sent.ok(), await sent.text()).toBe(true);
    }
    const listed = await (await request.get('/api/subscribers?limit=1', { headers: auth(token) })).json();
    const total = listed.meta.total as number;
    try {
      await signIn(page);
      await page.goto('/admin/subscribers');
      await expect(page.getByText(`${total.toLocaleString('en-US')} subscribers`)).toBeVisible();
      const pager = page.getByRole('navigation', { name: 'Subscriber list pages' });
      await expect(pager.getByText(`Showing 1–20 of ${total}`)).toBeVisible();
      await expect(page.getByRole('table', { name: 'Newsletter Subscribers' }).getByRole('row')).toHaveCount(21);
      await expect(row(page, emails[20]!)).toBeVisible();
      await expect(row(page, emails[0]!)).toHaveCount(0);
      await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect(pager.getByText(new RegExp(`^Showing 21–\\d+ of ${total}$`))).toBeVisible();
      await expect(row(page, emails[0]!)).toBeVisible();
      await expect(row(page, emails[20]!)).toHaveCount(0);
    } finally {
      const all = await (await request.get('/api/subscribers?limit=100', { headers: auth(token) })).json();
      for (const s of all.data as { id: string; email: string }[])
        if (emails.includes(s.email)) await request.delete(`/api/subscribers/${s.id}`, { headers: auth(token) });
    }
  });
});

test.describe('users', () => {
  test('promote a user, delete them, and never touch your own row', async ({ page, request }) => {
    const name = `Member ${unique()}`;
    const member = await register(request, name);
    await signIn(page);
    await page.goto('/admin/users');

    const mine = row(page, admin.email);
    await expect(mine.getByRole('switch')).toBeDisabled();
    await expect(mine.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(mine.getByRole('button', { name: 'Delete' })).toBeDisabled();

    const theirs = page.getByRole('switch', { name: `Is Admin: ${name}` });
    await expect(theirs).toHaveAttribute('aria-checked', 'false');
    await theirs.click();
    await expect(toast(page, `Permissions for ${name} updated.`)).toBeVisible();
    await expect(theirs).toHaveAttribute('aria-checked', 'true');
    const me = await (await request.get('/api/auth/me', { headers: auth(member.token) })).json();
    expect(me.data.isAdmin).toBe(true);

    await row(page, member.user.email).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete User' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `User "${name}" deleted.`)).toBeVisible();
    await expect(row(page, member.user.email)).toHaveCount(0);
  });
});

test.describe('settings', () => {
  test('saving a new site title updates the API and the tab title', async ({ page, request }) => {
    const original = await getData<SiteSettings>(request, '/api/settings');
    const title = `Inkwell ${unique()}`;
    await signIn(page);
    await page.goto('/admin/settings');
    try {
      await page.getByRole('button', { name: /General/ }).click();
      await expect(page.getByLabel('Site Title')).toBeHidden();
      await page.getByRole('button', { name: /General/ }).click();
      await page.getByLabel('Site Title').fill(title);
      await page.getByLabel('Twitter URL').fill('not a url');
      await page.getByRole('button', { name: 'Save All Settings' }).click();
      await expect(page.getByText('Please enter a valid URL.')).toBeVisible();
      await page.getByLabel('Twitter URL').fill('https://twitter.com/inkwell-e2e');
      await page.getByLabel('Payment grace period (days)').fill('61');
      await page.getByRole('button', { name: 'Save All Settings' }).click();
      await expect(page.getByText('The grace period is a whole number of days from 0 to 60.')).toBeVisible();
      await page.getByLabel('Payment grace period (days)').fill('10');

      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/settings', async (route) => {
        if (route.request().method() === 'PUT') await held;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Save All Settings' }).click();
      await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
      release();
      await expect(toast(page, 'Settings saved successfully!')).toBeVisible();
      expect(await getData<SiteSettings>(request, '/api/settings')).toMatchObject({ title, paymentGraceDays: 10 });
      await expect(page).toHaveTitle(title);

      await page.unroute('**/api/settings');
      await page.route('**/api/settings', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 500, json: { error: 'Storage unavailable' } })
          : route.continue(),
      );
      await page.getByRole('button', { name: 'Save All Settings' }).click();
      await expect(toast(page, 'Failed to save settings.')).toBeVisible();
    } finally {
      await request.put('/api/settings', { headers: auth(token), data: toStoredSettings(original) });
    }
  });
});

test('the admin bundle is referenced only by the /admin page', () => {
  const dist = join(process.cwd(), DIST);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
  const all = files(dist);
  const html = all.filter((f) => f.endsWith('.html'));
  const adminHtml = html.filter((f) => relative(dist, f).startsWith('admin/'));
  expect(adminHtml.map((f) => relative(dist, f))).toEqual(['admin/index.html']);

  const refs = (file: string) => [...readFileSync(file, 'utf8').matchAll(/\/_astro\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]);
  const adminPage = readFileSync(adminHtml[0]!, 'utf8');
  const entry = /component-url="(\/_astro\/AdminApp[\w.-]*\.js)"/.exec(adminPage)?.[1];
  expect(entry, 'the admin page mounts the AdminApp island').toBeTruthy();
  const adminCss = refs(adminHtml[0]!).filter((r) => r.endsWith('.css'));

  // Everything a public page can load: its referenced chunks and whatever they import.
  const reachable = new Set<string>();
  const visit = (ref: string) => {
    if (reachable.has(ref) || !ref.endsWith('.js')) return;
    reachable.add(ref);
    const source = readFileSync(join(dist, ref), 'utf8');
    for (const m of source.matchAll(/(?:from|import)\s*\(?\s*["'](\.\/[\w.-]+\.js)["']/g)) visit(`/_astro/${m[1]!.slice(2)}`);
  };
  for (const page of html.filter((f) => !adminHtml.includes(f))) {
    const pageRefs = refs(page);
    expect(pageRefs, relative(dist, page)).not.toContain(entry);
    for (const css of adminCss) expect(pageRefs, relative(dist, page)).not.toContain(css);
    pageRefs.forEach(visit);
  }
  expect([...reachable]).not.toContain(entry);
});
