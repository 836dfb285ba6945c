/** Automated accessibility checks (axe-core) of the reader pages in both themes, and of the admin screens. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminSession, adminToken, signInTab } from './helpers/admin';

// Every check opens its own page and writes nothing: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

async function open(page: Page, path: string, theme: 'light' | 'dark') {
  // Init scripts run in the order they were added, so a tab opened again in another theme gets the later one.
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  // Let islands that hydrate on view settle, so their markup is checked too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function firstPostPath(page: Page): Promise<string> {
  await page.goto('/');
  const href = await page.locator('#featured-title a').getAttribute('href');
  expect(href).toMatch(/^\/post\//);
  return href!;
}

/** The page in the light theme, then (reloaded) in the dark one: the same markup in other colours. */
async function violationsInBothThemes(page: Page, path: string) {
  const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {};
  for (const theme of ['light', 'dark'] as const) {
    await open(page, path, theme);
    found[theme] = await seriousViolations(page);
  }
  return found;
}

test('a post page has no serious or critical violations in either theme', async ({ page }) => {
  const path = await firstPostPath(page);
  expect(await violationsInBothThemes(page, path)).toEqual({ light: [], dark: [] });
});

for (const path of [
  '/',
  '/categories',
  '/category/design',
  '/tag/typography',
  '/author/elena-marsh',
  '/search?q=design',
  '/ask',
  '/about',
  '/contact',
  '/privacy',
  '/login',
  '/signup',
  '/saved',
  '/no-such-page',
]) {
  test(`${path} has no serious or critical violations in either theme`, async ({ page }) => {
    expect(await violationsInBothThemes(page, path)).toEqual({ light: [], dark: [] });
  });
}

const ADMIN_SCREENS = [
  '/admin',
  '/admin/posts',
  '/admin/pages',
  '/admin/snippets',
  '/admin/categories',
  '/admin/comments',
  '/admin/messages',
  '/admin/members',
  '/admin/subscribers',
  '/admin/newsletters',
  '/admin/authors',
  '/admin/authors/new',
  '/admin/users',
  '/admin/settings',
  '/admin/analytics',
  // A seeded post's own analytics page (linked from Top posts and Manage Posts).
  '/admin/analytics/posts/:id',
  '/admin/questions',
  '/admin/history',
];

for (const screen of ADMIN_SCREENS) {
  test(`the admin screen ${screen} has no serious or critical violations`, async ({ page, request }) => {
    const session = await adminSession(request);
    let path = screen;
    if (path.includes(':id')) {
      const [post] = (await (await request.get('/api/posts?limit=1')).json()).data as { id: string }[];
      path = path.replace(':id', post!.id);
    }
    await signInTab(page, session);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  });
}

test('the post editor and Edit Page have no serious or critical violations, with panels and popovers open', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/auth/me', { headers })).json()).data;
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('auth_token', t!);
      localStorage.setItem('user_data', u!);
    },
    [token, JSON.stringify(me)],
  );
  // A seeded post with a quote and links, rather than whatever another worker saved last.
  const post = (await (await request.get('/api/posts?q=Typography%20Is%20the%20Interface&limit=1')).json()).data[0];
  const page0 = (await (await request.get('/api/pages')).json()).data[0];
  const check = async (what: string) => expect(await seriousViolations(page), what).toEqual([]);

  await page.goto('/admin/posts/new');
  await expect(page.getByRole('textbox', { name: 'Post content' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await check('new post');
  await page.getByRole('button', { name: 'Snippets' }).click();
  await expect(page.getByRole('complementary', { name: 'Snippets' })).toBeVisible();
  await check('snippets panel');
  const formatting = page.getByRole('toolbar', { name: 'Formatting' });
  for (const tool of ['Highlight', 'Link', 'Image', 'Video']) {
    await formatting.getByRole('button', { name: tool, exact: true }).click();
    await check(`${tool} popover`);
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Live Preview' }).click();
  await check('live preview');
  await page.getByRole('button', { name: 'Close preview' }).click();

  await page.goto(`/admin/posts/edit/${post.id}`);
  // A saved post opens once the relay has answered its first sync: seconds on a loaded machine.
  await expect(page.getByRole('textbox', { name: 'Post content' })).toBeVisible({ timeout: 30_000 });
  await check('edit post');
  await page.getByRole('button', { name: 'Revision history' }).click();
  await check('revision history');
  await page.keyboard.press('Escape');

  await page.goto(`/admin/pages/edit/${page0.id}`);
  await expect(page.getByRole('textbox', { name: 'Page content' })).toBeVisible();
  await check('edit page');
});
