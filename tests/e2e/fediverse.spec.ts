/**
 * The fediverse in the browser: the owner switches federation on and copies the handle, a fediverse
 * stand-in (tests/support/fediverse-standin.ts) finds the actor by it and follows, its reply to a
 * post waits in Comments until approved, and readers then see it on the post "via the fediverse".
 */
import { expect, test } from '@playwright/test';
import { adminSession, auth, signInTab, type AdminSession } from './helpers/admin';
import { PORTS, SITE } from './helpers/ports';
import { SEEDED_AUTHOR, SEEDED_CATEGORY } from './helpers/seeded';
import { startFediverseStandin, type FediverseStandin } from '../support/fediverse-standin';

test.describe.configure({ timeout: 180_000 });

let session: AdminSession;
let standin: FediverseStandin;

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
  standin = await startFediverseStandin(PORTS.fediverse);
});

test.afterAll(async () => {
  await standin?.close();
});

test('the owner switches the fediverse on, a follower replies, and the approved reply shows on the post', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInTab(page, session);
  await page.goto('/admin/settings');
  const federate = page.getByRole('switch', { name: 'Federate on the fediverse' });
  // Read the switch once the stored settings are in (the account line comes with them).
  await expect(page.getByText(/^Account: @/)).toBeVisible();
  if ((await federate.getAttribute('aria-checked')) !== 'true') await federate.click();
  await page.getByRole('button', { name: 'Save fediverse settings' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Fediverse settings saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy handle' }).click();
  const handle = await page.evaluate(() => navigator.clipboard.readText());
  expect(handle).toMatch(/^@[a-z0-9_]+@localhost:\d+$/);

  // The stand-in finds the actor by the copied handle, as Mastodon's search does, and follows.
  const finger = await fetch(`${SITE}/.well-known/webfinger?resource=acct:${handle.slice(1)}`);
  expect(finger.status).toBe(200);
  const actor = ((await finger.json()) as { links: { rel: string; href: string }[] }).links.find((l) => l.rel === 'self')!.href;
  const { status } = await standin.follow(actor, `${SITE}/ap/inbox`);
  expect(status).toBe(202);
  await expect
    .poll(() => standin.received.filter((r) => r.activity.type === 'Accept' && r.verified).length, { timeout: 60_000 })
    .toBeGreaterThan(0);

  await page.goto('/admin/followers');
  await expect(page.getByRole('row').filter({ hasText: 'Alice Standin' }).first()).toBeVisible();

  const title = `Federated ${Date.now().toString(36)}`;
  const created = await request.post('/api/posts', {
    headers: auth(session.token),
    data: {
      title,
      excerpt: 'Out to the fediverse',
      content: '<p>Hello, fediverse.</p>',
      authorId: SEEDED_AUTHOR.id,
      categoryId: SEEDED_CATEGORY.id,
      status: 'published',
    },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()).data as { id: string };
  const text = `A reply from afar ${Date.now().toString(36)}`;
  expect((await standin.reply(`${SITE}/ap/inbox`, `${SITE}/ap/posts/${post.id}`, `<p>${text}</p>`)).status).toBe(202);

  await page.goto('/admin/comments');
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText('via the fediverse');
  await row.getByRole('button', { name: 'Approve comment by Alice Standin' }).click();
  await expect(row).toContainText(/approved/i);

  await page.goto(`/post/${post.id}`);
  // The comments load when their section comes into view.
  await page.getByRole('region', { name: 'Comments' }).scrollIntoViewIfNeeded();
  const reply = page.getByRole('listitem').filter({ hasText: text });
  await expect(reply).toBeVisible();
  await expect(reply).toContainText('Alice Standin');
  await expect(reply).toContainText('via the fediverse');
  await expect(page.locator(`link[rel="alternate"][type="application/activity+json"]`)).toHaveAttribute(
    'href',
    `/ap/posts/${post.id}`,
  );
});
