/** Edit Page in the browser: unsaved work survives a reload, and a save over someone else's is caught. */
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Page as SitePage } from '@/shared/types';
import { adminSession, auth, signInTab, type AdminSession } from './helpers/admin';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let session: AdminSession;
/** Pages this file made, deleted after each test whether it passed or not (the store is shared). */
const made: string[] = [];

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
});

test.afterEach(async ({ request }) => {
  for (const id of made.splice(0)) {
    const res = await request.delete(`/api/pages/${encodeURIComponent(id)}`, { headers: auth(session.token) });
    expect(res.status(), `delete page ${id}: ${await res.text()}`).toBe(200);
  }
});

async function createPage(request: APIRequestContext, title: string, content: string): Promise<SitePage> {
  const res = await request.post('/api/pages', {
    headers: auth(session.token),
    data: { title, slug: `e2e-page-${unique()}`, content },
  });
  expect(res.status(), await res.text()).toBe(201);
  const page = (await res.json()).data as SitePage;
  made.push(page.id);
  return page;
}

/** The page as the site holds it now, with the version tag a save must send back. */
async function readPage(request: APIRequestContext, id: string): Promise<{ page: SitePage; etag: string }> {
  const res = await request.get(`/api/pages/${encodeURIComponent(id)}`);
  expect(res.status()).toBe(200);
  return { page: (await res.json()).data, etag: res.headers()['etag']! };
}

/** Someone else saves the page through the API, on the version they just read. */
async function changeElsewhere(request: APIRequestContext, id: string, change: { title: string; content: string }) {
  const { etag } = await readPage(request, id);
  const res = await request.put(`/api/pages/${encodeURIComponent(id)}`, {
    headers: { ...auth(session.token), 'if-match': etag },
    data: change,
  });
  expect(res.status(), await res.text()).toBe(200);
}

const content = (page: Page) => page.getByRole('textbox', { name: 'Page content' });
const saveState = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

async function openEditor(page: Page, id: string) {
  await page.goto(`/admin/pages/edit/${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { name: 'Edit Page' })).toBeVisible();
  await expect(saveState(page, 'All changes saved')).toBeVisible();
}

/** Types at the end of the body, the way an author adds a sentence. */
async function typeAtEnd(page: Page, text: string) {
  await content(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

test.beforeEach(async ({ page }) => {
  await signInTab(page, session);
});

test('unsaved typing survives a reload: Restore brings it back, Discard shows the saved page', async ({ page, request }) => {
  const created = await createPage(request, `Reload page ${unique()}`, '<p>Server text</p>');
  await openEditor(page, created.id);
  await expect(content(page)).toHaveText('Server text');

  await typeAtEnd(page, ' plus words never saved');
  await expect(saveState(page, 'Unsaved changes')).toBeVisible();
  await expect(saveState(page, /^Saved at /)).toBeVisible({ timeout: 5_000 });

  await page.reload();
  const offer = page.getByRole('region', { name: 'Unsaved changes found' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('were kept in this browser.');
  await expect(content(page)).toHaveText('Server text');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toBeHidden();
  await expect(content(page)).toHaveText('Server text plus words never saved');
  // Restoring only puts the words back in the editor: nothing reaches the site until the author saves.
  expect((await readPage(request, created.id)).page.content).toBe('<p>Server text</p>');

  // The restored words are kept again, so the next visit offers them once more; this time they are thrown away.
  await expect(saveState(page, /^Saved at /)).toBeVisible({ timeout: 5_000 });
  await page.reload();
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Discard' }).click();
  await expect(offer).toBeHidden();
  await expect(content(page)).toHaveText('Server text');
  await expect(saveState(page, 'All changes saved')).toBeVisible();

  // Discarded means gone from this browser too.
  await page.reload();
  await expect(content(page)).toHaveText('Server text');
  await expect(offer).toBeHidden();
  expect((await readPage(request, created.id)).page.content).toBe('<p>Server text</p>');
});

test('a save over a change made elsewhere is refused, and each choice in the dialog does what it says', async ({
  page,
  request,
}) => {
  const title = `Conflict page ${unique()}`;
  const created = await createPage(request, title, '<p>Page start</p>');
  const conflict = page.getByRole('dialog', { name: 'This page was changed elsewhere' });
  const saveChanges = page.getByRole('button', { name: 'Save Changes' });

  // Overwrite with mine: the author's version replaces the one saved behind the editor's back.
  await openEditor(page, created.id);
  await expect(content(page)).toHaveText('Page start');
  await changeElsewhere(request, created.id, { title: `${title} (theirs)`, content: '<p>Their first change</p>' });
  await typeAtEnd(page, ' mine');
  await saveChanges.click();
  await expect(conflict).toBeVisible();
  expect((await readPage(request, created.id)).page).toMatchObject({
    title: `${title} (theirs)`,
    content: '<p>Their first change</p>',
  });
  await conflict.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(toast(page, `Page "${title}" saved successfully!`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  expect((await readPage(request, created.id)).page).toMatchObject({ title, content: '<p>Page start mine</p>' });

  // Cancel: nothing is saved and the author's words stay in the editor.
  await openEditor(page, created.id);
  await expect(content(page)).toHaveText('Page start mine');
  await changeElsewhere(request, created.id, { title: `${title} (theirs again)`, content: '<p>Their second change</p>' });
  await typeAtEnd(page, ' again');
  await saveChanges.click();
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Cancel' }).click();
  await expect(conflict).toBeHidden();
  await expect(content(page)).toHaveText('Page start mine again');
  await expect(saveChanges).toBeEnabled();
  expect((await readPage(request, created.id)).page.content).toBe('<p>Their second change</p>');

  // Load newer version: the editor shows the site's page, and the author's words are dropped.
  await saveChanges.click();
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Load newer version' }).click();
  await expect(conflict).toBeHidden();
  await expect(content(page)).toHaveText('Their second change');
  await expect(page.getByLabel('Title')).toHaveValue(`${title} (theirs again)`);
  expect((await readPage(request, created.id)).page).toMatchObject({
    title: `${title} (theirs again)`,
    content: '<p>Their second change</p>',
  });

  // The newer version is now the one being edited: saving on it goes through without a conflict.
  await typeAtEnd(page, ' and mine');
  await saveChanges.click();
  await expect(toast(page, `Page "${title} (theirs again)" saved successfully!`)).toBeVisible();
  await expect(conflict).toBeHidden();
  expect((await readPage(request, created.id)).page.content).toBe('<p>Their second change and mine</p>');
});
