/**
 * Moving members in the admin app (DESIGN.md, Members: growth): the owner checks a Substack
 * subscriber list (nothing changes), imports it, reads the row the import could not take as it was,
 * finds an imported member on Members, and downloads the members CSV holding them.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminSession, auth, signInTab, type AdminSession } from './helpers/admin';

let session: AdminSession;

test.beforeAll(async ({ request }) => {
  session = await adminSession(request);
});

test('the owner checks and imports a Substack list, then exports the members CSV', async ({ page, request }) => {
  test.setTimeout(120_000);
  const run = randomUUID().slice(0, 8);
  const email = (who: string) => `${who}-${run}@substack.example`;
  // Substack's subscriber export, in its own column layout.
  const csv = [
    'email,active_subscription,expiry,plan,email_disabled,created_at,first_payment_at',
    `${email('free')},false,,other,false,2024-01-01T00:00:00.000Z,`,
    `${email('paying')},true,2026-12-01T00:00:00.000Z,monthly,false,2024-02-01T00:00:00.000Z,2024-02-01T00:00:00.000Z`,
    `${email('quiet')},false,,other,true,2024-03-01T00:00:00.000Z,`,
  ].join('\n');

  await signInTab(page, session);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/members');
  await page.getByRole('button', { name: 'Import members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import members' });
  await dialog.getByLabel('Exported from').selectOption('substack');
  await dialog
    .getByLabel('Members CSV')
    .setInputFiles({ name: 'email_list.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('Ready to import: 3 new, 0 updated, 0 unchanged.')).toBeVisible();
  const problems = dialog.getByRole('list', { name: 'Rows that need a look' });
  await expect(problems.getByRole('listitem')).toHaveText([
    'Row 3: Paid on Substack without a Stripe customer to link: imported as a free member.',
  ]);
  // The check changed nothing.
  const search = async (address: string) =>
    (await (await request.get(`/api/members?q=${encodeURIComponent(address)}`, { headers: auth(session.token) })).json()).data;
  expect(await search(email('free'))).toHaveLength(0);

  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Imported: 3 new, 0 updated, 0 unchanged.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('Search by email').fill(email('paying'));
  await expect(page.getByRole('row').filter({ hasText: email('paying') })).toContainText('Free');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('members.csv');
  const exported = await readFile(await file.path(), 'utf8');
  expect(exported.split('\r\n')[0]).toBe('email,name,status,tier,created,newsletters,stripe_customer_id,comp_or_gift_end');
  expect(exported).toContain(`${email('free')},free-${run},free,,2024-01-01T00:00:00.000Z,Newsletter,,`);
  expect(exported).toContain(`${email('quiet')},quiet-${run},free,,2024-03-01T00:00:00.000Z,,,`);
});
