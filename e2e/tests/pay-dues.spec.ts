import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { DEMO, DEMO_ESTATE, LANDING, signIn } from '../support/app';
import { Api, captureBothWidths, closeToasts, pngFile, pngImage, runTag } from '../support/estates-fixtures';
import { DESKTOP, MOBILE } from '../support/screens';

// Issue 8 items 3, 4 and 6: residents of the demo estate (Amaka; Tunde for paging) pay dues on
// /resident/pay-dues and follow the payments in the history; the admin's decisions are made through the API (the
// admin's screen has its own tests); the receipt's public verification page. Every due made here
// carries this run's tag, so searches find only ours whatever other files add; the dues are
// deleted (archived, as they have payments) at the end.

const tag = runTag();
const LEVY = `Security Levy ${tag}`;
const WATER = `Water Bill ${tag}`;
const PAGING = `Paging ${tag}`;
const REASON = 'The transfer is not on the estate account statement.';

const lagosDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The calendar day `days` from today in Africa/Lagos (the server's "today"), as YYYY-MM-DD. */
const lagosDay = (days: number) => lagosDayFormat.format(new Date(Date.now() + days * 86_400_000));

/**
 * A real PNG of random pixels, stored without compression so it is about `size`² × 3 bytes: big
 * enough for a throttled upload to show its progress. No byte is '<', so no markup can appear.
 */
function noisePng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = crypto.randomBytes(size * (1 + size * 3));
  for (let i = 0; i < rows.length; i++) if (rows[i] === 0x3c) rows[i] = 0x3d;
  for (let y = 0; y < size; y++) rows[y * (1 + size * 3)] = 0; // filter byte: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const SMALL_PNG = pngImage(48, [14, 116, 144], [240, 249, 255]);

type Due = { id: number; title: string };
type Payment = { id: number; due_title: string; status: string };

async function asAdmin<T>(work: (admin: Api) => Promise<T>): Promise<T> {
  const admin = await Api.open();
  try {
    await admin.signIn(DEMO.admin);
    return await work(admin);
  } finally {
    await admin.close();
  }
}

async function createDue(admin: Api, title: string, amount: number, days: number): Promise<Due> {
  const made = await admin.send('POST', '/api/dues/', { title, amount, due_date: lagosDay(days), description: '' });
  expect(made.status, made.text).toBe(201);
  return made.body as Due;
}

/** The resident's own payment for a due title, as the payments list answers it. */
async function paymentFor(api: Api, title: string): Promise<Payment> {
  const list = await api.get<{ results: Payment[] }>('/api/payments/', { search: title, page_size: 5 });
  const found = list.results.find((p) => p.due_title === title);
  if (!found) throw new Error(`No payment for ${title}: ${JSON.stringify(list)}`);
  return found;
}

/** POST /api/payments/ as the web app sends it (multipart, with the CSRF header). */
async function uploadEvidence(api: Api, dueId: number, amount: number) {
  const answer = await api.http.post('/api/payments/', {
    headers: { 'X-CSRFToken': await api.csrf() },
    multipart: {
      due: String(dueId),
      amount_paid: String(amount),
      payment_evidence: { name: 'transfer.png', mimeType: 'image/png', buffer: SMALL_PNG },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

const dueCard = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Unpaid dues' }).getByRole('listitem').filter({ hasText: title });
const historyRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });
const evidenceInput = (page: Page) => page.getByLabel('Payment Evidence', { exact: true });
const historySearch = (page: Page) => page.getByRole('searchbox', { name: 'Search by due title' });

/** The verification address printed on the receipt: after "or open:", possibly wrapped over lines. */
function verifyAddressIn(text: string): string {
  const after = text.split('or open:')[1] ?? '';
  const lines: string[] = [];
  for (const line of after.trim().split('\n')) {
    if (line.trim() === '' || line.startsWith('--')) break;
    lines.push(line.trim());
  }
  const address = lines.join('');
  expect(address, text).toMatch(/\/receipts\/verify\/RCP-\d+-\d{8}#[\w-]{20,}$/);
  return address;
}

async function expectNoUploadOnClientRefusal(
  page: Page,
  input: Locator,
  file: Parameters<Locator['setInputFiles']>[0],
) {
  let sent = false;
  const watch = (request: { url(): string; method(): string }) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/payments/')) sent = true;
  };
  page.on('request', watch);
  await input.setInputFiles(file);
  page.off('request', watch);
  expect(sent).toBe(false);
}

test.afterAll(async () => {
  await asAdmin(async (admin) => {
    const list = await admin.get<{ results: Due[] }>('/api/dues/', { search: tag, page_size: 100 });
    for (const due of list.results) {
      const answer = await admin.send('DELETE', `/api/dues/${due.id}/`);
      expect(answer.status, answer.text).toBe(204);
    }
  });
});

test('a resident pays a due with evidence, watches the upload, and follows the payment to its receipt', async ({
  page,
  browser,
}) => {
  const [levy, water] = await asAdmin(async (admin) => [
    await createDue(admin, LEVY, 25000, 10),
    await createDue(admin, WATER, 7500, 3),
  ]);

  await signIn(page, DEMO.resident, LANDING.resident);
  await page.getByRole('link', { name: 'Pay Dues' }).first().click();
  await expect(page).toHaveURL('/resident/pay-dues');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Dues' })).toBeVisible();

  // The new dues are listed as unpaid, with where to transfer beside the form.
  await expect(dueCard(page, LEVY)).toContainText('₦25,000');
  await expect(dueCard(page, LEVY)).toContainText('Unpaid');
  await expect(dueCard(page, LEVY)).toContainText('Active');
  await expect(dueCard(page, WATER)).toContainText('Due Soon');
  const accounts = page.getByRole('list', { name: 'Bank accounts' });
  await expect(accounts.getByRole('listitem').filter({ hasText: 'GTBank' })).toContainText('0123456789');
  await expect(accounts.getByRole('button', { name: 'Copy account number 0123456789 (GTBank)' })).toBeVisible();

  // Choosing a due card selects it in the form and fills in its amount; submit waits for a file.
  const form = page.getByRole('form', { name: 'Upload payment evidence' });
  const submit = form.getByRole('button', { name: 'Submit Payment' });
  await expect(form.getByText('Images or PDF, up to 10 MB')).toBeVisible();
  await expect(submit).toBeDisabled();
  await dueCard(page, LEVY)
    .getByRole('button', { name: `Pay ${LEVY}` })
    .click();
  await expect(form.getByLabel('Due', { exact: true })).toHaveValue(String(levy.id));
  await expect(form.getByLabel('Amount Paid (₦)', { exact: true })).toHaveValue('25000');
  await expect(submit).toBeDisabled();

  // Refused in the browser, with the server's words, before anything is sent.
  await expectNoUploadOnClientRefusal(page, evidenceInput(page), {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('paid on Monday'),
  });
  await expect(evidenceInput(page)).toHaveAccessibleDescription(/Upload an image or a PDF\./);
  await expect(submit).toBeDisabled();

  // A hostile file the browser cannot tell apart (HTML named .png): the server refuses it, and the screen says what the server said.
  await evidenceInput(page).setInputFiles({
    name: 'evidence.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  });
  await expect(submit).toBeEnabled();
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/payments/') && r.request().method() === 'POST');
  await submit.click();
  const refusal = await refused;
  expect([400, 415]).toContain(refusal.status());
  const serverWords = ((await refusal.json()) as Record<string, string[]>).payment_evidence?.[0];
  expect(serverWords, await refusal.text()).toBeTruthy();
  await expect(form.getByRole('alert')).toContainText('Could not upload the payment evidence');
  await expect(evidenceInput(page)).toHaveAccessibleDescription(
    new RegExp(serverWords!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );

  // A real image over a slow connection: the progress bar shows the upload going up.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 150 * 1024,
  });
  await evidenceInput(page).setInputFiles(pngFile('transfer-receipt.png', noisePng(300)));
  await submit.click();
  const bar = form.getByRole('progressbar');
  await expect(bar).toBeVisible();
  // Part of the way up: the bar reports real progress, not only the end.
  let partway = 0;
  await expect
    .poll(
      async () => {
        partway = Number(await bar.getAttribute('aria-valuenow'));
        return partway;
      },
      { timeout: 15_000, intervals: [50] },
    )
    .toBeGreaterThan(0);
  expect(partway).toBeLessThan(100);
  await expect(
    form.getByRole('status').filter({ hasText: 'Payment evidence uploaded successfully! Admin will verify shortly.' }),
  ).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(bar).toBeHidden();

  // The form starts again; the due now awaits review; the history shows the pending payment.
  await expect(form.getByLabel('Due', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Amount Paid (₦)', { exact: true })).toHaveValue('');
  await expect(evidenceInput(page)).toHaveValue('');
  await expect(dueCard(page, LEVY)).toContainText('Pending');
  await expect(dueCard(page, LEVY)).toContainText('Awaiting review');
  await expect(form.getByRole('option', { name: new RegExp(`^${LEVY}.*awaiting review$`) })).toBeDisabled();
  await expect(historyRow(page, LEVY)).toContainText('Pending');
  await expect(historyRow(page, LEVY)).toContainText('₦25,000');

  // Water: paid in part from the form's own select, then rejected by the admin with a reason.
  await form.getByLabel('Due', { exact: true }).selectOption(String(water.id));
  await expect(form.getByLabel('Amount Paid (₦)', { exact: true })).toHaveValue('7500');
  await form.getByLabel('Amount Paid (₦)', { exact: true }).fill('5000');
  await evidenceInput(page).setInputFiles(pngFile('water.png', SMALL_PNG));
  await submit.click();
  await expect(form.getByRole('status').filter({ hasText: 'Payment evidence uploaded successfully!' })).toBeVisible();
  await expect(historyRow(page, WATER)).toContainText('of ₦7,500');

  const amaka = await Api.open();
  await amaka.signIn(DEMO.resident);
  const levyPayment = await paymentFor(amaka, LEVY);
  const waterPayment = await paymentFor(amaka, WATER);
  await asAdmin(async (admin) => {
    const approved = await admin.send('POST', `/api/admin/approve-payment/${levyPayment.id}/`);
    expect(approved.status, approved.text).toBe(200);
    const rejected = await admin.send('POST', `/api/admin/reject-payment/${waterPayment.id}/`, { reason: REASON });
    expect(rejected.status, rejected.text).toBe(200);
  });

  // After the decisions: the levy is paid (no longer listed), the water bill asks to be paid again.
  await page.reload();
  await expect(dueCard(page, WATER)).toContainText('Rejected');
  await expect(dueCard(page, WATER)).toContainText('Your last payment was rejected. Please pay again.');
  await expect(dueCard(page, WATER).getByRole('button', { name: `Pay ${WATER}` })).toBeVisible();
  await expect(dueCard(page, LEVY)).toHaveCount(0);
  await expect(historyRow(page, WATER)).toContainText('Rejected');
  await expect(historyRow(page, WATER)).toContainText(REASON);
  const levyRow = historyRow(page, LEVY);
  await expect(levyRow).toContainText('Approved');

  // The evidence opens (privately) in a new tab.
  const [evidenceTab] = await Promise.all([
    page.waitForEvent('popup'),
    levyRow.getByRole('link', { name: `View evidence for ${LEVY} (opens in a new tab)` }).click(),
  ]);
  await evidenceTab.waitForLoadState();
  expect(await evidenceTab.evaluate(() => document.contentType)).toBe('image/png');
  await evidenceTab.close();

  // The receipt: viewed in a new tab, and downloaded as receipt-{id}.pdf.
  // (Headless Chromium has no PDF viewer, so the inline answer is checked rather than shown.)
  const view = levyRow.getByRole('link', { name: `View receipt for ${LEVY} (opens in a new tab)` });
  await expect(view).toHaveAttribute('target', '_blank');
  const inline = await page.request.get((await view.getAttribute('href'))!);
  expect(inline.status()).toBe(200);
  expect(inline.headers()['content-type']).toContain('application/pdf');
  expect(inline.headers()['content-disposition']).toMatch(/^inline/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    levyRow.getByRole('link', { name: `Download receipt for ${LEVY}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${levyPayment.id}.pdf`);
  const pdf = fs.readFileSync(await download.path());
  const { text } = await new PDFParse({ data: pdf }).getText();
  expect(text).toContain(LEVY);
  const address = verifyAddressIn(text);

  await amaka.close();

  // The pay-dues screen with pending, approved and rejected payments, at both widths.
  await historySearch(page).fill(tag);
  await expect(page.getByText(/Showing 1–2 of 2/)).toBeVisible();
  await captureBothWidths(page, 'pay-dues', async () => {
    await expect(page.getByRole('list', { name: 'Unpaid dues' })).toBeVisible();
    await expect(page.getByText(REASON).first()).toBeVisible();
  });

  // Anyone holding the receipt confirms it, signed out, from the address printed on it.
  const stranger = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const visitor = await stranger.newPage();
    const path = new URL(address).pathname + new URL(address).hash;
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Verify Receipt' })).toBeVisible();
    const card = visitor.getByRole('heading', { name: 'Genuine receipt' });
    await expect(card).toBeVisible();
    const details = visitor.locator('dl');
    await expect(details).toContainText(DEMO_ESTATE);
    await expect(details).toContainText('₦25,000');
    await expect(details).toContainText('Approved');
    await expect(visitor.getByText('Amaka')).toHaveCount(0);
    await captureBothWidths(visitor, 'receipt-verify-genuine');

    // The same number with a wrong token is refused.
    const [number] = path.replace('/receipts/verify/', '').split('#');
    await visitor.goto(`/receipts/verify/${number}#${'x'.repeat(43)}`);
    await expect(visitor.getByRole('heading', { name: 'We could not verify this receipt' })).toBeVisible();
    await expect(visitor.getByText('Genuine receipt')).toHaveCount(0);
    await captureBothWidths(visitor, 'receipt-verify-refused');
  } finally {
    await stranger.close();
  }
});

test('the payment history pages five at a time, newest first, and is searched by due title', async ({ page }) => {
  const dues = await asAdmin(async (admin) => {
    const made: Due[] = [];
    for (let n = 1; n <= 6; n++) made.push(await createDue(admin, `${PAGING} ${n}`, 1000 * n, 20));
    return made;
  });
  // Tunde this time: each resident may send 20 uploads an hour, and other files upload as Amaka too.
  const tunde = await Api.open();
  try {
    await tunde.signIn(DEMO.resident2);
    for (const due of dues) await uploadEvidence(tunde, due.id, 1000);
  } finally {
    await tunde.close();
  }

  await signIn(page, DEMO.resident2, LANDING.resident);
  await page.goto('/resident/pay-dues');
  await historySearch(page).fill(PAGING);
  await expect(page).toHaveURL(new RegExp(`search=Paging\\+${tag}`));
  await expect(page.getByText('Showing 1–5 of 6')).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText(`${PAGING} 6`);
  await expect(rows.last()).toContainText(`${PAGING} 2`);

  const pager = page.getByRole('navigation', { name: 'Payment history pages' });
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Showing 6–6 of 6')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${PAGING} 1`);
  await expect(page).toHaveURL(/page=2/);

  // One title; then a search that matches nothing, and back.
  await historySearch(page).fill(`${PAGING} 4`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${PAGING} 4`);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await historySearch(page).fill(`No such due ${tag}`);
  await expect(page.getByText('No payments match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(historySearch(page)).toHaveValue('');
  await expect(rows.first()).toBeVisible();

  // Phone width: the history is a list of cards, with nothing wider than the screen.
  await closeToasts(page);
  await page.setViewportSize(MOBILE);
  await historySearch(page).fill(PAGING);
  const cards = page.getByRole('list', { name: 'Payment history' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toContainText('Pending');
  await page.setViewportSize(DESKTOP);
});

test('a receipt address with a wrong token or no token is not verified', async ({ page }) => {
  await page.goto('/receipts/verify/RCP-1-20260101#not-the-real-token-at-all-not-the-real-token');
  await expect(page.getByRole('heading', { name: 'We could not verify this receipt' })).toBeVisible();
  await expect(page.getByText('RCP-1-20260101')).toBeVisible();

  await page.goto('/receipts/verify/RCP-1-20260101');
  await expect(page.getByRole('heading', { name: 'We could not verify this receipt' })).toBeVisible();
  await expect(page.getByText("This address is missing the receipt's check code.")).toBeVisible();
});
