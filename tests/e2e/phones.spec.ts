/**
 * The site on the most common phone widths: nothing wider than the screen, the menu button on it
 * and working, touch targets of 44 px in the header.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminSession, signInTab } from './helpers/admin';
import { builtPosts } from './helpers/reader';

const WIDTHS = [360, 390, 414];

async function expectFitsScreen(page: Page, width: number) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(clientWidth).toBe(width);
  expect(scrollWidth, `page is ${scrollWidth} px wide on a ${width} px screen`).toBe(width);
}

async function expectOnScreen(page: Page, name: string, width: number) {
  const box = await page.getByRole('banner').getByRole('button', { name, exact: true }).boundingBox();
  expect(box, `${name} is laid out`).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    test('public pages fit the screen and the menu opens from the header', async ({ page, request }) => {
      const [post] = await builtPosts(request, 1);
      for (const path of ['/', `/post/${post!.id}`, '/categories', '/login', '/signup', '/search', '/contact', '/about']) {
        await page.goto(path);
        await expectFitsScreen(page, width);
        await expectOnScreen(page, 'Open menu', width);
        await expectOnScreen(page, 'Search', width);
      }
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Get started' })).toBeVisible();
      await menu.getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('the admin fits the screen and its menu opens the sidebar', async ({ page, request }) => {
      await signInTab(page, await adminSession(request));
      for (const path of [
        '/admin',
        '/admin/posts',
        '/admin/posts/new',
        '/admin/comments',
        '/admin/users',
        '/admin/subscribers',
        '/admin/settings',
      ]) {
        await page.goto(path);
        await expect(page.locator('#admin-main, [aria-label="Post content"]').first()).toBeVisible();
        await expectFitsScreen(page, width);
      }
      await page.goto('/admin/posts');
      await expectOnScreen(page, 'Open menu', width);
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('complementary', { name: 'Sidebar' });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('link', { name: 'Categories' }).click();
      await expect(page.getByRole('heading', { name: 'Manage Categories' })).toBeVisible();
    });
  });
}
