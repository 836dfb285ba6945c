/**
 * AI pages and panels in the browser. The first group runs against the real functions with no
 * GEMINI_API_KEY (the test server's default) and checks that readers are told so plainly. The
 * second group answers /api/ai/* in the browser to walk through each tool's states.
 */
import { expect, test, type Page, type Route } from '@playwright/test';

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

const json = (route: Route, status: number, body: unknown) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

test.describe('without an AI key', () => {
  test.skip(Boolean(process.env.GEMINI_API_KEY), 'the server under test has an AI key');

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

  test('Pathfinder builds a path from published articles without AI', async ({ page }) => {
    await page.goto('/pathfinder');
    const find = page.getByRole('button', { name: 'Find Path' });
    await expect(page.getByText(/create a personalized reading path/)).toBeVisible();
    await expect(find).toBeDisabled();
    await page.getByLabel('What do you want to learn?').fill('Web performance');
    await page.getByLabel('What do you want to learn?').press('Enter');
    await expect(page.getByRole('button', { name: 'Creating...' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Master Web performance' })).toBeVisible();
    const minutes = Number((await page.getByText(/Estimated time: \d+ min/).textContent())!.match(/(\d+) min/)![1]);
    expect(minutes).toBeGreaterThanOrEqual(15);
    expect(minutes).toBeLessThanOrEqual(44);
    const items = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Read Article/ }) });
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    await expect(page.getByText(`${count} ${count === 1 ? 'article' : 'articles'}`)).toBeVisible();
    const newest = (await (await page.request.get('/api/posts?limit=4')).json()).data as { id: string; title: string }[];
    await expect(items.first().getByRole('link', { name: newest[0]!.title, exact: true })).toHaveAttribute('href', `/post/${newest[0]!.id}`);
    await expect(items.first().getByRole('link', { name: /^Read Article/ })).toHaveAttribute('href', `/post/${newest[0]!.id}`);
    await page.getByRole('button', { name: 'Create New Path' }).click();
    await expect(page.getByLabel('What do you want to learn?')).toHaveValue('');
    await expect(find).toBeDisabled();
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
    let calls = 0;
    await page.route('**/api/ai/**', (route) => {
      calls++;
      return route.continue();
    });
    await page.goto(`/post/${await firstPostId(page)}`);
    await page.locator('[data-article-body]').evaluate((el) => (el.textContent = 'Just a few words.'));
    const summary = page.getByRole('button', { name: 'AI Summary', exact: true });
    await summary.scrollIntoViewIfNeeded();
    await summary.click();
    await expect(page.getByText('Article content is too short to summarize.')).toBeVisible();
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page.getByText('Article content is too short to generate a quiz.')).toBeVisible();
    expect(calls).toBe(0);
  });
});

test.describe('AI tools with answers from the model', () => {
  test('quiz: each question is answered once, then the score and a new quiz', async ({ page }) => {
    const quiz = [
      { question: 'What is the first question?', options: ['Alpha', 'Beta', 'Gamma'], correctAnswer: 'Beta' },
      { question: 'What is the second question?', options: ['One', 'Two', 'Three'], correctAnswer: 'One' },
      { question: 'What is the third question?', options: ['Red', 'Green', 'Blue'], correctAnswer: 'Blue' },
    ];
    let calls = 0;
    await page.route('**/api/ai/quiz', (route) => {
      calls++;
      return json(route, 200, { data: quiz });
    });
    await page.goto(`/post/${await firstPostId(page)}`);
    const start = page.getByRole('button', { name: 'Start Quiz' });
    await start.scrollIntoViewIfNeeded();
    await start.click();
    const first = page.getByRole('group', { name: /What is the first question\?/ });
    await first.getByRole('button', { name: 'Alpha' }).click();
    await expect(first.getByText('Incorrect. The correct answer is: Beta')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Beta' })).toBeDisabled();
    await page.getByRole('group', { name: /second question/ }).getByRole('button', { name: 'One' }).click();
    await expect(page.getByText('Try a New Quiz')).toHaveCount(0);
    await page.getByRole('group', { name: /third question/ }).getByRole('button', { name: 'Blue' }).click();
    await expect(page.getByText('Quiz complete! You scored 2 out of 3.')).toBeVisible();
    await page.getByRole('button', { name: 'Try a New Quiz' }).click();
    await expect(page.getByRole('group', { name: /first question/ }).getByRole('button', { name: 'Alpha' })).toBeEnabled();
    expect(calls).toBe(2);
  });

  test('summary opens once, collapses and keeps its points', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/ai/summary', (route) => {
      calls++;
      return json(route, 200, { data: { points: ['First key point.', 'Second key point.', 'Third key point.'] } });
    });
    await page.goto(`/post/${await firstPostId(page)}`);
    const toggle = page.getByRole('button', { name: /AI Summary/ });
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Second key point.' })).toBeVisible();
    await toggle.click();
    await expect(page.getByText('Second key point.')).toBeHidden();
    await toggle.click();
    await expect(page.getByText('Second key point.')).toBeVisible();
    expect(calls).toBe(1);
  });

  test('chat sends the conversation so far and removes an empty reply when sending fails', async ({ page }) => {
    const bodies: { message: string; history: unknown[] }[] = [];
    await page.route('**/api/ai/chat/session', (route) => json(route, 200, { data: { postId: 'x', title: 'x' } }));
    await page.route('**/api/ai/chat', (route) => {
      bodies.push(route.request().postDataJSON());
      return bodies.length === 1
        ? route.fulfill({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'It is about server-rendered HTML.' })
        : json(route, 502, { error: 'Upstream failed', code: 'AI_FAILED' });
    });
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
    await expect(log.getByText('It is about server-rendered HTML.')).toBeVisible();
    await input.fill('And then?');
    await input.press('Enter');
    await expect(page.getByText('Sorry, something went wrong. Please try again.')).toBeVisible();
    await expect(log.locator('p')).toHaveText(['You: What is this about?', 'AI: It is about server-rendered HTML.', 'You: And then?']);
    expect(bodies[1]).toMatchObject({
      message: 'And then?',
      history: [{ role: 'user', text: 'What is this about?' }, { role: 'model', text: 'It is about server-rendered HTML.' }],
    });
  });

  test('Story Writer shows the story and starts over', async ({ page }) => {
    await page.route('**/api/ai/story', (route) => route.fulfill({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'The Lantern Map\n\nOnce upon a time...' }));
    await page.goto('/story-writer');
    await page.getByLabel('What should your story be about?').fill('A lantern');
    await page.getByRole('button', { name: 'Write My Story' }).click();
    await expect(page.getByText('Once upon a time...')).toBeVisible();
    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByLabel('What should your story be about?')).toHaveValue('');
  });

  test('Vision Weaver shows four scenes and a lightbox that closes on the backdrop and the close button', async ({ page }) => {
    const scenes = ['A keeper finds a map', 'She rows into a storm', 'An island of crystal trees', 'Home at dawn'];
    const pixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
    await page.route('**/api/ai/storyboard', (route) => json(route, 200, { data: { scenes } }));
    await page.route('**/api/ai/storyboard/scene', (route) => json(route, 200, { data: { prompt: route.request().postDataJSON().scene, imageUrl: pixel } }));
    await page.goto('/vision-weaver');
    await page.getByLabel('Your story').fill('A keeper and a storm');
    await page.getByRole('button', { name: 'Weave Vision' }).click();
    const board = page.getByRole('region', { name: 'Your Storyboard' });
    for (const [i, s] of scenes.entries()) await expect(board.getByText(`Scene ${i + 1}: ${s}`)).toBeVisible();
    await expect(board.getByRole('img')).toHaveCount(4);

    await page.getByRole('button', { name: 'Enlarge scene 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scene 3' });
    await expect(dialog.getByText('An island of crystal trees')).toBeVisible();
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
    await page.route('**/api/ai/storyboard', (route) => json(route, 502, { error: 'AI failed to generate 4 distinct scenes.', code: 'AI_SCENE_COUNT' }));
    await page.goto('/vision-weaver');
    await page.getByLabel('Your story').fill('A short story.');
    await page.getByRole('button', { name: 'Weave Vision' }).click();
    await expect(page.getByRole('alert')).toHaveText('AI failed to generate 4 distinct scenes.');
  });
});
