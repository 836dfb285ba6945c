/**
 * A paid post's contents list (DESIGN.md, Members and paid content): a guest's lists the preview's
 * headings; a reader the post admits, here a comped member, gets the rest of the post and a list
 * that covers it too.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminToken, auth } from './helpers/admin';
import { newReader, signInPage } from './helpers/reader';
import { publishPaidPost } from './helpers/seeded';

const run = randomUUID().slice(0, 6);
const BEFORE = ['Where it starts', 'The first turn', 'A closer look'];
const AFTER = ['Past the divider', 'What members read'];

test('a reader with access to a paid post sees contents entries for the headings after the divider', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const tier = await request.post('/api/tiers', {
    headers: auth(token),
    data: {
      name: `Friends ${run}`,
      description: 'Every post.',
      monthlyPrice: 500,
      yearlyPrice: 5000,
      currency: 'usd',
      benefits: [],
      active: true,
    },
  });
  expect(tier.status(), await tier.text()).toBe(201);
  const section = (title: string) => `<h2>${title}</h2><p>${title} ${run}, in a few words.</p>`;
  const path = await publishPaidPost(request, token, {
    title: `A paid post with contents ${run}`,
    excerpt: 'For members.',
    content: `${BEFORE.map(section).join('')}<hr data-paywall="">${AFTER.map(section).join('')}`,
  });
  const reader = await newReader(request, 'comped');
  const comped = await request.put(`/api/members/${reader.user.id}`, {
    headers: auth(token),
    data: { comped: (await tier.json()).data.id },
  });
  expect(comped.status(), await comped.text()).toBe(200);

  const contents = page.getByRole('navigation', { name: 'Table of Contents' });
  await page.goto(path);
  await expect(contents.getByRole('link')).toHaveText(BEFORE);

  await signInPage(page, reader);
  await page.goto(path);
  await expect(page.getByText(`${AFTER[1]} ${run}, in a few words.`)).toBeVisible();
  await expect(contents.getByRole('link')).toHaveText([...BEFORE, ...AFTER]);
  await contents.getByRole('link', { name: AFTER[1] }).click();
  await expect(page.getByRole('heading', { name: AFTER[1] })).toBeInViewport();
});
