/**
 * The admin app fits the role: each seeded staff account sees only the screens its role may use,
 * a direct URL to any other says so, and a contributor's draft goes to the editors for review.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PostSummary, User } from '@/shared/types';
import { adminSession, auth, signInTab } from './helpers/admin';

const STAFF = {
  editor: { email: 'editor@example.com', password: 'editor12345' },
  author: { email: 'author@example.com', password: 'author12345' },
  contributor: { email: 'contributor@example.com', password: 'contributor12345' },
} as const;
type Staff = keyof typeof STAFF;

async function signInAs(page: Page, request: APIRequestContext, who: Staff): Promise<{ token: string; user: User }> {
  const res = await request.post('/api/auth/login', { data: STAFF[who] });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()).data as { token: string; user: User };
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('auth_token', t!);
      localStorage.setItem('user_data', u!);
    },
    [token, JSON.stringify(user)],
  );
  return { token, user };
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const ALL = [
  'Dashboard',
  'Posts',
  'Pages',
  'Snippets',
  'Categories',
  'Comments',
  'Messages',
  'Members',
  'Followers',
  'Subscribers',
  'Newsletters',
  'Authors',
  'Users',
  'Settings',
];
const SEES: Record<Staff, string[]> = {
  contributor: ['Dashboard', 'Posts'],
  author: ['Dashboard', 'Posts'],
  editor: ['Dashboard', 'Posts', 'Pages', 'Snippets', 'Categories', 'Comments', 'Authors'],
};

for (const who of Object.keys(STAFF) as Staff[]) {
  test(`${who}: the sidebar shows only what the role may use, and other screens say so`, async ({ page, request }) => {
    await signInAs(page, request, who);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    for (const label of ALL) {
      const link = sidebar(page).getByRole('link', { name: label, exact: true });
      if (SEES[who].includes(label)) await expect(link, label).toBeVisible();
      else await expect(link, label).toHaveCount(0);
    }
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: "You don't have access to this page." })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
}

test('a contributor writes as their own profile and submits the draft for review; an editor publishes it from Needs review', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { user } = await signInAs(page, request, 'contributor');
  const title = `For review ${Date.now().toString(36)}`;
  await page.goto('/admin/posts/new');
  const authorOptions = page.getByLabel('Author').getByRole('option');
  await expect(authorOptions).toHaveText(['Select an author', 'Sofia Reyes']);
  await expect(page.getByLabel('Author')).toHaveValue(user.authorId!);
  await expect(page.getByLabel('Status').getByRole('option')).toHaveText(['Draft']);
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Post content' }).fill('A first draft for the editors.');
  await page.getByLabel('Excerpt').fill('Waiting for an editor.');
  await page.getByLabel('Category').selectOption({ label: 'Technology' });
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Submitted for review.')).toBeVisible();

  const editor = (await (await request.post('/api/auth/login', { data: STAFF.editor })).json()).data.token as string;
  const queue = (await (await request.get('/api/posts?review=true&limit=100', { headers: auth(editor) })).json())
    .data as PostSummary[];
  const mine = queue.find((p) => p.title === title);
  expect(mine).toMatchObject({ status: 'draft', reviewRequested: true, authorId: user.authorId });
  // Nobody outside the staff sees the draft.
  expect((await request.get(`/api/posts/${mine!.id}`)).status()).toBe(404);
  // Its writer sees it waiting.
  const mineRow = page.getByRole('row').filter({ hasText: title });
  await expect(mineRow.getByText('In review', { exact: true })).toBeVisible();

  // The editor finds it from the dashboard's count, under Needs review, and publishes it.
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  await signInAs(editorPage, request, 'editor');
  await editorPage.goto('/admin');
  const card = editorPage.getByRole('link', { name: /Needs review/ });
  await expect(card).toContainText(/[1-9]/);
  await card.click();
  await expect(editorPage.getByRole('tab', { name: 'Needs review' })).toHaveAttribute('aria-selected', 'true');
  const row = editorPage.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('In review', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: `Edit "${title}"` }).click();
  await expect(editorPage.getByLabel('Title')).toHaveValue(title);
  await editorPage.getByRole('button', { name: 'Publish' }).click();
  await expect(editorPage.getByRole('region', { name: 'Notifications' }).getByText('Post published successfully!')).toBeVisible();
  await editorPage.getByRole('tab', { name: 'Needs review' }).click();
  await expect(editorPage.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  const published = await request.get(`/api/posts/${mine!.id}`);
  expect(published.status()).toBe(200);
  expect((await published.json()).data).toMatchObject({ status: 'published', reviewRequested: false, authorId: user.authorId });
  await editorContext.close();
});

test('an administrator invites an author by mail; the author accepts, publishes under their own byline and cannot open Settings', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `invitee-${Date.now().toString(36)}@example.com`;
  const name = `Ines Invitee ${Date.now().toString(36).slice(-4)}`;
  await signInTab(page, await adminSession(request));
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByLabel('Role')).toHaveValue('author');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByLabel('Invitation link')).toHaveValue(/\/invite\?token=/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The link, as the invited person receives it.
  await page.goto('/admin/mailbox');
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: /^You're invited to write for / })
    .click();
  const text = (await page.getByRole('article').locator('pre').textContent()) ?? '';
  const link = /https?:\/\/\S+\/invite\?token=[\w.-]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();

  const context = await browser.newContext();
  const invited = await context.newPage();
  const { pathname, search } = new URL(link!);
  await invited.goto(pathname + search);
  await invited.getByLabel('Full Name').fill(name);
  await invited.getByLabel('Password', { exact: true }).fill('invited12345');
  await invited.getByLabel('Confirm Password').fill('invited12345');
  await invited.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(invited.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(sidebar(invited).getByRole('link', { name: 'Posts', exact: true })).toBeVisible();
  await expect(sidebar(invited).getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);

  const title = `Invited author's first ${Date.now().toString(36)}`;
  await invited.goto('/admin/posts/new');
  await expect(invited.getByLabel('Author').getByRole('option')).toHaveText(['Select an author', name]);
  await invited.getByLabel('Title').fill(title);
  await invited.getByRole('textbox', { name: 'Post content' }).fill('Written by someone who joined a minute ago.');
  await invited.getByLabel('Excerpt').fill('A first post by a new author.');
  await invited.getByLabel('Category').selectOption({ label: 'Technology' });
  await invited.getByRole('button', { name: 'Publish' }).click();
  await expect(invited.getByRole('region', { name: 'Notifications' }).getByText('Post published successfully!')).toBeVisible();

  const list = (await (await request.get('/api/posts?limit=100')).json()).data as PostSummary[];
  const post = list.find((p) => p.title === title);
  expect(post).toMatchObject({ status: 'published', author: { name } });

  await invited.goto('/admin/settings');
  await expect(invited.getByRole('heading', { name: "You don't have access to this page." })).toBeVisible();

  // The link works once.
  const again = await request.post('/api/invites/accept', {
    data: { token: new URL(link!).searchParams.get('token'), name, password: 'another12345' },
  });
  expect(again.status()).toBe(400);
  await context.close();
});
