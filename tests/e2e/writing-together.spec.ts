/**
 * Writing together in the browser: two people in two browser contexts edit one post at once through
 * the relay; they see each other, end with the same text, lose nothing offline, and a save stores
 * what both wrote.
 */
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { Post, User } from '@/shared/types';
import { adminSession, auth, signInTab, type AdminSession } from './helpers/admin';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const EDITOR = { email: 'editor@example.com', password: 'editor12345' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const content = (page: Page) => page.getByRole('textbox', { name: 'Post content' });

let admin: AdminSession;
let editor: AdminSession;

test.beforeAll(async ({ request }) => {
  admin = await adminSession(request);
  const res = await request.post('/api/auth/login', { data: EDITOR });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()).data as { token: string; user: User };
  editor = { token, user };
});

async function createPost(request: APIRequestContext, text: string): Promise<Post> {
  const res = await request.post('/api/posts', {
    headers: auth(admin.token),
    data: {
      title: `Together ${unique()}`,
      excerpt: 'Written by two people at once.',
      content: `<p>${text}</p>`,
      imageUrl: '/images/seed/a-practical-guide-to-working-offline-first.jpg',
      authorId: SEEDED_AUTHOR.id,
      categoryId: SEEDED_CATEGORY.id,
      status: 'draft',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

/** A person in their own browser context, with the post open in the editor. */
async function openAs(browser: Browser, who: AdminSession, postId: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInTab(page, who);
  await page.goto(`/admin/posts/edit/${postId}`);
  await expect(content(page)).toBeVisible();
  return { context, page };
}

/** Puts the caret at the end of the first paragraph and types there. */
async function typeAtEnd(page: Page, words: string) {
  await content(page).locator('p').first().click();
  await page.keyboard.press('End');
  await page.keyboard.type(words, { delay: 20 });
}

/** The paragraph's text as written, without the other person's caret and name drawn inside it. */
const text = (page: Page) =>
  content(page)
    .locator('p')
    .first()
    .evaluate((p) => {
      const copy = p.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.collaboration-carets__caret').forEach((caret) => caret.remove());
      return copy.textContent;
    });

test('two people type into one paragraph, see each other, and end with the same text, saved whole', async ({
  browser,
  request,
}) => {
  const post = await createPost(request, 'Shared start');
  const one = await openAs(browser, admin, post.id);
  const two = await openAs(browser, editor, post.id);
  await expect(content(one.page)).toContainText('Shared start');
  await expect(content(two.page)).toContainText('Shared start');

  // Each sees the other among the people in the post.
  await expect(one.page.getByRole('list', { name: 'Also editing' }).getByRole('img', { name: editor.user.name })).toBeVisible();
  await expect(two.page.getByRole('list', { name: 'Also editing' }).getByRole('img', { name: admin.user.name })).toBeVisible();

  await Promise.all([typeAtEnd(one.page, ' apples from one'), typeAtEnd(two.page, ' pears from two')]);
  for (const { page } of [one, two]) {
    await expect(content(page)).toContainText('apples from one');
    await expect(content(page)).toContainText('pears from two');
  }
  await expect.poll(async () => (await text(one.page)) === (await text(two.page))).toBe(true);

  // The other person's caret carries their name.
  await expect(content(one.page).locator('.collaboration-carets__label', { hasText: editor.user.name })).toBeVisible();
  await expect(content(two.page).locator('.collaboration-carets__label', { hasText: admin.user.name })).toBeVisible();

  // A save during co-editing stores the merged document.
  await two.page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(two.page.getByText('Post saved successfully!')).toBeVisible();
  const stored = (await (await request.get(`/api/posts/${post.id}`, { headers: auth(admin.token) })).json()).data as Post;
  expect(stored.content).toContain('apples from one');
  expect(stored.content).toContain('pears from two');
  await one.context.close();
  await two.context.close();
});

test('one person goes offline, both keep typing, and on reconnect nothing is lost', async ({ browser, request }) => {
  const post = await createPost(request, 'Before the outage.');
  const one = await openAs(browser, admin, post.id);
  const two = await openAs(browser, editor, post.id);
  await expect(two.page.getByRole('list', { name: 'Also editing' })).toBeVisible();

  await two.context.setOffline(true);
  await typeAtEnd(two.page, ' Written offline.');
  await expect(two.page.getByText('Offline: your changes are kept on this device')).toBeVisible();
  await typeAtEnd(one.page, ' Written online.');
  await expect(content(two.page)).not.toContainText('Written online.');
  await expect(content(one.page)).not.toContainText('Written offline.');

  await two.context.setOffline(false);
  for (const { page } of [one, two]) {
    await expect(content(page)).toContainText('Written offline.');
    await expect(content(page)).toContainText('Written online.');
  }
  await expect(two.page.getByText('Offline: your changes are kept on this device')).toBeHidden();
  await expect.poll(async () => (await text(one.page)) === (await text(two.page))).toBe(true);
  await one.context.close();
  await two.context.close();
});
