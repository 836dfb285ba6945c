/**
 * A signed-in reader must never see the guest's "Sign in" link, not even for one frame: the header
 * is decided before the first paint on a full load and before a client-side swap is shown.
 */
import { expect, test, type Page } from '@playwright/test';
import { newReader } from './helpers/reader';

declare global {
  interface Window {
    __signInFrames?: string[];
  }
}

/**
 * From the first byte of every document: each animation frame (what is about to be painted) notes
 * the path whenever the header's "Sign in" link is visible. The window outlives client-side swaps,
 * so one list covers a whole run of view-transition navigations.
 */
async function watchSignInLink(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: string[] = (window.__signInFrames = []);
    const signedIn = () => Boolean(localStorage.getItem('auth_token'));
    // Nothing is painted before the page's stylesheet applies (the header's area is then a flex box).
    const styled = () => {
      const area = document.querySelector('[data-header-auth]');
      return area !== null && getComputedStyle(area).display === 'flex';
    };
    const signInShown = () =>
      signedIn() &&
      styled() &&
      [...document.querySelectorAll<HTMLAnchorElement>('header a[href="/login"]')].some((a) => a.checkVisibility());
    const check = () => {
      if (signInShown()) frames.push(location.pathname);
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    // A link that is visible only between two frames still counts.
    new MutationObserver(() => {
      if (document.body && signInShown()) frames.push(`${location.pathname} (parsed)`);
    }).observe(document, { childList: true, subtree: true });
  });
}

const framesWithSignIn = (page: Page) => page.evaluate(() => window.__signInFrames ?? []);

test.describe('signed-in header', () => {
  test('after signing in, the next pages never show the "Sign in" link', async ({ page, request }) => {
    const reader = await newReader(request, 'header');
    await watchSignInLink(page);

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(reader.email);
    await page.getByLabel('Password').fill(reader.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const account = page.getByRole('button', { name: `Account menu for ${reader.name}` });
    await expect(account).toBeVisible();

    // A client-side navigation (view transition) to another page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL((url) => url.pathname === '/categories');
    await expect(account).toBeVisible();
    // And a full page load.
    await page.goto('/about');
    await expect(account).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(account).toBeVisible();

    expect(await framesWithSignIn(page)).toEqual([]);
  });

  test("on a full load the account button has the reader's initials before any module script runs", async ({ page, request }) => {
    const reader = await newReader(request, 'initials');
    await page.goto('/about');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user_data', JSON.stringify(user));
    }, reader);
    // Module scripts (the header's own code included) are blocked: only what runs before paint counts.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeHidden();
    const account = page.getByRole('button', { name: 'Account menu' });
    await expect(account).toBeVisible();
    const initials = reader.name
      .split(/\s+/)
      .map((w) => w[0]!.toUpperCase())
      .join('')
      .slice(0, 2);
    // Drawn by CSS from what the head script found, while the header's own code is still to come.
    const shown = await page.locator('header [data-account-initials]').evaluate((el) => getComputedStyle(el, '::before').content);
    expect(shown).toBe(`"${initials}"`);
  });

  test('a guest sees "Sign in" and no account button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeHidden();
  });
});
