import fs from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, LANDING, signIn } from '../support/app';
import { captureBothWidths, closeToasts, runTag } from '../support/estates-fixtures';
import {
  asDemoAdmin,
  asUser,
  createDue,
  type DueRow,
  deleteDuesMatching,
  lagosMonthLabel,
  paymentsMatching,
  pdfEvidence,
  uploadEvidence,
} from '../support/payments-fixtures';

// Issue 8 item 5: the admin's Payment Records screen (/admin/payments). Three dues made here, each
// paid by Amaka and by Tunde (demo residents): six payments, all with this run's tag in the due
// title, so a search for the tag shows ours alone whatever other files add. Before the tests one
// is approved and one rejected through the API; the screen decides the others. The dues are
// deleted (archived, as they have payments) at the end.

const tag = runTag();
const WATER = `Water Levy ${tag}`;
const GATE = `Gate Repairs ${tag}`;
const POWER = `Transformer Fund ${tag}`;
const ADMIN_NAME = 'Ngozi Okafor';
const EARLY_REASON = 'The transfer is not on the estate statement.';
const REASON = 'The amount on the evidence does not match the due.';

type DueKey = 'water' | 'gate' | 'power';
const AMOUNTS: Record<DueKey, number> = { water: 12000, gate: 30000, power: 50000 };

let dues: Record<DueKey, DueRow>;
/** By "{resident first name} {due key}", e.g. "Amaka water". */
const ids: Record<string, number> = {};

test.beforeAll(async () => {
  dues = await asDemoAdmin(async (admin) => ({
    water: await createDue(admin, WATER, AMOUNTS.water),
    gate: await createDue(admin, GATE, AMOUNTS.gate),
    power: await createDue(admin, POWER, AMOUNTS.power),
  }));
  // Amaka pays each in full with a picture; Tunde pays part, the transformer fund with a PDF.
  // Made oldest first, so the list (newest first) reads Tunde power, Amaka power, Tunde gate, ...
  for (const key of ['water', 'gate', 'power'] as const) {
    await asUser(DEMO.resident, (amaka) => uploadEvidence(amaka, dues[key].id, AMOUNTS[key]));
    await asUser(DEMO.resident2, (tunde) =>
      key === 'power'
        ? uploadEvidence(tunde, dues[key].id, 20000, pdfEvidence)
        : uploadEvidence(tunde, dues[key].id, 9000),
    );
  }
  await asDemoAdmin(async (admin) => {
    for (const p of await paymentsMatching(admin, tag)) {
      const key = (Object.keys(dues) as DueKey[]).find((k) => dues[k].title === p.due_title);
      ids[`${p.resident_name.split(' ')[0]} ${key}`] = p.id;
    }
    expect(Object.keys(ids)).toHaveLength(6);
    const approved = await admin.send('POST', `/api/admin/approve-payment/${ids['Tunde water']}/`);
    expect(approved.status, approved.text).toBe(200);
    const rejected = await admin.send('POST', `/api/admin/reject-payment/${ids['Amaka gate']}/`, {
      reason: EARLY_REASON,
    });
    expect(rejected.status, rejected.text).toBe(200);
  });
});

test.afterAll(async () => {
  await asDemoAdmin((admin) => deleteDuesMatching(admin, tag));
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const counters = (page: Page) => page.getByRole('region', { name: 'Payment counts' });
const searchBox = (page: Page) => page.getByLabel('Search payments');
const table = (page: Page) => page.getByRole('table', { name: 'Payments' });
const rowOf = (page: Page, resident: string, due: string) =>
  table(page).getByRole('row').filter({ hasText: resident }).filter({ hasText: due });

async function expectCounts(page: Page, total: number, approved: number, pending: number, rejected: number) {
  await expect(counters(page)).toHaveText(
    new RegExp(
      `Total Payments\\s*${total}\\s*Approved\\s*${approved}\\s*Pending\\s*${pending}\\s*Rejected\\s*${rejected}`,
    ),
  );
}

async function openPayments(page: Page, query = '') {
  await signIn(page, DEMO.admin, LANDING.admin);
  await page.goto(`/admin/payments${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Records' })).toBeVisible();
}

/** Each row shows Approve and Reject exactly when it is pending. */
async function expectDecisionButtonsOnlyOnPending(rows: Locator) {
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    const pending = (await row.getByText('Pending', { exact: true }).count()) > 0;
    await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(pending ? 1 : 0);
    await expect(row.getByRole('button', { name: /^Reject/ })).toHaveCount(pending ? 1 : 0);
  }
}

test('counters, search, status, month and page size, all kept in the address', async ({ page }) => {
  await openPayments(page);

  // Unfiltered: the estate's whole set, as the server counts it.
  const all = await asDemoAdmin((admin) =>
    admin.get<{ counts: { total: number; approved: number; pending: number; rejected: number } }>('/api/payments/'),
  );
  await expectCounts(page, all.counts.total, all.counts.approved, all.counts.pending, all.counts.rejected);
  expect(all.counts.total).toBeGreaterThanOrEqual(6);

  // The tag finds our six, newest first; the counters follow the filtered set.
  await searchBox(page).fill(tag);
  await expectCounts(page, 6, 1, 4, 1);
  await expect(page.getByText('Showing 1–6 of 6')).toBeVisible();
  const rows = table(page).locator('tbody tr');
  await expect(rows).toHaveCount(6);
  await expect(rows.first()).toContainText('Tunde Bakare');
  await expect(rows.first()).toContainText(POWER);
  await expect(rows.last()).toContainText('Amaka Eze');
  await expect(rows.last()).toContainText(WATER);
  await expectDecisionButtonsOnlyOnPending(rows);

  // The columns: the resident, the due, what was paid (and of what), the status, evidence, receipt, decision.
  const tundeWater = rowOf(page, 'Tunde Bakare', WATER);
  await expect(tundeWater).toContainText('₦9,000');
  await expect(tundeWater).toContainText('of ₦12,000');
  await expect(tundeWater).toContainText('Approved');
  await expect(tundeWater).toContainText(`Approved by ${ADMIN_NAME}`);
  await expect(
    tundeWater.getByRole('link', { name: `View receipt for Tunde Bakare, ${WATER} (opens in a new tab)` }),
  ).toBeVisible();
  await expect(tundeWater.getByRole('button', { name: `Download receipt for Tunde Bakare, ${WATER}` })).toBeVisible();
  const amakaGate = rowOf(page, 'Amaka Eze', GATE);
  await expect(amakaGate).toContainText('Rejected');
  await expect(amakaGate).toContainText(`Reason: ${EARLY_REASON}`);
  await expect(amakaGate.getByRole('link', { name: /receipt/ })).toHaveCount(0);

  // Search by a due title, then by a resident's name (with the tag's dues among the demo's payments).
  await searchBox(page).fill(GATE);
  await expect(rows).toHaveCount(2);
  await expectCounts(page, 2, 0, 1, 1);
  await searchBox(page).fill('tunde bakare');
  await expect(rowOf(page, 'Tunde Bakare', POWER)).toBeVisible();
  for (const text of await table(page).locator('tbody th').allTextContents()) expect(text).toBe('Tunde Bakare');

  // Status: pending, approved, rejected (with the search still on). The counters stay those of
  // the search, so every status keeps its number while one is chosen.
  await searchBox(page).fill(tag);
  await expect(page).toHaveURL(new RegExp(`\\?search=${tag}$`));
  await expect(page.getByText('Showing 1–6 of 6')).toBeVisible();
  const status = page.getByLabel('Status', { exact: true });
  await status.selectOption({ label: 'Pending' });
  await expect(page.getByText('Showing 1–4 of 4')).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expectCounts(page, 6, 1, 4, 1);
  await expectDecisionButtonsOnlyOnPending(rows);
  await status.selectOption({ label: 'Approved' });
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(rows.first()).toContainText('Tunde Bakare');
  await expect(rows.first()).toContainText(WATER);
  await expect(rows.first().getByRole('button', { name: /^Approve|^Reject/ })).toHaveCount(0);
  await status.selectOption({ label: 'Rejected' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(EARLY_REASON);
  await expect(page).toHaveURL(new RegExp(`\\?search=${tag}&status=rejected$`));
  await page.reload();
  await expect(status).toHaveValue('rejected');
  await expect(searchBox(page)).toHaveValue(tag);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Amaka Eze');
  await expectCounts(page, 6, 1, 4, 1);
  await status.selectOption({ label: 'All Statuses' });

  // Month: built from the months that have payments; ours are all this month (Lagos).
  const month = page.getByLabel('Month', { exact: true });
  await month.selectOption({ label: lagosMonthLabel() });
  await expectCounts(page, 6, 1, 4, 1);
  await expect(page).toHaveURL(/&month=\d{4}-\d{2}$/);
  // A month without payments (from a shared address): nothing matches, and it says so.
  await page.goto(`/admin/payments?search=${tag}&month=2020-01`);
  await expect(month).toHaveValue('2020-01');
  await expect(month.locator('option:checked')).toHaveText('January 2020');
  await expectCounts(page, 0, 0, 0, 0);
  await expect(page.getByText('No payments match your current filters', { exact: true })).toBeVisible();
  await captureBothWidths(page, 'payments-no-match');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(month).toHaveValue('');
  await expect(page).toHaveURL(/\/admin\/payments$/);

  // Page size: 5, 10 (the default), 25 or 50; paging on the server; both in the address.
  await searchBox(page).fill(tag);
  await expect(page).toHaveURL(new RegExp(`\\?search=${tag}$`));
  await expect(page.getByText('Showing 1–6 of 6')).toBeVisible();
  const size = page.getByLabel('Rows per page');
  await expect(size).toHaveValue('10');
  await expect(size.locator('option')).toHaveText(['5', '10', '25', '50']);
  const pager = page.getByRole('navigation', { name: 'Payment pages' });
  await expect(pager).toHaveCount(0);
  await size.selectOption('5');
  await expect(page.getByText('Showing 1–5 of 6')).toBeVisible();
  await expect(rows).toHaveCount(5);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 6–6 of 6')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(WATER);
  await expect(page).toHaveURL(new RegExp(`\\?search=${tag}&page_size=5&page=2$`));
  await page.reload();
  await expect(size).toHaveValue('5');
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await size.selectOption('25');
  await expect(page.getByText('Showing 1–6 of 6')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?search=${tag}&page_size=25$`));

  // Unknown values in the address fall back to the defaults.
  await page.goto('/admin/payments?status=maybe&month=2026-13&page_size=7&page=abc');
  await expect(status).toHaveValue('all');
  await expect(month).toHaveValue('');
  await expect(size).toHaveValue('10');
  await expectCounts(page, all.counts.total, all.counts.approved, all.counts.pending, all.counts.rejected);
});

test('the list as a table at 1280 px and as cards at 375 px', async ({ page }) => {
  await openPayments(page, `?search=${tag}`);
  await expect(page.getByText('Showing 1–6 of 6')).toBeVisible();
  await captureBothWidths(page, 'payments', async () => {
    if (page.viewportSize()!.width >= 1280) {
      await expect(table(page).locator('tbody tr')).toHaveCount(6);
      await expect(table(page).locator('thead th')).toHaveText([
        'Resident',
        'Description',
        'Amount',
        'Date',
        'Status',
        'Evidence',
        'Receipt',
        'Actions',
      ]);
      return;
    }
    const cards = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect(cards).toHaveCount(6);
    const approved = cards.filter({ hasText: 'Tunde Bakare' }).filter({ hasText: WATER });
    await expect(approved).toContainText(`Approved by ${ADMIN_NAME}`);
    await expect(approved.getByRole('link', { name: /^View receipt/ })).toBeVisible();
    await expect(approved.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    const pending = cards.filter({ hasText: 'Amaka Eze' }).filter({ hasText: POWER });
    await expect(pending.getByRole('button', { name: `Approve payment for Amaka Eze, ${POWER}` })).toBeVisible();
    await expect(pending.getByRole('button', { name: `Reject payment for Amaka Eze, ${POWER}` })).toBeVisible();
  });
});

test('evidence: an image previews in a dialog, a PDF opens in a new tab', async ({ page }) => {
  await openPayments(page, `?search=${tag}`);

  const amakaPower = rowOf(page, 'Amaka Eze', POWER);
  await amakaPower.getByRole('button', { name: `View evidence for Amaka Eze, ${POWER}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment evidence' });
  await expect(dialog).toContainText(`Amaka Eze · ${POWER}`);
  const image = dialog.getByRole('img', { name: `Payment evidence from Amaka Eze for ${POWER}` });
  await expect(image).toBeVisible();
  // The private address, loaded with the admin's session: a real picture, not a broken one.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  expect(await image.getAttribute('src')).toBe(`/api/payments/${ids['Amaka power']}/evidence/`);
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('target', '_blank');
  await captureBothWidths(
    page,
    'payments-evidence',
    async () => {
      await expect(image).toBeVisible();
    },
    { dialog: true },
  );
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // A decided payment's evidence shows without the decision buttons.
  await rowOf(page, 'Tunde Bakare', WATER)
    .getByRole('button', { name: /^View evidence/ })
    .click();
  await expect(dialog).toContainText('Approved');
  await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Tunde's power evidence is a PDF: a link to the private address, in a new tab.
  const pdfLink = rowOf(page, 'Tunde Bakare', POWER).getByRole('link', {
    name: `PDF evidence for Tunde Bakare, ${POWER} (opens in a new tab)`,
  });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const href = (await pdfLink.getAttribute('href'))!;
  expect(href).toBe(`/api/payments/${ids['Tunde power']}/evidence/`);
  const answered = page.context().waitForEvent('response', (r) => r.url().endsWith(href));
  const [popup] = await Promise.all([page.waitForEvent('popup'), pdfLink.click()]);
  const file = await answered;
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  await popup.close();
});

test('approve from the evidence preview, reject with a reason, receipts, and a decision already made', async ({
  page,
}) => {
  await openPayments(page, `?search=${tag}`);
  await expectCounts(page, 6, 1, 4, 1);

  // Approve after looking at the evidence: the list reloads, the row shows who approved it and the receipt.
  const amakaPower = rowOf(page, 'Amaka Eze', POWER);
  await amakaPower.getByRole('button', { name: /^View evidence/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment evidence' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Payment approved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(amakaPower).toContainText(`Approved by ${ADMIN_NAME}`);
  await expect(amakaPower.getByRole('button', { name: /^Approve|^Reject/ })).toHaveCount(0);
  await expectCounts(page, 6, 2, 3, 1);

  // The receipt: viewed inline in a new tab, downloaded as receipt-{id}.pdf.
  const view = amakaPower.getByRole('link', { name: `View receipt for Amaka Eze, ${POWER} (opens in a new tab)` });
  await expect(view).toHaveAttribute('target', '_blank');
  const inline = await page.request.get((await view.getAttribute('href'))!);
  expect(inline.status()).toBe(200);
  expect(inline.headers()['content-type']).toContain('application/pdf');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    amakaPower.getByRole('button', { name: `Download receipt for Amaka Eze, ${POWER}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${ids['Amaka power']}.pdf`);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // Reject: a confirm step with an optional reason; Cancel changes nothing.
  const tundeGate = rowOf(page, 'Tunde Bakare', GATE);
  await tundeGate.getByRole('button', { name: `Reject payment for Tunde Bakare, ${GATE}` }).click();
  const reject = page.getByRole('dialog', { name: 'Reject payment?' });
  await expect(reject).toContainText(`Tunde Bakare's payment of ₦9,000 for ${GATE} will be marked as rejected.`);
  await expect(reject.getByLabel('Reason (optional)')).toBeFocused();
  await expect(reject.getByText('The resident will see this reason.')).toBeVisible();
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(reject).toBeHidden();
  await expect(tundeGate).toContainText('Pending');

  await tundeGate.getByRole('button', { name: /^Reject/ }).click();
  await reject.getByLabel('Reason (optional)').fill(REASON);
  await captureBothWidths(
    page,
    'payments-reject',
    async () => {
      await expect(reject.getByLabel('Reason (optional)')).toHaveValue(REASON);
    },
    { dialog: true },
  );
  await reject.getByRole('button', { name: 'Reject payment' }).click();
  await expect(toast(page, 'Payment rejected')).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(tundeGate).toContainText('Rejected');
  await expect(tundeGate).toContainText(`Reason: ${REASON}`);
  await expectCounts(page, 6, 2, 2, 2);
  // The resident reads the same reason.
  const theirs = await asUser(DEMO.resident2, (tunde) => paymentsMatching(tunde, GATE));
  expect(theirs.find((p) => p.id === ids['Tunde gate'])).toMatchObject({
    status: 'rejected',
    rejection_reason: REASON,
  });

  // A decision made elsewhere meanwhile (another admin, another tab): the server's word, then the list reloads.
  const amakaWater = rowOf(page, 'Amaka Eze', WATER);
  await expect(amakaWater).toContainText('Pending');
  await asDemoAdmin(async (admin) => {
    const answer = await admin.send('POST', `/api/admin/approve-payment/${ids['Amaka water']}/`);
    expect(answer.status, answer.text).toBe(200);
  });
  await amakaWater.getByRole('button', { name: /^Approve/ }).click();
  await expect(toast(page, 'This payment has already been decided.')).toBeVisible();
  await expect(amakaWater).toContainText(`Approved by ${ADMIN_NAME}`);
  await expect(amakaWater.getByRole('button', { name: /^Approve|^Reject/ })).toHaveCount(0);
  await expectCounts(page, 6, 3, 1, 2);

  // The same for a rejection over a payment already decided.
  await closeToasts(page);
  const tundePower = rowOf(page, 'Tunde Bakare', POWER);
  await asDemoAdmin(async (admin) => {
    const answer = await admin.send('POST', `/api/admin/reject-payment/${ids['Tunde power']}/`, {});
    expect(answer.status, answer.text).toBe(200);
  });
  await tundePower.getByRole('button', { name: /^Reject/ }).click();
  await reject.getByRole('button', { name: 'Reject payment' }).click();
  await expect(toast(page, 'This payment has already been decided.')).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(tundePower).toContainText('No reason given');
  await expectCounts(page, 6, 3, 0, 3);
  await closeToasts(page);
});

test('Generate Report opens the filtered payments as a PDF in a new tab', async ({ page }) => {
  await openPayments(page, `?search=${tag}&status=approved`);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('approved');
  const link = page.getByRole('link', { name: 'Generate Report' });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href'))!;
  expect(href).toBe(`/api/payments/report/pdf/?search=${tag}&status=approved`);

  const answered = page.context().waitForEvent('response', (r) => r.url().includes('/api/payments/report/pdf/'));
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  const pdf = await answered;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const body = await (await page.request.get(href)).body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await popup.close();
});
