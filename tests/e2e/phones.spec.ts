/**
 * The site on the most common phone widths: nothing wider than the screen, the menu button on it
 * and working, touch targets of 44 px in the header.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminSession, auth, signInTab } from './helpers/admin';
import { builtPosts } from './helpers/reader';

const WIDTHS = [360, 390, 414];

// Each width's checks make their own records: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

async function expectFitsScreen(page: Page, width: number) {
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    // Names the deepest element that sticks out, so a failure says what to fix.
    const clipped = (el: Element) => {
      // Inside a scroller, or fixed to a viewport the overflow itself widened: not the cause.
      if (getComputedStyle(el).position === 'fixed') return true;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const out = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5 && !clipped(el),
    );
    const leaf = out.find((el) => !out.some((o) => o !== el && el.contains(o)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      widest: leaf ? `${leaf.tagName.toLowerCase()}.${leaf.className}`.slice(0, 160) : 'none',
    };
  });
  expect(clientWidth).toBe(width);
  expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide on a ${width} px screen (${widest})`).toBe(width);
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
      for (const path of [
        '/',
        `/post/${post!.id}`,
        '/categories',
        '/login',
        '/signup',
        '/search',
        '/ask',
        '/contact',
        '/about',
      ]) {
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

    test('the account page, with Security and its panels, fits the screen when signed in', async ({ page, request }) => {
      await signInTab(page, await adminSession(request));
      await page.goto('/account#security');
      for (const name of ['Two-factor authentication', 'Passkeys', 'Password', 'Where you are signed in'])
        await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
      await expectFitsScreen(page, width);
    });

    test('the admin fits the screen and its menu opens the sidebar', async ({ page, request }) => {
      const session = await adminSession(request);
      await signInTab(page, session);
      // A tier, so Settings lays out its table (wide content the page must keep in its own scroller).
      const tier = await request.post('/api/tiers', {
        headers: auth(session.token),
        data: {
          name: `Phone ${width}`,
          description: '',
          monthlyPrice: 500,
          yearlyPrice: 5000,
          currency: 'eur',
          benefits: [],
          active: true,
        },
      });
      expect(tier.status()).toBe(201);
      const [post] = await builtPosts(request, 1);
      for (const path of [
        '/admin',
        '/admin/posts',
        '/admin/posts/new',
        '/admin/comments',
        '/admin/users',
        '/admin/subscribers',
        '/admin/settings',
        '/admin/members',
        '/admin/analytics',
        `/admin/analytics/posts/${post!.id}`,
        '/admin/questions',
        '/admin/history',
      ]) {
        await page.goto(path);
        await expect(page.locator('#admin-main, [aria-label="Post content"]').first()).toBeVisible();
        if (path === '/admin/settings') await expect(page.getByRole('table', { name: 'Tiers' })).toBeVisible();
        if (path === '/admin/history') await expect(page.getByRole('table', { name: 'History' })).toBeVisible();
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
