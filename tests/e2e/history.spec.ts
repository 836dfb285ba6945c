/**
 * Settings → History: the owner reads who did what, and narrows it to one person. A new author is
 * invited, accepts, signs in and publishes; History names each step, and filtering by that person
 * shows only theirs.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminSession, auth, signInTab } from './helpers/admin';
import { SEEDED_CATEGORY } from './helpers/seeded';

async function newAuthor(request: APIRequestContext, adminToken: string, name: string) {
  const email = `history-${Date.now().toString(36)}@example.test`;
  const invited = await request.post('/api/invites', { headers: auth(adminToken), data: { email, role: 'author' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL((await invited.json()).data.acceptUrl).searchParams.get('token');
  const accepted = await request.post('/api/invites/accept', { data: { token, name, password: 'history-pass-1' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const login = await request.post('/api/auth/login', { data: { email, password: 'history-pass-1' } });
  expect(login.status(), await login.text()).toBe(200);
  const { token: signedIn, user } = (await login.json()).data;
  return { token: signedIn as string, authorId: user.authorId as string };
}

test('the owner reads History and filters it by person', async ({ page, request }) => {
  const owner = await adminSession(request);
  const name = `Hana History ${Date.now().toString(36)}`;
  const author = await newAuthor(request, owner.token, name);
  const title = `History proof ${Date.now().toString(36)}`;
  const post = await request.post('/api/posts', {
    headers: auth(author.token),
    data: { title, content: '<p>Body</p>', authorId: author.authorId, categoryId: SEEDED_CATEGORY.id, status: 'published' },
  });
  expect(post.status(), await post.text()).toBe(201);

  await signInTab(page, owner);
  await page.goto('/admin/settings');
  await page.getByRole('link', { name: 'Open History' }).click();
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'History' });
  // Other tests write History at the same time, so the post may already be off the first page here.
  await expect(
    table
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first(),
  ).toBeVisible();

  await page.getByLabel('Person').selectOption({ label: name });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Published a post');
  await expect(rows.nth(0)).toContainText(title);
  await expect(rows.nth(1)).toContainText('Signed in');
  await expect(rows.nth(2)).toContainText('Accepted an invitation');
  for (const row of await rows.all()) await expect(row).toContainText(name);

  await page.getByLabel('Action').selectOption({ label: 'Sign-ins' });
  // The browser suite's own History runs to thousands of entries by now; a loaded machine lists them slowly.
  await expect(rows).toHaveCount(1, { timeout: 30_000 });
  await expect(rows.first()).toContainText('Signed in');
});
