/**
 * The newsletter box at the end of a post (DESIGN.md, Analytics → Signups attributed): a guest who
 * subscribes there counts as a signup of that post, and the box stays away from then on, as it
 * does for a signed-in member.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, auth } from './helpers/admin';
import { newReader, signInPage, uniqueEmail } from './helpers/reader';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';

let token: string;
let postId: string;

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  const run = randomUUID().slice(0, 6);
  const made = await request.post('/api/posts', {
    headers: auth(token),
    data: {
      title: `A post to subscribe from ${run}`,
      excerpt: 'Read it to the end.',
      content: `<p>A short post ${run}, read to the end.</p>`,
      authorId: SEEDED_AUTHOR.id,
      categoryId: SEEDED_CATEGORY.id,
      status: 'published',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  postId = (await made.json()).data.id;
});

async function signups(request: APIRequestContext): Promise<number> {
  const res = await request.get(`/api/analytics/posts/${postId}`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()).data.signups;
}

test("a guest subscribes where the post ends: the post's signups rise by one, and the box is gone after", async ({
  page,
  request,
}) => {
  const before = await signups(request);
  await page.goto(`/post/${postId}`);
  const box = page.getByRole('region', { name: 'Subscribe to our newsletter' });
  await box.scrollIntoViewIfNeeded();
  await box.getByLabel('Email address').fill(uniqueEmail('post-subscriber'));
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('[data-toaster]').getByText("Thanks for subscribing! You're on the list.")).toBeVisible();
  await expect.poll(() => signups(request)).toBe(before + 1);

  await page.reload();
  await expect(page.getByText(/A short post .*, read to the end\./)).toBeVisible();
  await expect(box).toBeHidden();
});

test('a signed-in member finds no subscribe box at the end of a post', async ({ page, request }) => {
  await page.goto(`/post/${postId}`);
  const box = page.getByRole('region', { name: 'Subscribe to our newsletter' });
  await expect(box).toBeVisible();
  await signInPage(page, await newReader(request, 'member'));
  await page.goto(`/post/${postId}`);
  await expect(page.getByText(/A short post .*, read to the end\./)).toBeVisible();
  await expect(box).toBeHidden();
});
