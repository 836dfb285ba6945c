/** Automated accessibility checks (axe-core) of the reader pages, in both themes. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

async function open(page: Page, path: string, theme: 'light' | 'dark') {
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

for (const theme of ['light', 'dark'] as const) {
  test(`a post page has no serious or critical violations (${theme})`, async ({ page }) => {
    const path = await firstPostPath(page);
    await open(page, path, theme);
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const path of ['/', '/categories', '/category/design', '/tag/typography', '/author/elena-marsh', '/search?q=design', '/about', '/contact', '/privacy', '/login', '/signup', '/saved', '/no-such-page']) {
    test(`${path} has no serious or critical violations (${theme})`, async ({ page }) => {
      await open(page, path, theme);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
