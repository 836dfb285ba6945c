/**
 * The build writes the first pages of each list (two here, PREBUILT_LIST_PAGES in e2e-server); later
 * pages are rendered on request from the store as it is now, so the archive's depth costs the build
 * nothing and a post published after the build shifts them at once, in the HTML a crawler receives.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, auth } from './helpers/admin';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';

const HOME_PAGE_SIZE = 6;

/** The home list's last page: every published post but the main featured one, six to a page. */
async function lastHomePage(request: APIRequestContext): Promise<number> {
  const total = (await (await request.get('/api/posts?limit=1')).json()).meta.total as number;
  return Math.max(1, Math.ceil((total - 1) / HOME_PAGE_SIZE));
}

/** Polls the home list's last page (recounted each time) until `until` holds, for up to 60 s. */
async function lastPageHtml(request: APIRequestContext, until: (html: string) => boolean) {
  let last = { html: '', status: 0, page: 0 };
  await expect
    .poll(
      async () => {
        const page = await lastHomePage(request);
        const res = await request.get(`/page/${page}`);
        last = { html: await res.text(), status: res.status(), page };
        return until(last.html);
      },
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return last;
}

test('a page past the prebuilt ones is rendered on request, and shows a post published after the build', async ({
  request,
  page,
}) => {
  const token = await adminToken(request);
  const title = `The oldest story ${Date.now()}`;
  // Dated before every other post, so it is the last of Latest Posts, on a page the build did not write.
  const created = await request.post('/api/posts', {
    headers: auth(token),
    data: {
      title,
      excerpt: 'Back-dated, published after the build',
      content: '<p>From the archive.</p>',
      authorId: SEEDED_AUTHOR.id,
      categoryId: SEEDED_CATEGORY.id,
      status: 'published',
      publishedDate: '1999-01-04T09:00:00.000Z',
    },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()).data as { id: string };
  try {
    const shown = await lastPageHtml(request, (h) => h.includes(title));
    expect(shown.status).toBe(200);
    expect(shown.page).toBeGreaterThanOrEqual(3);
    expect(shown.html).toContain(`<title>Page ${shown.page} | `);
    expect(shown.html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/page/${shown.page}"`));
    expect(shown.html).toContain(`href="/post/${post.id}"`);

    // A reader's browser gets the same page, with its pagination.
    await page.goto(`/page/${shown.page}`);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(new RegExp(`/page/${shown.page - 1}`));
    await expect(page.getByRole('heading', { name: 'Latest Posts' })).toBeVisible();

    // Unpublished: the page shifts back at once.
    const full = (await (await request.get(`/api/posts/${post.id}`, { headers: auth(token) })).json()).data;
    const unpublish = await request.put(`/api/posts/${post.id}`, {
      headers: auth(token),
      data: { ...full, authorId: full.author.id, categoryId: full.category.id, status: 'draft' },
    });
    expect(unpublish.status()).toBe(200);
    await lastPageHtml(request, (h) => !h.includes(title));
  } finally {
    await request.delete(`/api/posts/${post.id}`, { headers: auth(token) });
  }
});

test('a list address that names no page is 404, with noindex', async ({ request }) => {
  const beyond = (await lastHomePage(request)) + 50;
  for (const path of [
    `/page/${beyond}`,
    '/page/1',
    '/page/03',
    '/page/x',
    '/page/3/more',
    '/tag/no-such-tag/page/3',
    '/author/nobody/page/4',
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).toContain('<meta name="robots" content="noindex');
  }
});
