/**
 * Keys that arrive back to back land in order. Playwright types at 5 ms a key, as a busy main
 * thread delivers keys when it catches up; every paragraph typed right after Enter must come out
 * exactly as typed, in a new post, in a long post, and after an image and a video at the end.
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Post } from '@/shared/types';
import { adminSession, auth, signInTab, type AdminSession } from './helpers/admin';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

const PARAGRAPHS = 15;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let session: AdminSession;
test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
});

const content = (page: Page) => page.getByRole('textbox', { name: 'Post content' });
const tool = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });

/** A long article: paragraphs of 100 words with a heading every ten. */
function longDocument(words: number): string {
  const vocabulary = 'the quiet harbour light fell across old stone streets while writers gathered notes'.split(' ');
  const parts: string[] = [];
  for (let p = 0; p < words / 100; p++) {
    if (p % 10 === 0) parts.push(`<h2>Section ${p / 10 + 1}</h2>`);
    parts.push(`<p>${Array.from({ length: 100 }, (_, i) => vocabulary[(p * 7 + i) % vocabulary.length]).join(' ')}</p>`);
  }
  return parts.join('');
}

async function createPost(request: APIRequestContext, title: string, html: string): Promise<Post> {
  const res = await request.post('/api/posts', {
    headers: auth(session.token),
    data: {
      title,
      excerpt: 'Made for a typing test.',
      content: html,
      authorId: SEEDED_AUTHOR.id,
      categoryId: SEEDED_CATEGORY.id,
      status: 'draft',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

/** The text of every top-level block of the document, as the editor holds it. */
const blocks = (page: Page) =>
  content(page).evaluate((el) => [...el.children].map((child) => (child as HTMLElement).innerText.trim()));

/**
 * Ctrl+End, then for each paragraph Enter and its sentence at 5 ms a key, with no pause between
 * paragraphs; then the document ends with exactly those paragraphs, in order.
 */
async function typeParagraphs(page: Page, tag: string) {
  const expected = Array.from({ length: PARAGRAPHS }, (_, i) => `Typed${i + 1} ${tag} words here, every key in order.`);
  await page.keyboard.press('Control+End');
  for (const sentence of expected) {
    await page.keyboard.press('Enter');
    await page.keyboard.type(sentence, { delay: 5 });
  }
  await expect.poll(async () => (await blocks(page)).slice(-PARAGRAPHS)).toEqual(expected);
}

test.beforeEach(async ({ page }) => {
  await signInTab(page, session);
});

test('fifteen paragraphs typed right after Enter in a new post are each intact', async ({ page }) => {
  await page.goto('/admin/posts/new');
  await content(page).click();
  await typeParagraphs(page, 'new');
});

test('fifteen paragraphs typed right after Enter at the end of a 5,000-word post are each intact', async ({ page, request }) => {
  const post = await createPost(request, `Long typing ${unique()}`, longDocument(5_000));
  await page.goto(`/admin/posts/edit/${post.id}`);
  await expect(content(page)).toContainText('Section 5');
  await content(page).click();
  await typeParagraphs(page, 'long');
});

test('fifteen paragraphs typed after an image and a video at the end are each intact', async ({ page, request }) => {
  const post = await createPost(request, `Media typing ${unique()}`, longDocument(5_000));
  await page.goto(`/admin/posts/edit/${post.id}`);
  await expect(content(page)).toContainText('Section 5');
  await content(page).click();
  await page.keyboard.press('Control+End');

  await tool(page, 'Image').click();
  await page.getByLabel('Image URL').fill('/images/seed/a-practical-guide-to-working-offline-first.jpg');
  await page.getByLabel('Alt text').fill('Desk');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await expect(content(page).getByRole('img', { name: 'Desk' })).toBeVisible();

  await content(page).focus();
  await page.keyboard.press('Control+End');
  await tool(page, 'Video').click();
  await page.getByLabel('Video URL').fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Embed video' }).click();
  await expect(content(page).locator('iframe[src="https://www.youtube.com/embed/dQw4w9WgXcQ"]')).toBeAttached();

  await content(page).focus();
  await typeParagraphs(page, 'media');
  // The image and the video are still there, before the typed paragraphs.
  await expect(content(page).getByRole('img', { name: 'Desk' })).toBeVisible();
  await expect(content(page).locator('iframe')).toHaveCount(1);
});

const VIDEO =
  '<div data-video-embed=""><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="640" height="360" title="Embedded video" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen="" frameborder="0"></iframe></div>';
const stored = async (request: APIRequestContext, id: string) =>
  ((await (await request.get(`/api/posts/${id}`, { headers: auth(session.token) })).json()).data as Post).content;

/** Opens a post ending with a video and waits until the editor holds it. */
async function openEndingWithVideo(page: Page, request: APIRequestContext) {
  const post = await createPost(request, `Room below ${unique()}`, `<p>Intro words</p>${VIDEO}`);
  await page.goto(`/admin/posts/edit/${post.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expect(content(page).locator('iframe')).toBeAttached();
  return post;
}

const belowVideo = (page: Page) => content(page).locator('[data-video-embed] + p');

/** Clicks the editing area just above its bottom edge, below the last block. */
async function clickBelowLastBlock(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const box = (await content(page).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 6);
}

test('a click below a video at the end gives a paragraph to type in, and saving adds no empty one', async ({ page, request }) => {
  const post = await openEndingWithVideo(page, request);
  await clickBelowLastBlock(page);
  await page.keyboard.type('Below the video', { delay: 5 });
  await expect(belowVideo(page)).toHaveText('Below the video');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Post saved successfully!')).toBeVisible();
  expect(await stored(request, post.id)).toMatch(/<\/iframe><\/div><p>Below the video<\/p>$/);

  // Clicking below and saving without typing leaves the stored body as it was.
  const untouched = await openEndingWithVideo(page, request);
  await clickBelowLastBlock(page);
  await expect(belowVideo(page)).toHaveCount(1);
  await page.getByLabel('Title').fill(`${untouched.title} renamed`);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Post saved successfully!')).toBeVisible();
  expect(await stored(request, untouched.id)).toBe(untouched.content);
});

test('Enter or ArrowDown on a selected video at the end gives a paragraph to type in', async ({ page, request }) => {
  await openEndingWithVideo(page, request);
  await content(page).locator('[data-video-embed]').click();
  await expect(content(page).locator('[data-video-embed].ProseMirror-selectednode')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('Arrowed below', { delay: 5 });
  await expect(belowVideo(page)).toHaveText('Arrowed below');

  await openEndingWithVideo(page, request);
  await content(page).locator('[data-video-embed]').click();
  await expect(content(page).locator('[data-video-embed].ProseMirror-selectednode')).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Entered below', { delay: 5 });
  await expect(belowVideo(page)).toHaveText('Entered below');
  await expect(content(page).locator('iframe')).toHaveCount(1);
});

test('the reading time and Live Preview read the body from the editor', async ({ page }) => {
  await page.goto('/admin/posts/new');
  const minutes = page.getByText('Reading time:').locator('output');
  await expect(minutes).toHaveText('0 min');
  await content(page).click();
  await page.keyboard.insertText(Array.from({ length: 250 }, (_, i) => `word${i}`).join(' '));
  await expect(minutes).toHaveText('2 min');
  await page.keyboard.type(' and the last words', { delay: 5 });
  await page.getByRole('button', { name: 'Live Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Live Preview' });
  await expect(preview).toContainText('word249 and the last words');
  await expect(preview).toContainText('2 min read');
});

test('an image dropped while the author types elsewhere lands where it was dropped', async ({ page, request }) => {
  const post = await createPost(request, `Drop ${unique()}`, '<p>First paragraph</p><p>Second paragraph</p>');
  // The upload is held until the typing is done.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/upload/image', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/admin/posts/edit/${post.id}`);
  await expect(content(page)).toContainText('Second paragraph');

  const image = readFileSync('public/images/seed/a-practical-guide-to-working-offline-first.jpg').toString('base64');
  await content(page).evaluate((el, data) => {
    const text = [...el.querySelectorAll('p')].find((p) => p.textContent === 'Second paragraph')!.firstChild!;
    const range = document.createRange();
    range.setStart(text, 'Second paragraph'.length);
    const at = range.getBoundingClientRect();
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'dropped.jpg', { type: 'image/jpeg' }));
    const target = document.elementFromPoint(at.left - 1, at.top + at.height / 2)!;
    target.dispatchEvent(
      new DragEvent('drop', {
        dataTransfer: transfer,
        clientX: at.left - 1,
        clientY: at.top + at.height / 2,
        bubbles: true,
        cancelable: true,
      }),
    );
  }, image);
  await expect(page.getByRole('status').filter({ hasText: 'Uploading image...' })).toBeVisible();

  await content(page).getByText('First paragraph').click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Typed while uploading, ', { delay: 5 });
  release();

  const dropped = content(page).locator('img[src^="/api/upload/image/"]');
  await expect(dropped).toBeVisible();
  await expect(content(page).locator('p').first()).toHaveText('Typed while uploading, First paragraph');
  // Right after "Second paragraph", where it was dropped.
  expect(await dropped.evaluate((img) => [img.parentElement!.textContent, img.previousSibling?.textContent])).toEqual([
    'Second paragraph',
    'Second paragraph',
  ]);
});
