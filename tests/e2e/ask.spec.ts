/**
 * Ask the archive in the browser, on the site served with a Gemini key (answered by the stand-in):
 * a reader asks on /ask and follows a citation to its passage; the owner finds the question nobody
 * answered on Reader questions and starts a draft from it.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminSession, auth, signInTab, type AdminSession } from './helpers/admin';
import { marker } from './helpers/gemini';
import { AI_SITE } from './helpers/ports';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';

test.use({ baseURL: AI_SITE });

let session: AdminSession;

/** Runs the every-minute job on the AI site (the one with a key), as Netlify would. */
const runJob = (request: APIRequestContext) => request.post('/.netlify/functions/publish-scheduled');

async function publish(request: APIRequestContext, title: string, content: string): Promise<string> {
  const res = await request.post('/api/posts', {
    headers: auth(session.token),
    data: { title, content, authorId: SEEDED_AUTHOR.id, categoryId: SEEDED_CATEGORY.id, status: 'published' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.id;
}

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
});

test('a reader asks on /ask and follows a citation to its passage', async ({ page, request }) => {
  const word = marker();
  const id = await publish(
    request,
    `The ${word} lighthouse`,
    `<p>Every lighthouse needs a keeper.</p><h2>Dusk</h2><p>The ${word} keeper polishes the brass lens at dusk.</p>`,
  );
  try {
    // Indexed by the job within a run or two (it embeds a batch of posts per run).
    await expect(async () => {
      expect((await runJob(request)).ok()).toBe(true);
      const res = await request.post('/api/ai/ask', { data: { question: `What does the ${word} keeper polish?` } });
      expect((await res.json()).data.citations.map((c: { postId: string }) => c.postId)).toContain(id);
    }).toPass({ timeout: 60_000 });

    await page.goto('/ask');
    await expect(page.getByRole('heading', { level: 1, name: 'Ask the archive' })).toBeVisible();
    await page.getByLabel('Your question').fill(`What does the ${word} keeper polish?`);
    await page.getByRole('button', { name: 'Ask the archive' }).click();
    const answer = page.getByRole('region', { name: 'Answer from the archive' });
    await expect(answer.getByText(/polishes the brass lens/).first()).toBeVisible();
    const cited = answer
      .getByRole('list', { name: 'Sources' })
      .getByRole('listitem')
      .filter({ hasText: `The ${word} keeper polishes` });
    await expect(cited.getByRole('blockquote')).toHaveText(`“The ${word} keeper polishes the brass lens at dusk.”`);
    const source = cited.getByRole('link', { name: new RegExp(`The ${word} lighthouse`) });
    const href = await source.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/post/${id}#p-`));

    await source.click();
    await expect(page).toHaveURL(new RegExp(`/post/${id}#p-`));
    const passage = page.locator(`[id="${href!.split('#')[1]}"]`);
    await expect(passage).toHaveText(`The ${word} keeper polishes the brass lens at dusk.`);
    await expect(passage).toBeInViewport();
  } finally {
    await request.delete(`/api/posts/${id}`, { headers: auth(session.token) });
  }
});

test('the archive says when it does not cover a question, and the owner starts a draft from it', async ({ page }) => {
  // Words no post has, so nothing in the archive comes close.
  const question = `What is ${marker()} ${marker()}?`;
  await page.goto(`/ask`);
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Ask the archive' }).click();
  await expect(page.getByRole('region', { name: 'Answer from the archive' })).toContainText(
    "The archive doesn't cover this yet.",
  );

  await signInTab(page, session);
  await page.goto('/admin/questions');
  await expect(page.getByRole('heading', { level: 1, name: 'Reader questions' })).toBeVisible();
  const group = page.getByRole('article', { name: question });
  await expect(group.getByText('Asked once')).toBeVisible();
  await expect(group.getByRole('listitem').filter({ hasText: question })).toBeVisible();
  await group.getByRole('button', { name: 'Start a draft' }).click();

  await expect(page).toHaveURL(/\/admin\/posts\/edit\//);
  await expect(page.getByLabel('Title')).toHaveValue(question);
  await expect(page.getByRole('textbox', { name: 'Post content' })).toContainText(question);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const post = await page.request.get(`/api/posts/${id}`, { headers: auth(session.token) });
  expect((await post.json()).data.status).toBe('draft');
  await page.request.delete(`/api/posts/${id}`, { headers: auth(session.token) });
});
