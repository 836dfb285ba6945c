/**
 * AI pages and panels in the browser, always through the real /api/ai/* functions. The first group
 * runs on the site with no GEMINI_API_KEY and checks that readers are told so plainly; the others
 * run on the same build served with a key, whose model is the local Gemini stand-in.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from './helpers/admin';
import { CANNED, geminiRequests, marker, overrideGemini, releaseGemini } from './helpers/gemini';
import { AI_SITE } from './helpers/ports';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';

const NOT_CONFIGURED = 'AI features are not configured.';

async function firstPostId(page: Page): Promise<string> {
  let id = '';
  await expect(async () => {
    const res = await page.request.get('/api/posts?limit=50');
    expect(res.ok()).toBe(true);
    // A post long enough for every AI panel (the panels refuse very short articles).
    id = (await res.json()).data.find((p: { readingTime: number }) => p.readingTime >= 2)?.id ?? '';
    expect(id, 'the seeded store has a published post').not.toBe('');
  }).toPass({ timeout: 20_000 });
  return id;
}

/** The JSON bodies the page sends to /api/ai/<path>, as they are sent. */
function bodiesSent(page: Page, path: string): unknown[] {
  const seen: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/ai/${path}`) seen.push(r.postDataJSON());
  });
  return seen;
}

test.describe('without an AI key', () => {
  test('Story Writer asks for a prompt, then says AI is not configured', async ({ page }) => {
    await page.goto('/story-writer');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Story Writer' })).toBeVisible();
    await page.getByRole('button', { name: 'Write My Story' }).click();
    await expect(page.getByText('Please enter a prompt to start your story.')).toBeVisible();
    await page.getByLabel('What should your story be about?').fill('A lighthouse keeper finds a glowing map');
    await page.getByRole('button', { name: 'Write My Story' }).click();
    await expect(page.getByRole('alert')).toHaveText(NOT_CONFIGURED);
    await expect(page.getByLabel('What should your story be about?')).toHaveValue('A lighthouse keeper finds a glowing map');
  });

  test('Vision Weaver says AI is not configured', async ({ page }) => {
    await page.goto('/vision-weaver');
    await page.getByLabel('Your story').fill('A keeper, a map, a storm and an island of crystal trees.');
    await page.getByRole('button', { name: 'Weave Vision' }).click();
    await expect(page.getByRole('alert')).toHaveText(NOT_CONFIGURED);
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByLabel('Your story')).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('Pathfinder builds different, topic-relevant paths without AI', async ({ page }) => {
    // Hold the answer a moment so the Creating... state can be seen.
    await page.route('**/api/ai/pathfinder', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const all = (await (await page.request.get('/api/posts?limit=100')).json()).data as { id: string; readingTime: number }[];
    const minutesOf = new Map(all.map((p) => [p.id, Math.max(1, p.readingTime)]));
    await page.goto('/pathfinder');
    const find = page.getByRole('button', { name: 'Find Path' });
    const topic = page.getByLabel('What do you want to learn?');
    await expect(page.getByText(/create a personalized reading path/)).toBeVisible();
    await expect(find).toBeDisabled();

    const paths: string[][] = [];
    for (const [subject, category] of [
      ['Travel', 'Travel'],
      ['Design', 'Design'],
    ] as const) {
      await topic.fill(subject);
      await topic.press('Enter');
      await expect(page.getByRole('button', { name: 'Creating...' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: `Master ${subject}` })).toBeVisible();
      const items = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Read Article/ }) });
      const count = await items.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(5);
      await expect(page.getByText(`${count} ${count === 1 ? 'article' : 'articles'}`)).toBeVisible();
      const ids: string[] = [];
      // Every article of the path mentions the topic, and most are filed under it.
      const categories = await items.locator('.eyebrow').allTextContents();
      expect(categories.filter((c) => c === category).length).toBeGreaterThanOrEqual(Math.ceil(count / 2));
      for (const item of await items.all()) {
        await expect(item.getByText(new RegExp(`Covers ${subject.toLowerCase()}`))).toBeVisible();
        ids.push(
          decodeURIComponent(
            (await item.getByRole('link', { name: /^Read Article/ }).getAttribute('href'))!.replace('/post/', ''),
          ),
        );
      }
      const minutes = Number((await page.getByText(/Estimated time: \d+ min/).textContent())!.match(/(\d+) min/)![1]);
      expect(minutes).toBe(ids.reduce((sum, id) => sum + minutesOf.get(id)!, 0));
      paths.push(ids);
      await page.getByRole('button', { name: 'Create New Path' }).click();
      await expect(topic).toHaveValue('');
      await expect(find).toBeDisabled();
    }
    expect(paths[0]!.filter((id) => paths[1]!.includes(id))).toEqual([]);
  });

  test('the post page panels say AI is not configured', async ({ page }) => {
    await page.goto(`/post/${await firstPostId(page)}`);
    const summary = page.getByRole('button', { name: /AI Summary/ });
    await summary.scrollIntoViewIfNeeded();
    await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(NOT_CONFIGURED)).toHaveCount(1);
    await page.getByRole('button', { name: /Ask the Article/ }).click();
    await expect(page.getByText(NOT_CONFIGURED)).toHaveCount(2);
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page.getByText(NOT_CONFIGURED)).toHaveCount(3);
  });

  test('a very short article is refused by the summary and the quiz before any AI call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/ai/') && calls.push(r.url())));
    await page.goto(`/post/${await firstPostId(page)}`);
    await page.locator('[data-article-body]').evaluate((el) => (el.textContent = 'Just a few words.'));
    const summary = page.getByRole('button', { name: 'AI Summary', exact: true });
    await summary.scrollIntoViewIfNeeded();
    await summary.click();
    await expect(page.getByText('Article content is too short to summarize.')).toBeVisible();
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page.getByText('Article content is too short to generate a quiz.')).toBeVisible();
    expect(calls).toEqual([]);
  });
});

test.describe('AI tools with answers from the model', () => {
  // The same build served with an AI key: the real /api/ai/* functions call the Gemini stand-in,
  // which answers its canned replies, or what a test scopes to a marker in its own prompt.
  test.use({ baseURL: AI_SITE });

  test('quiz: each question is answered once, then the score and a new quiz', async ({ page }) => {
    const quizCalls = bodiesSent(page, 'quiz');
    await page.goto(`/post/${await firstPostId(page)}`);
    const start = page.getByRole('button', { name: 'Start Quiz' });
    await start.scrollIntoViewIfNeeded();
    await start.click();
    const [q1, q2, q3] = CANNED.quiz;
    const first = page.getByRole('group', { name: q1!.question });
    await first.getByRole('button', { name: 'Gardening' }).click();
    await expect(first.getByText(`Incorrect. The correct answer is: ${q1!.correctAnswer}`)).toBeVisible();
    await expect(first.getByRole('button', { name: q1!.correctAnswer })).toBeDisabled();
    await page.getByRole('group', { name: q2!.question }).getByRole('button', { name: q2!.correctAnswer }).click();
    await expect(page.getByText('Try a New Quiz')).toHaveCount(0);
    await page.getByRole('group', { name: q3!.question }).getByRole('button', { name: q3!.correctAnswer }).click();
    await expect(page.getByText('Quiz complete! You scored 2 out of 3.')).toBeVisible();
    await page.getByRole('button', { name: 'Try a New Quiz' }).click();
    await expect(page.getByRole('group', { name: q1!.question }).getByRole('button', { name: 'Gardening' })).toBeEnabled();
    expect(quizCalls).toHaveLength(2);
  });

  test('summary opens once, collapses and keeps its points', async ({ page }) => {
    const summaryCalls = bodiesSent(page, 'summary');
    await page.goto(`/post/${await firstPostId(page)}`);
    const toggle = page.getByRole('button', { name: /AI Summary/ });
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    const point = CANNED.summary[1]!;
    await expect(page.getByRole('listitem').filter({ hasText: point })).toBeVisible();
    await toggle.click();
    await expect(page.getByText(point)).toBeHidden();
    await toggle.click();
    await expect(page.getByText(point)).toBeVisible();
    expect(summaryCalls).toHaveLength(1);
  });

  test('chat sends only the new question and the session, and removes an empty reply when sending fails', async ({ page }) => {
    const failing = `And then? ${marker()}`;
    await overrideGemini(failing, { status: 500 });
    const bodies = bodiesSent(page, 'chat');
    await page.goto(`/post/${await firstPostId(page)}`);
    const toggle = page.getByRole('button', { name: /Ask the Article/ });
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    const input = page.getByRole('textbox', { name: 'Your question about this article' });
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await input.fill('What is this about?');
    await send.click();
    const log = page.getByRole('log', { name: 'Conversation' });
    const reply = CANNED.chat.join('');
    await expect(log.getByText(reply)).toBeVisible();
    await input.fill(failing);
    // Enter sends only once the first reply has finished streaming.
    await expect(send).toBeEnabled();
    await input.press('Enter');
    await expect(page.getByText('Sorry, something went wrong. Please try again.')).toBeVisible();
    await expect(log.locator('p')).toHaveText(['You: What is this about?', `AI: ${reply}`, `You: ${failing}`]);
    const sessionId = (bodies[0] as { sessionId: string }).sessionId;
    expect(sessionId).toEqual(expect.any(String));
    expect(bodies).toEqual([
      { sessionId, message: 'What is this about?' },
      { sessionId, message: failing },
    ]);
    // The server, not the browser, holds the conversation: the model saw the first turn with the second.
    const [asked] = await geminiRequests(failing);
    expect(JSON.stringify(asked!.body.contents)).toContain('What is this about?');
  });

  test('a busy provider is reported as busy, not as a refused prompt', async ({ page }) => {
    const prompt = `A lantern ${marker()}`;
    await overrideGemini(prompt, { status: 429, retryAfter: 60 });
    await page.goto('/story-writer');
    await page.getByLabel('What should your story be about?').fill(prompt);
    await page.getByRole('button', { name: 'Write My Story' }).click();
    await expect(page.getByRole('alert')).toHaveText('AI is busy, try again in a minute.');
  });

  test('Story Writer shows the story and starts over', async ({ page }) => {
    await page.goto('/story-writer');
    await page.getByLabel('What should your story be about?').fill('A lantern');
    await page.getByRole('button', { name: 'Write My Story' }).click();
    await expect(page.getByText(CANNED.story.slice(1).join(''))).toBeVisible();
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByLabel('What should your story be about?')).toHaveValue('');
  });

  test('Vision Weaver shows four scenes and a lightbox that closes on the backdrop and the close button', async ({ page }) => {
    const scenes = CANNED.scenes;
    const signed = bodiesSent(page, 'storyboard/scene');
    const storyboard = page.waitForResponse((r) => r.url().endsWith('/api/ai/storyboard'));
    await page.goto('/vision-weaver');
    await page.getByLabel('Your story').fill('A keeper and a storm');
    await page.getByRole('button', { name: 'Weave Vision' }).click();
    const board = page.getByRole('region', { name: 'Your Storyboard' });
    // A story and four images from the model: on a loaded machine this takes longer than one step.
    for (const [i, s] of scenes.entries()) await expect(board.getByText(`Scene ${i + 1}: ${s}`)).toBeVisible({ timeout: 30_000 });
    await expect(board.getByRole('img')).toHaveCount(4);
    for (const img of await board.getByRole('img').all()) {
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    }
    // Each picture was asked for with the signature the server gave its scene.
    const { signatures } = (await (await storyboard).json()).data as { signatures: string[] };
    expect(signed.map((b) => (b as { signature: string }).signature).sort()).toEqual([...signatures].sort());

    await page.getByRole('button', { name: 'Enlarge scene 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scene 3' });
    await expect(dialog.getByText(scenes[2]!)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Enlarge scene 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByLabel('Your story')).toHaveValue('');
    await expect(board).toBeHidden();
  });

  test('Vision Weaver reports a storyboard without 4 scenes', async ({ page }) => {
    const story = `A short story ${marker()}.`;
    await overrideGemini(story, { json: { scenes: CANNED.scenes.slice(0, 2) } });
    await page.goto('/vision-weaver');
    await page.getByLabel('Your story').fill(story);
    await page.getByRole('button', { name: 'Weave Vision' }).click();
    await expect(page.getByRole('alert')).toHaveText('AI failed to generate 4 distinct scenes.');
  });
});

/** The stand-in holds the streamed answer and sends each piece when the test says so. */
async function expectStreamingChat(page: Page) {
  const question = `What does it say? ${marker()}`;
  await overrideGemini(question, { gate: true });
  const toggle = page.getByRole('button', { name: /Ask the Article/ });
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  await page.getByRole('textbox', { name: 'Your question about this article' }).fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  const reply = page.getByRole('log', { name: 'Conversation' }).locator('p').last();
  await expect(async () => expect(await releaseGemini(question, 'The article ')).toBe(true)).toPass();
  await expect(reply).toHaveText('AI: The article');
  await releaseGemini(question, 'says the pages ');
  await expect(reply).toHaveText('AI: The article says the pages');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await releaseGemini(question, 'are built ahead of time.');
  await releaseGemini(question, { end: true });
  await expect(reply).toHaveText('AI: The article says the pages are built ahead of time.');
}

async function publishAfterBuild(request: APIRequestContext): Promise<{ id: string; remove: () => Promise<unknown> }> {
  const admin = await adminToken(request);
  const headers = { authorization: `Bearer ${admin}` };
  const category = SEEDED_CATEGORY;
  const author = SEEDED_AUTHOR;
  const content = `<p>${'Pages built ahead of time load fast, and new posts are served by the fallback until the rebuild. '.repeat(12)}</p>`;
  const created = await request.post('/api/posts', {
    headers,
    data: {
      title: `Streaming on the fallback ${Date.now()}`,
      excerpt: 'Published after the build',
      content,
      authorId: author.id,
      categoryId: category.id,
      status: 'published',
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  return { id, remove: () => request.delete(`/api/posts/${id}`, { headers }) };
}

test.describe('chat streams as it is written', () => {
  test.use({ baseURL: AI_SITE });

  test('on a prebuilt post', async ({ page }) => {
    await page.goto(`/post/${await firstPostId(page)}`);
    await expectStreamingChat(page);
  });

  test('on a post published after the build, with the same Summary, Chat and Quiz panels', async ({ page, request }) => {
    const post = await publishAfterBuild(request);
    try {
      await page.goto(`/post/${post.id}`);
      await expect(page.getByRole('heading', { level: 1, name: /Streaming on the fallback/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Explore with AI' })).toBeVisible();
      await expect(page.getByRole('button', { name: /AI Summary/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeVisible();
      await expectStreamingChat(page);
    } finally {
      await post.remove();
    }
  });
});
