/**
 * Members in the admin app (DESIGN.md, Members and paid content → Admin): the owner adds a tier under
 * Settings → Tiers and sees its prices, finds a reader on Members by email, comps them the tier and
 * finds them again under Comped; an editor has no Members in the sidebar and is turned away at its URL.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { adminSession, signInTab, type AdminSession } from './helpers/admin';
import { newReader, type Reader } from './helpers/reader';

const EDITOR = { email: 'editor@example.com', password: 'editor12345' };

let session: AdminSession;
let reader: Reader;

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
  reader = await newReader(request, 'member');
});

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

test('the owner adds a tier, finds a reader on Members, comps them the tier and finds them under Comped', async ({ page }) => {
  test.setTimeout(120_000);
  const tierName = `Patron ${randomUUID().slice(0, 6)}`;
  await signInTab(page, session);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Settings → Tiers: a price of nothing is refused with the API's words, then the tier is added.
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Tiers', level: 2 })).toBeVisible();
  await page.getByLabel('Tier name').fill(tierName);
  await page.getByLabel('Tier description').fill('For the people who keep the lights on.');
  await page.getByLabel('Monthly price').fill('0');
  await page.getByLabel('Yearly price').fill('50');
  await page.getByLabel('Currency', { exact: true }).fill('eur');
  await page.getByLabel('Benefits').fill('Every post\nThe monthly letter');
  await page.getByRole('button', { name: 'Add tier' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Monthly price must be greater than 0' })).toBeVisible();
  await page.getByLabel('Monthly price').fill('5');
  await page.getByRole('button', { name: 'Add tier' }).click();
  await expect(notifications(page).getByText(`Tier "${tierName}" added.`)).toBeVisible();
  const tierRow = page.getByRole('table', { name: 'Tiers' }).getByRole('row').filter({ hasText: tierName });
  await expect(tierRow.getByRole('cell')).toHaveText([tierName, '€5.00', '€50.00', 'Active', /Edit/]);

  // Members, from the sidebar: the reader is found by email, free, and is comped the new tier.
  await sidebar(page).getByRole('link', { name: 'Members', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await page.getByLabel('Search by email').fill(reader.email);
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row')).toHaveCount(2);
  const row = members.getByRole('row').filter({ hasText: reader.email });
  await expect(row).toContainText(reader.name);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Free');
  await row.getByLabel(`Tier to comp for ${reader.email}`).selectOption({ label: tierName });
  await row.getByRole('button', { name: `Comp ${reader.email}` }).click();
  await expect(notifications(page).getByText(`${reader.email} now has ${tierName} free.`)).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('Comped');
  await expect(row.getByRole('cell').nth(2)).toHaveText(tierName);
  await expect(row.getByRole('button', { name: `Remove comp from ${reader.email}` })).toBeVisible();

  // Under Comped, and under the tier, the reader is there (read again from the server).
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Comped' });
  await page.getByLabel('Tier', { exact: true }).selectOption({ label: tierName });
  await expect(members.getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('cell').nth(1)).toHaveText('Comped');
  await expect(row.getByRole('cell').nth(2)).toHaveText(tierName);

  // Under Free the reader is not.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Free' });
  await expect(page.getByText('No members match these filters.')).toBeVisible();

  // Deleting a tier someone has is refused with the API's message, and Archive is offered instead.
  await page.goto('/admin/settings');
  await tierRow.getByRole('button', { name: `Delete ${tierName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'This tier has members' });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: `Archive ${tierName}` }).click();
  await expect(tierRow.getByRole('cell').nth(3)).toHaveText('Archived');
  await tierRow.getByRole('button', { name: `Restore ${tierName}` }).click();
  await expect(tierRow.getByRole('cell').nth(3)).toHaveText('Active');
});

test('an editor has no Members in the sidebar, and its address says so', async ({ page, request }) => {
  const res = await request.post('/api/auth/login', { data: EDITOR });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()).data;
  expect(user.role).toBe('editor');
  await signInTab(page, { token, user });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Posts', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Members', exact: true })).toHaveCount(0);
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { name: "You don't have access to this page." })).toBeVisible();
});
