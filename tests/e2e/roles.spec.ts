/**
 * The admin app fits the role: each seeded staff account sees only the screens its role may use,
 * a direct URL to any other says so, and a contributor's draft goes to the editors for review.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PostSummary, User } from '@/shared/types';
import { auth } from './helpers/admin';

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

test('a contributor writes as their own profile and submits the draft for review; an editor finds it in the queue', async ({
  page,
  request,
}) => {
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
  await page.getByLabel('Category').selectOption({ index: 1 });
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
});
