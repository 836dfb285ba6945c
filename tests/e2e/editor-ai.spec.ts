/**
 * The editor's AI tools in the browser, through the real /api/ai/* functions. The answered and
 * provider-failure paths run on the build served with an AI key, whose model is the Gemini
 * stand-in; the last test runs on the site without a key and sees "not configured". Generated
 * images go through the real upload service.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import type { Post } from '@/shared/types';
import { adminSession, auth, signInTab, type AdminSession } from './helpers/admin';
import { CANNED, marker, overrideGemini } from './helpers/gemini';
import { AI_SITE, SITE } from './helpers/ports';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ baseURL: AI_SITE });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const LONG = 'Local stand-ins let every test run offline, quickly and with answers the test controls. ';
const SEO = CANNED.seo;
const EXCERPT = CANNED.excerpt;

let session: AdminSession;
let token = '';

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
  token = session.token;
});

const signIn = (page: Page) => signInTab(page, session);

async function createPost(request: APIRequestContext, title: string, content: string): Promise<Post> {
  const res = await request.post('/api/posts', {
    headers: auth(token),
    data: {
      title,
      excerpt: 'Made for an AI tools test.',
      content,
      authorId: SEEDED_AUTHOR.id,
      categoryId: SEEDED_CATEGORY.id,
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

/** The JSON bodies the page sends to /api/ai/<path>, as they are sent. */
function bodiesSent(page: Page, path: string): unknown[] {
  const seen: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/ai/${path}`) seen.push(r.postDataJSON());
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
  const m = marker();
  const [typo, second] = [`This sentence has a speling mistake ${m}.`, `Second paragraph ${m} stays as it is.`];
  await overrideGemini(typo, { raw: `This sentence has a spelling mistake ${m}.`, delayMs: 700 });
  await overrideGemini(second, { raw: 'Hey, the second paragraph is staying put!' });
  const texts = bodiesSent(page, 'text');
  await openEditor(page, request, `<p>Start. <strong>${typo}</strong> The end.</p><p>${second}</p>`);
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
  await expect(editorBox(page).locator('strong')).toHaveText(`This sentence has a spelling mistake ${m}.`);
  await expect(editorBox(page)).toHaveAttribute('contenteditable', 'true');
  await expect(editorBox(page).locator('p').first()).toHaveText(`Start. This sentence has a spelling mistake ${m}. The end.`);
  expect(texts).toEqual([{ action: 'fix', text: typo }]);

  // One Undo brings back the original words.
  await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(editorBox(page).locator('strong')).toHaveText(typo);
  await expect(editorBox(page).locator('p').nth(1)).toHaveText(second);

  // Change tone sends the tone; the reply replaces the selected paragraph only.
  await selectIn(page, 'p:nth-of-type(2)');
  await aiTools(page).getByRole('button', { name: 'Change tone' }).click();
  await aiTools(page).getByRole('menuitem', { name: 'Friendly' }).click();
  await expect(editorBox(page).locator('p').nth(1)).toHaveText('Hey, the second paragraph is staying put!');
  expect(texts.slice(1)).toEqual([{ action: 'tone', text: second, tone: 'Friendly' }]);

  // Too short a selection: the spec's hint, cleared after 3 s, and no request.
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
  expect(texts).toHaveLength(2);

  // No selection: the keyboard shortcut says so, for 3 s.
  await page.keyboard.press('End');
  await expect(aiTools(page)).toBeHidden();
  await expectClearsAfter3s(page, 'Please select text first.', () => page.keyboard.press('Alt+KeyA'));
});

test('the AI toolbar is reached from the selection by keyboard, Escape closes it, and a provider failure keeps the text', async ({
  page,
  request,
}) => {
  const text = `Keyboard users ${marker()} can reach every tool from here.`;
  await overrideGemini(text, { status: 500 });
  const seen = bodiesSent(page, 'text');
  await openEditor(page, request, `<p>${text}</p>`);
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
  await expect(editorBox(page).locator('p')).toHaveText(text);
  expect(seen).toHaveLength(1);
});

test('excerpt and SEO: filled, toasted, applied to the meta fields and used by the public page', async ({ page, request }) => {
  const title = `SEO tools ${unique()}`;
  const post = await openEditor(page, request, `<p>${LONG.repeat(3)}</p>`, title);
  const excerpts = bodiesSent(page, 'excerpt');
  await page.getByRole('button', { name: 'Generate excerpt' }).click();
  await expect(page.getByLabel('Excerpt')).toHaveValue(EXCERPT);
  await expect(page.getByText('AI-powered excerpt generated!')).toBeVisible();
  expect((excerpts[0] as { content: string }).content).toContain('Local stand-ins let every test run offline');

  const seo = bodiesSent(page, 'seo');
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
  await overrideGemini(title, { json: { ...SEO, score: 'Poor' } });
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
  const m = marker();
  const excerpts = bodiesSent(page, 'excerpt');
  await openEditor(page, request, `<p>Too short ${m}.</p>`, `Short ${unique()}`);
  await expectClearsAfter3s(page, 'Please write at least 100 characters of content to generate an excerpt.', () =>
    page.getByRole('button', { name: 'Generate excerpt' }).click(),
  );
  expect(excerpts).toEqual([]);
  await expect(page.getByRole('button', { name: 'Analyze SEO' })).toBeDisabled();
  await expect(page.getByText('Please provide a title and at least 50 characters of content to analyze.')).toBeVisible();

  await editorBox(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(` ${LONG}${LONG}`);
  await overrideGemini(m, { status: 500 });
  await page.getByRole('button', { name: 'Generate excerpt' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to generate excerpt. Please try again.' })).toBeVisible();
  await expect(page.getByLabel('Excerpt')).toHaveValue('Made for an AI tools test.');

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
  const prompt = `A lighthouse at dawn, watercolour ${marker()}`;
  await overrideGemini(prompt, { delayMs: 3200 });
  const images = bodiesSent(page, 'image');
  await expectClearsAfter3s(page, 'Please enter a prompt for the image.', () => generate.click());
  expect(images).toEqual([]);

  await page.getByLabel('Image prompt').fill(prompt);
  await generate.click();
  await expect(page.getByText('Warming up the canvas...')).toBeVisible();
  await expect(page.getByText('Sketching the composition...')).toBeVisible({ timeout: 4000 });
  await expect(page.getByText('Warming up the canvas...')).toBeHidden();
  const preview = page.getByRole('img', { name: `Generated: ${prompt}` });
  await expect(preview).toBeVisible();
  const src = await preview.getAttribute('src');
  expect(src).toMatch(/^\/api\/upload\/image\/[\w-]+/);
  const stored = await request.get(src!);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toMatch(/^image\//);
  expect(images).toEqual([{ prompt }]);

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

  const refused = `Something the provider refuses ${marker()}`;
  await overrideGemini(refused, { blocked: 'PROHIBITED_CONTENT' });
  await page.goto(`/admin/posts/edit/${post.id}`);
  await page.getByLabel('Image prompt').fill(refused);
  await page.getByRole('button', { name: 'Generate image' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Failed to generate image. The prompt may have been blocked. Please try a different prompt.' }),
  ).toBeVisible();
});

test.describe('without an AI key', () => {
  test.use({ baseURL: SITE });

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
