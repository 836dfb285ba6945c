/**
 * Readers' search on the built site: the Pagefind indexes the build makes from the published posts,
 * one per year and merged in the browser, loaded on first use, find posts by a body word, their
 * author and their category; a post published after the build is found through the API.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { adminToken } from './helpers/admin';

const LISBON = 'Forty-Eight Hours in Lisbon Without a Plan';
const queries = [
  ['a word of its body', 'miradouro'],
  ['its author', 'Sofia Reyes'],
  ['its category', 'Travel'],
] as const;

async function overlaySearch(page: Page, q: string) {
  const dialog = page.getByRole('dialog', { name: 'Search' });
  if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await dialog.getByPlaceholder('Search for articles, topics, or authors...').fill(q);
  return dialog.getByRole('list', { name: 'Search results' });
}

test.describe("readers' search", () => {
  test('the overlay finds a built post by a body word, its author and its category, from the Pagefind index', async ({
    page,
  }) => {
    const index: string[] = [];
    page.on('request', (r) => r.url().includes('/pagefind/') && index.push(new URL(r.url()).pathname));
    await page.goto('/');
    expect(index).toEqual([]);
    for (const [, q] of queries) {
      const results = await overlaySearch(page, q);
      await expect(results.getByRole('link', { name: new RegExp(LISBON) }), q).toHaveAttribute(
        'href',
        /\/post\/forty-eight-hours-in-lisbon/,
      );
      expect(await results.getByRole('listitem').count(), q).toBeLessThanOrEqual(10);
    }
    expect(index.filter((p) => /^\/pagefind\/\d{4}\/pagefind\.js$/.test(p))).toHaveLength(1);
    await overlaySearch(page, 'zzqxjv-nothing-matches');
    await expect(page.getByText('No results found')).toBeVisible();
  });

  test("a post of an earlier year is found in its year's index, merged into this year's", async ({ page }) => {
    const index: string[] = [];
    page.on('request', (r) => r.url().includes('/pagefind/') && index.push(new URL(r.url()).pathname));
    await page.goto('/');
    // The demo's oldest post is dated over a year back, so the build writes two yearly indexes.
    const results = await overlaySearch(page, 'ploughing');
    await expect(results.getByRole('link', { name: /Why Soil Might Be Our Best Climate Technology/ })).toBeVisible();
    const years = new Set(index.map((p) => /^\/pagefind\/(\d{4})\//.exec(p)?.[1]).filter(Boolean));
    expect(years.size).toBeGreaterThanOrEqual(2);
  });

  test('the /search page finds the same post by a body word, its author and its category', async ({ page }) => {
    for (const [what, q] of queries) {
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      await expect(page.getByText(new RegExp(`^\\d+ results? for "${q}"$`)), what).toBeVisible();
      await expect(page.getByRole('article').getByRole('link', { name: LISBON }), what).toBeVisible();
      expect(await page.getByRole('article').count()).toBeLessThanOrEqual(10);
    }
  });

  test('a post published after the build is found by a word of its body', async ({ page, request }) => {
    const token = await adminToken(request);
    const word = `quillwort${randomUUID().slice(0, 6)}`;
    const res = await request.post('/api/posts', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Fresh notes ${word}`,
        excerpt: 'Written after the build.',
        content: `<p>A ${word} grows by the lake.</p>`,
        imageUrl: '',
        status: 'published',
        featured: false,
        categoryId: 'travel',
        authorId: 'sofia-reyes',
        tags: [],
      },
    });
    expect(res.status()).toBe(201);
    const post = (await res.json()).data as { id: string; title: string };
    await page.goto('/');
    const results = await overlaySearch(page, word);
    await expect(results.getByRole('link', { name: new RegExp(post.title) })).toHaveAttribute('href', `/post/${post.id}`);
    await page.goto(`/search?q=${word}`);
    await expect(page.getByText(`1 result for "${word}"`)).toBeVisible();
    await expect(page.getByRole('article').getByRole('link', { name: post.title })).toBeVisible();
    await request.delete(`/api/posts/${post.id}`, { headers: { authorization: `Bearer ${token}` } });
  });
});
