/**
 * The editor's AI tools in the browser. The test server runs without GEMINI_API_KEY, so the
 * success and provider-failure paths answer /api/ai/* in the browser with what the stand-in's
 * canned answers look like; the last test uses the real functions and sees "not configured".
 * Generated images go through the real upload service.
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Page, type Request, type Route } from '@playwright/test';
import type { Post } from '@/shared/types';
import { adminSession, auth, signInTab, type AdminSession } from './helpers/admin';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const JPEG = readFileSync('public/images/seed/a-practical-guide-to-working-offline-first.jpg');
const LONG = 'Local stand-ins let every test run offline, quickly and with answers the test controls. ';
const SEO = {
  title: 'Testing Software with Local Stand-ins',
  description: 'Learn how local stand-ins make API tests fast and reliable.',
  keywords: ['testing', 'api', 'stand-in', 'vitest', 'node'],
  feedback: 'Add a clear call to action.',
  score: 'Good',
};
const EXCERPT =
  'A practical guide to testing software against local stand-ins, so every test runs fast, offline and with answers you control.';
const UPSTREAM_FAILED = { error: 'The model did not answer.', code: 'AI_FAILED' };

let session: AdminSession;
let token = '';

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
  token = session.token;
});

const signIn = (page: Page) => signInTab(page, session);

async function createPost(request: APIRequestContext, title: string, content: string): Promise<Post> {
  const [authors, categories] = await Promise.all([request.get('/api/authors'), request.get('/api/categories')]);
  const res = await request.post('/api/posts', {
    headers: auth(token),
    data: {
      title,
      excerpt: 'Made for an AI tools test.',
      content,
      authorId: (await authors.json()).data[0].id,
      categoryId: (await categories.json()).data[0].id,
      status: 'published',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

async function openEditor(
  page: Page,
  request: APIRequestContext,
  content: string,
  title = `AI tools ${unique()}`,
): Promise<Post> {
  const post = await createPost(request, title, content);
  await signIn(page);
  await page.goto(`/admin/posts/edit/${post.id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  return post;
}

const json = (route: Route, status: number, body: unknown, delayMs = 0) =>
  new Promise((r) => setTimeout(r, delayMs)).then(() =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );

/** Answers one AI route, keeping the request bodies it saw. */
async function answer(page: Page, path: string, status: number, body: unknown, delayMs = 0): Promise<unknown[]> {
  const seen: unknown[] = [];
  await page.unroute(`**/api/ai/${path}`);
  await page.route(`**/api/ai/${path}`, (route) => {
    seen.push(route.request().postDataJSON());
    return json(route, status, body, delayMs);
  });
  return seen;
}

const editorBox = (page: Page) => page.getByRole('textbox', { name: 'Post content' });
const aiTools = (page: Page) => page.getByRole('toolbar', { name: 'AI tools' });

/** Focuses the editor and selects the whole text of the first element matching `selector` in it. */
async function selectIn(page: Page, selector: string) {
  await editorBox(page).click();
  await editorBox(page).evaluate((root, sel) => {
    const el = root.querySelector(sel)!;
    const range = document.createRange();
    range.selectNodeContents(el);
    const s = window.getSelection()!;
    s.removeAllRanges();
    s.addRange(range);
  }, selector);
}

/**
 * `trigger` shows a hint that clears by itself 3 s later. Timed on the page's clock (installed
 * before the page loaded), paused first, so a loaded machine cannot stretch or shrink the 3 s.
 */
async function expectClearsAfter3s(page: Page, text: string, trigger: () => Promise<void>) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await trigger();
  const hint = page.getByRole('alert').filter({ hasText: text });
  await expect(hint).toBeVisible();
  await page.clock.runFor(2_800);
  await expect(hint).toBeVisible();
  await page.clock.runFor(400);
  await expect(hint).toBeHidden();
  await page.clock.resume();
}

test('the selection tools load on first selection, replace exactly the selection as one undo step, and refuse too little text', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const scripts: string[] = [];
  page.on('request', (r: Request) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await openEditor(
    page,
    request,
    '<p>Start. <strong>This sentence has a speling mistake.</strong> The end.</p><p>Second paragraph stays as it is.</p>',
  );
  const texts = await answer(page, 'text', 200, { data: { text: 'This sentence has a spelling mistake.' } }, 700);
  expect(
    scripts.some((u) => u.includes('AiToolbar')),
    'the AI toolbar chunk waits for a selection',
  ).toBe(false);

  await selectIn(page, 'strong');
  await expect(aiTools(page)).toBeVisible();
  expect(scripts.some((u) => u.includes('AiToolbar'))).toBe(true);
  await aiTools(page).getByRole('button', { name: 'Fix spelling and grammar' }).click();
  await expect(aiTools(page).getByRole('status')).toHaveText('AI is working...');
  await expect(editorBox(page)).toHaveAttribute('contenteditable', 'false');
  await expect(editorBox(page).locator('strong')).toHaveText('This sentence has a spelling mistake.');
  await expect(editorBox(page)).toHaveAttribute('contenteditable', 'true');
  await expect(editorBox(page).locator('p').first()).toHaveText('Start. This sentence has a spelling mistake. The end.');
  expect(texts).toEqual([{ action: 'fix', text: 'This sentence has a speling mistake.' }]);

  // One Undo brings back the original words.
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(editorBox(page).locator('strong')).toHaveText('This sentence has a speling mistake.');
  await expect(editorBox(page).locator('p').nth(1)).toHaveText('Second paragraph stays as it is.');

  // Change tone sends the tone; the reply replaces the selected paragraph only.
  const toned = await answer(page, 'text', 200, { data: { text: 'Hey, the second paragraph is staying put!' } });
  await selectIn(page, 'p:nth-of-type(2)');
  await aiTools(page).getByRole('button', { name: 'Change tone' }).click();
  await aiTools(page).getByRole('menuitem', { name: 'Friendly' }).click();
  await expect(editorBox(page).locator('p').nth(1)).toHaveText('Hey, the second paragraph is staying put!');
  expect(toned).toEqual([{ action: 'tone', text: 'Second paragraph stays as it is.', tone: 'Friendly' }]);

  // Too short a selection: the spec's hint, cleared after 3 s, and no request.
  const short = await answer(page, 'text', 200, { data: { text: 'unused' } });
  await editorBox(page).click();
  await editorBox(page).evaluate((root) => {
    const text = root.querySelector('p')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, 5);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
  await expectClearsAfter3s(page, 'Please select at least 10 characters of text.', () =>
    aiTools(page).getByRole('button', { name: 'Make shorter' }).click(),
  );
  expect(short).toEqual([]);

  // No selection: the keyboard shortcut says so, for 3 s.
  await page.keyboard.press('End');
  await expect(aiTools(page)).toBeHidden();
  await expectClearsAfter3s(page, 'Please select text first.', () => page.keyboard.press('Alt+KeyA'));
});

test('the AI toolbar is reached from the selection by keyboard, Escape closes it, and a provider failure keeps the text', async ({
  page,
  request,
}) => {
  await openEditor(page, request, '<p>Keyboard users can reach every tool from here.</p>');
  const seen = await answer(page, 'text', 502, UPSTREAM_FAILED);
  await selectIn(page, 'p');
  await page.keyboard.press('Alt+KeyA');
  await expect(aiTools(page).getByRole('button', { name: 'Improve writing' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(aiTools(page).getByRole('button', { name: 'Fix spelling and grammar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(aiTools(page)).toBeHidden();
  await expect(editorBox(page)).toBeFocused();

  await page.keyboard.press('Alt+KeyA');
  await expect(aiTools(page).getByRole('button', { name: 'Improve writing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'AI tool failed. Please try again.' })).toBeVisible();
  await expect(editorBox(page).locator('p')).toHaveText('Keyboard users can reach every tool from here.');
  expect(seen).toHaveLength(1);
});

test('excerpt and SEO: filled, toasted, applied to the meta fields and used by the public page', async ({ page, request }) => {
  const title = `SEO tools ${unique()}`;
  const post = await openEditor(page, request, `<p>${LONG.repeat(3)}</p>`, title);
  const excerpts = await answer(page, 'excerpt', 200, { data: { excerpt: EXCERPT } });
  await page.getByRole('button', { name: 'Generate excerpt' }).click();
  await expect(page.getByLabel('Excerpt')).toHaveValue(EXCERPT);
  await expect(page.getByText('AI-powered excerpt generated!')).toBeVisible();
  expect((excerpts[0] as { content: string }).content).toContain('Local stand-ins let every test run offline');

  const seo = await answer(page, 'seo', 200, { data: SEO });
  await page.getByRole('button', { name: 'Analyze SEO' }).click();
  const analysis = page.getByRole('region', { name: 'SEO analysis' });
  await expect(analysis.getByText(SEO.title)).toBeVisible();
  await expect(analysis.getByText(SEO.feedback)).toBeVisible();
  await expect(analysis.getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveText(SEO.keywords);
  const good = analysis.getByText('Good', { exact: true });
  const goodColour = await good.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(seo[0]).toEqual({ title, content: expect.stringContaining('Local stand-ins') });

  await analysis.getByRole('button', { name: 'Apply suggested meta title' }).click();
  await analysis.getByRole('button', { name: 'Apply suggested meta description' }).click();
  await expect(page.getByLabel('Meta title')).toHaveValue(SEO.title);
  await expect(page.getByLabel('Meta description')).toHaveValue(SEO.description);

  // Scores are told apart by more than their words.
  await answer(page, 'seo', 200, { data: { ...SEO, score: 'Poor' } });
  await page.getByRole('button', { name: 'Analyze SEO' }).click();
  const poor = analysis.getByText('Poor', { exact: true });
  await expect(poor).toBeVisible();
  expect(await poor.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(goodColour);

  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Post published successfully!')).toBeVisible();
  const saved = (await (await request.get(`/api/posts/${post.id}`)).json()).data as Post;
  expect(saved).toMatchObject({ excerpt: EXCERPT, metaTitle: SEO.title, metaDescription: SEO.description });

  await page.goto(`/post/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(SEO.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', SEO.description);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', SEO.title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', SEO.description);
});

test('excerpt and SEO refuse too little text and report provider failures in the spec words', async ({ page, request }) => {
  await page.clock.install();
  await openEditor(page, request, '<p>Too short to summarise.</p>', `Short ${unique()}`);
  const excerpts = await answer(page, 'excerpt', 200, { data: { excerpt: 'unused' } });
  await expectClearsAfter3s(page, 'Please write at least 100 characters of content to generate an excerpt.', () =>
    page.getByRole('button', { name: 'Generate excerpt' }).click(),
  );
  expect(excerpts).toEqual([]);
  await expect(page.getByRole('button', { name: 'Analyze SEO' })).toBeDisabled();
  await expect(page.getByText('Please provide a title and at least 50 characters of content to analyze.')).toBeVisible();

  await editorBox(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(` ${LONG}${LONG}`);
  await answer(page, 'excerpt', 502, UPSTREAM_FAILED);
  await page.getByRole('button', { name: 'Generate excerpt' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to generate excerpt. Please try again.' })).toBeVisible();
  await expect(page.getByLabel('Excerpt')).toHaveValue('Made for an AI tools test.');

  await answer(page, 'seo', 502, UPSTREAM_FAILED);
  await page.getByRole('button', { name: 'Analyze SEO' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to analyze SEO. Please try again.' })).toBeVisible();
});

test('a generated image is stored as an upload, then inserted at the cursor or set as the featured image', async ({
  page,
  request,
}) => {
  await page.clock.install();
  const post = await openEditor(page, request, '<p>Picture goes after this line.</p>');
  const generate = page.getByRole('button', { name: 'Generate image' });
  const images = await answer(
    page,
    'image',
    200,
    { data: { imageUrl: `data:image/jpeg;base64,${JPEG.toString('base64')}` } },
    3200,
  );
  await expectClearsAfter3s(page, 'Please enter a prompt for the image.', () => generate.click());
  expect(images).toEqual([]);

  await page.getByLabel('Image prompt').fill('A lighthouse at dawn, watercolour');
  await generate.click();
  await expect(page.getByText('Warming up the canvas...')).toBeVisible();
  await expect(page.getByText('Sketching the composition...')).toBeVisible({ timeout: 4000 });
  await expect(page.getByText('Warming up the canvas...')).toBeHidden();
  const preview = page.getByRole('img', { name: 'Generated: A lighthouse at dawn, watercolour' });
  await expect(preview).toBeVisible();
  const src = await preview.getAttribute('src');
  expect(src).toMatch(/^\/api\/upload\/image\/[\w-]+/);
  const stored = await request.get(src!);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toMatch(/^image\//);
  expect(images).toEqual([{ prompt: 'A lighthouse at dawn, watercolour' }]);

  await editorBox(page).click();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Insert into post' }).click();
  await expect(editorBox(page).locator(`img[src="${src}"]`)).toBeVisible();
  await page.getByRole('button', { name: 'Set as featured image' }).click();
  await expect(page.getByLabel('Featured image')).toHaveValue(src!);

  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Post published successfully!')).toBeVisible();
  const saved = (await (await request.get(`/api/posts/${post.id}`)).json()).data as Post;
  expect(saved.imageUrl).toBe(src);
  expect(saved.content).toContain(`src="${src}"`);
  expect(saved.content).not.toContain('data:');

  await answer(page, 'image', 502, UPSTREAM_FAILED);
  await page.goto(`/admin/posts/edit/${post.id}`);
  await page.getByLabel('Image prompt').fill('Something the provider refuses');
  await page.getByRole('button', { name: 'Generate image' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Failed to generate image. The prompt may have been blocked. Please try a different prompt.' }),
  ).toBeVisible();
});

test.describe('without an AI key', () => {
  test.skip(Boolean(process.env.GEMINI_API_KEY), 'the server under test has an AI key');

  test('every tool says plainly that AI is not configured, and the editor keeps working', async ({ page, request }) => {
    const NOT_CONFIGURED = 'AI features are not configured.';
    await openEditor(page, request, `<p>${LONG.repeat(2)}</p>`);
    const notConfigured = page.getByRole('alert').filter({ hasText: NOT_CONFIGURED });

    await selectIn(page, 'p');
    await aiTools(page).getByRole('button', { name: 'Improve writing' }).click();
    await expect(notConfigured).toHaveCount(1);
    await expect(editorBox(page)).toHaveAttribute('contenteditable', 'true');

    await page.getByRole('button', { name: 'Generate excerpt' }).click();
    await page.getByRole('button', { name: 'Analyze SEO' }).click();
    await page.getByLabel('Image prompt').fill('A lighthouse');
    await page.getByRole('button', { name: 'Generate image' }).click();
    await expect(notConfigured).toHaveCount(4);

    await editorBox(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Still typing.');
    await expect(editorBox(page)).toContainText('Still typing.');
  });
});
