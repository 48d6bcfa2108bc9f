import fs from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO, LANDING, signIn } from '../support/app';
import {
  findResident,
  type NewResident,
  RESIDENT_PASSWORD,
  runTag,
  tagLetters,
  waitForMailAbout,
} from '../support/estates-fixtures';
import {
  asDemoAdmin,
  asUser,
  bulkyPng,
  deleteDuesMatching,
  joinDemoEstate,
  lagosDay,
  paymentsMatching,
} from '../support/payments-fixtures';

// Issue 8's browser acceptance, as new users would live it: the admin adds a due on /admin/dues;
// a resident who has just joined sees it on /resident/pay-dues, uploads evidence and watches the
// progress; the admin looks at the evidence on /admin/payments and approves; the resident
// downloads the receipt and finds it in their mail. Then a rejection with a reason the resident
// reads, and a reminder from /admin/dues that reaches them. Every step waits on what a person
// would see. The dues carry this run's tag and are deleted (archived) at the end.

const tag = runTag();
const LEVY = `Estate Levy ${tag}`;
const DIESEL = `Generator Diesel ${tag}`;
const REASON = 'The evidence shows a transfer to another account.';

const person: NewResident = {
  first_name: 'Chidinma',
  last_name: `Obi${tagLetters(tag).toLowerCase()}`,
  email: `chidinma.obi.${tag}@example.ng`,
  phone_number: `08${tag}555`,
  home_address: '9 Flow Street',
  house_type: 'duplex',
  resident_type: 'tenant',
};
const fullName = `${person.first_name} ${person.last_name}`;

let resident: BrowserContext;
let admin: Page;
let me: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  await joinDemoEstate(person);

  const base = { baseURL: process.env.E2E_BASE_URL };
  admin = await (await browser.newContext(base)).newPage();
  resident = await browser.newContext({ ...base, acceptDownloads: true });
  me = await resident.newPage();
  await signIn(admin, DEMO.admin, LANDING.admin);
  await signIn(me, person.email, LANDING.resident, RESIDENT_PASSWORD);
});

test.afterAll(async () => {
  await admin?.context().close();
  await resident?.close();
  await asDemoAdmin(async (demoAdmin) => {
    await deleteDuesMatching(demoAdmin, tag);
    const row = await findResident(demoAdmin, person.email);
    if (row) await demoAdmin.send('DELETE', `/api/admin/delete-resident/${row.id}/`);
  });
});

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const dueCard = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Unpaid dues' }).getByRole('listitem').filter({ hasText: title });
const historyRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });
const paymentForm = (page: Page) => page.getByRole('form', { name: 'Upload payment evidence' });
const recordRow = (page: Page, title: string) =>
  page
    .getByRole('table', { name: 'Payments' })
    .getByRole('row')
    .filter({ hasText: fullName })
    .filter({ hasText: title });

/** The admin adds a due through the Add New Due dialog on /admin/dues. */
async function addDue(page: Page, title: string, amount: string, days: number) {
  await page.getByRole('navigation').getByRole('link', { name: 'Dues' }).first().click();
  await expect(page).toHaveURL('/admin/dues');
  await expect(page.getByRole('heading', { level: 1, name: 'Dues Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Due' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Due' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Amount (₦)').fill(amount);
  await dialog.getByLabel('Due Date').fill(lagosDay(days));
  await dialog.getByLabel('Description (optional)').fill('Agreed at the residents’ meeting.');
  await dialog.getByRole('button', { name: 'Create Due' }).click();
  await expect(toast(page, 'Due created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Search dues').fill(title);
  await expect(page.getByText(title).first()).toBeVisible();
}

/** The resident picks a due on /resident/pay-dues and uploads evidence for it. */
async function payDue(page: Page, title: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/resident/pay-dues');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Dues' })).toBeVisible();
  await dueCard(page, title)
    .getByRole('button', { name: `Pay ${title}` })
    .click();
  const form = paymentForm(page);
  await form.getByLabel('Payment Evidence', { exact: true }).setInputFiles(file);
  await form.getByRole('button', { name: 'Submit Payment' }).click();
}

const uploaded = (page: Page) =>
  paymentForm(page)
    .getByRole('status')
    .filter({ hasText: 'Payment evidence uploaded successfully! Admin will verify shortly.' });

/** The admin opens /admin/payments from the menu and finds the resident's payment for a due. */
async function openRecord(page: Page, title: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Payments' }).first().click();
  await expect(page).toHaveURL('/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Records' })).toBeVisible();
  await page.getByLabel('Search payments').fill(title);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  return recordRow(page, title);
}

test('a due from the admin to the resident, paid with evidence, approved, and its receipt downloaded and mailed', async () => {
  test.setTimeout(120_000);
  await addDue(admin, LEVY, '25000', 14);

  // The resident sees the new due as unpaid and pays it over a slow connection, watching the bar.
  await me.goto('/resident/pay-dues');
  await expect(dueCard(me, LEVY)).toContainText('₦25,000');
  await expect(dueCard(me, LEVY)).toContainText('Unpaid');
  const cdp = await resident.newCDPSession(me);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 120 * 1024,
  });
  await payDue(me, LEVY, { name: 'levy-transfer.png', mimeType: 'image/png', buffer: bulkyPng(360 * 1024) });
  const bar = paymentForm(me).getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect(uploaded(me)).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
  await expect(historyRow(me, LEVY)).toContainText('Pending');

  // The admin looks at the evidence and approves from the preview.
  const row = await openRecord(admin, LEVY);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('₦25,000');
  await row.getByRole('button', { name: `View evidence for ${fullName}, ${LEVY}` }).click();
  const preview = admin.getByRole('dialog', { name: 'Payment evidence' });
  const image = preview.getByRole('img', { name: `Payment evidence from ${fullName} for ${LEVY}` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await preview.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(admin, 'Payment approved.')).toBeVisible();
  await expect(preview).toBeHidden();
  await expect(row).toContainText('Approved by Ngozi Okafor');
  await expect(row.getByRole('link', { name: /^View receipt/ })).toBeVisible();

  // The resident sees it approved (and no longer owed) and downloads the receipt.
  const [payment] = await asUser(person.email, (api) => paymentsMatching(api, LEVY), RESIDENT_PASSWORD);
  expect(payment).toMatchObject({ status: 'approved', has_receipt: true });
  await me.reload();
  await expect(historyRow(me, LEVY)).toContainText('Approved');
  await expect(dueCard(me, LEVY)).toHaveCount(0);
  const [download] = await Promise.all([
    me.waitForEvent('download'),
    historyRow(me, LEVY)
      .getByRole('link', { name: `Download receipt for ${LEVY}` })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${payment!.id}.pdf`);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // And the approval e-mail brings the same receipt as an attachment.
  const mail = await waitForMailAbout(person.email, 'Your payment was approved');
  expect(mail.text).toContain(`"${LEVY}" was approved`);
  expect(mail.attachments).toEqual([
    expect.objectContaining({ filename: `receipt-${payment!.id}.pdf`, contentType: 'application/pdf' }),
  ]);
  expect(mail.attachments![0]!.size).toBeGreaterThan(1000);
});

test('a rejection with a reason, which the resident reads in their history and their mail', async () => {
  await addDue(admin, DIESEL, '8000', 5);
  await payDue(me, DIESEL, { name: 'diesel.png', mimeType: 'image/png', buffer: bulkyPng(2048) });
  await expect(uploaded(me)).toBeVisible();
  await expect(historyRow(me, DIESEL)).toContainText('Pending');

  const row = await openRecord(admin, DIESEL);
  await row.getByRole('button', { name: `Reject payment for ${fullName}, ${DIESEL}` }).click();
  const reject = admin.getByRole('dialog', { name: 'Reject payment?' });
  await reject.getByLabel('Reason (optional)').fill(REASON);
  await reject.getByRole('button', { name: 'Reject payment' }).click();
  await expect(toast(admin, 'Payment rejected.')).toBeVisible();
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText(`Reason: ${REASON}`);

  await me.reload();
  await expect(historyRow(me, DIESEL)).toContainText('Rejected');
  await expect(historyRow(me, DIESEL)).toContainText(REASON);
  // Still owed: the due asks to be paid again.
  await expect(dueCard(me, DIESEL)).toContainText('Rejected');
  await expect(dueCard(me, DIESEL).getByRole('button', { name: `Pay ${DIESEL}` })).toBeVisible();

  const mail = await waitForMailAbout(person.email, 'Your payment was rejected');
  expect(mail.text).toContain(`"${DIESEL}" was rejected`);
  expect(mail.text).toContain(`The reason given: ${REASON}`);
});

test('the reminder sent from /admin/dues reaches the resident who still owes', async () => {
  await admin.getByRole('navigation').getByRole('link', { name: 'Dues' }).first().click();
  await expect(admin).toHaveURL('/admin/dues');
  await admin.getByLabel('Search dues').fill(DIESEL);
  await admin
    .getByRole('button', { name: `Send Reminder for ${DIESEL}` })
    .first()
    .click();
  const confirm = admin.getByRole('dialog', { name: 'Send reminder?' });
  await confirm.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(toast(admin, 'Reminder sent to')).toBeVisible();
  await expect(confirm).toBeHidden();

  const mail = await waitForMailAbout(person.email, `Reminder: ${DIESEL} is due on`);
  expect(mail.text).toContain(`Hello ${person.first_name},`);
  expect(mail.text).toContain('₦8,000');
  expect(mail.text).toContain('/resident/pay-dues');

  // A second press the same day is refused with the server's word.
  await admin
    .getByRole('button', { name: `Send Reminder for ${DIESEL}` })
    .first()
    .click();
  await confirm.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(toast(admin, 'less than 24 hours ago')).toBeVisible();
});
