/**
 * AI pages and panels in the browser. The first group runs against the real functions with no
 * GEMINI_API_KEY (the test server's default) and checks that readers are told so plainly. The
 * second group answers /api/ai/* in the browser to walk through each tool's states.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { adminToken } from './helpers/admin';

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

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

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
    await page
      .getByRole('group', { name: /second question/ })
      .getByRole('button', { name: 'One' })
      .click();
    await expect(page.getByText('Try a New Quiz')).toHaveCount(0);
    await page
      .getByRole('group', { name: /third question/ })
      .getByRole('button', { name: 'Blue' })
      .click();
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

  test('chat sends only the new question and the session, and removes an empty reply when sending fails', async ({ page }) => {
    const bodies: Record<string, unknown>[] = [];
    await page.route('**/api/ai/chat/session', (route) =>
      json(route, 200, { data: { sessionId: 'session-1', postId: 'x', title: 'x' } }),
    );
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
    await expect(log.locator('p')).toHaveText([
      'You: What is this about?',
      'AI: It is about server-rendered HTML.',
      'You: And then?',
    ]);
    expect(bodies).toEqual([
      { sessionId: 'session-1', message: 'What is this about?' },
      { sessionId: 'session-1', message: 'And then?' },
    ]);
  });

  test('a busy provider is reported as busy, not as a refused prompt', async ({ page }) => {
    await page.route('**/api/ai/story', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'retry-after': '60' },
        body: JSON.stringify({ error: 'AI is busy, try again in a minute.', code: 'AI_BUSY' }),
      }),
    );
    await page.goto('/story-writer');
    await page.getByLabel('What should your story be about?').fill('A lantern');
    await page.getByRole('button', { name: 'Write My Story' }).click();
    await expect(page.getByRole('alert')).toHaveText('AI is busy, try again in a minute.');
  });

  test('Story Writer shows the story and starts over', async ({ page }) => {
    await page.route('**/api/ai/story', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'The Lantern Map\n\nOnce upon a time...' }),
    );
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
    await page.route('**/api/ai/storyboard', (route) =>
      json(route, 200, { data: { scenes, signatures: scenes.map((_, i) => `sig-${i}`) } }),
    );
    const signed: unknown[] = [];
    await page.route('**/api/ai/storyboard/scene', (route) => {
      const { scene, signature } = route.request().postDataJSON();
      signed.push(signature);
      return json(route, 200, { data: { prompt: scene, imageUrl: pixel } });
    });
    await page.goto('/vision-weaver');
    await page.getByLabel('Your story').fill('A keeper and a storm');
    await page.getByRole('button', { name: 'Weave Vision' }).click();
    const board = page.getByRole('region', { name: 'Your Storyboard' });
    for (const [i, s] of scenes.entries()) await expect(board.getByText(`Scene ${i + 1}: ${s}`)).toBeVisible();
    await expect(board.getByRole('img')).toHaveCount(4);
    expect([...signed].sort()).toEqual(['sig-0', 'sig-1', 'sig-2', 'sig-3']);

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
    await page.route('**/api/ai/storyboard', (route) =>
      json(route, 502, { error: 'AI failed to generate 4 distinct scenes.', code: 'AI_SCENE_COUNT' }),
    );
    await page.goto('/vision-weaver');
    await page.getByLabel('Your story').fill('A short story.');
    await page.getByRole('button', { name: 'Weave Vision' }).click();
    await expect(page.getByRole('alert')).toHaveText('AI failed to generate 4 distinct scenes.');
  });
});

/**
 * A stand-in for the streamed chat answer: the browser's request is redirected to it, and it sends
 * each piece of the answer only when the test says so, so partial answers can be seen on the page.
 */
async function startChunkServer(): Promise<{
  origin: string;
  send: (text: string) => void;
  end: () => void;
  close: () => Promise<void>;
}> {
  let res: ServerResponse | null = null;
  let arrived: () => void;
  const ready = new Promise<void>((r) => (arrived = r));
  const server: Server = createServer((req, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type, authorization',
      'access-control-allow-methods': 'POST',
    };
    if (req.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    response.writeHead(200, { ...cors, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    response.flushHeaders();
    res = response;
    arrived();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    send: (text) => void ready.then(() => res!.write(text)),
    end: () => void ready.then(() => res!.end()),
    close: () => {
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    },
  };
}

async function expectStreamingChat(page: Page) {
  const chunks = await startChunkServer();
  try {
    await page.route('**/api/ai/chat/session', (route) =>
      json(route, 200, { data: { sessionId: 'stream-session', postId: 'x', title: 'x' } }),
    );
    await page.route('**/api/ai/chat', (route) => route.fulfill({ status: 307, headers: { location: `${chunks.origin}/chat` } }));
    const toggle = page.getByRole('button', { name: /Ask the Article/ });
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    await page.getByRole('textbox', { name: 'Your question about this article' }).fill('What does it say?');
    await page.getByRole('button', { name: 'Send' }).click();
    const reply = page.getByRole('log', { name: 'Conversation' }).locator('p').last();
    chunks.send('The article ');
    await expect(reply).toHaveText('AI: The article');
    chunks.send('says the pages ');
    await expect(reply).toHaveText('AI: The article says the pages');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    chunks.send('are built ahead of time.');
    chunks.end();
    await expect(reply).toHaveText('AI: The article says the pages are built ahead of time.');
  } finally {
    await chunks.close();
  }
}

async function publishAfterBuild(request: APIRequestContext): Promise<{ id: string; remove: () => Promise<unknown> }> {
  const admin = await adminToken(request);
  const headers = { authorization: `Bearer ${admin}` };
  const category = (await (await request.get('/api/categories')).json()).data[0];
  const author = (await (await request.get('/api/authors')).json()).data[0];
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
