import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, openInApp, signIn } from '../support/app';
import { closeToasts, runTag } from '../support/estates-fixtures';
import { lagosDay } from '../support/payments-fixtures';
import { captureScreen, DESKTOP, expectNoSeriousA11yViolations, MOBILE } from '../support/screens';

const SCREENSHOTS = fileURLToPath(new URL('../screenshots', import.meta.url));

// Issue 11's browser acceptance, as the lapsed Cedar Court admin lives it: their trial has ended,
// so they land on the subscription screen; they try the (sandbox) checkout, close it, pay, watch
// the payment being confirmed, use an admin screen again, then cancel and keep access to the date.
// The run's server starts on a fresh database, and the guard specs (alphabetically earlier) need
// Cedar lapsed: this file is the only one that pays for Cedar, and it runs after them.

const tag = runTag();

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  // axe needs a page of a context of our own.
  page = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
  await page.setViewportSize(DESKTOP);
});

test.afterAll(async () => {
  await page.context().close();
});

const statusCard = () => page.getByRole('region', { name: 'Subscription status' });
const plan = (label: string, name: string, interval: 'monthly' | 'yearly') =>
  page.getByRole('button', { name: `${label}: ${name}, ${interval}` });

test('a lapsed admin lands on the subscription screen: Inactive, with the header badge', async () => {
  await signIn(page, DEMO.lapsedAdmin, '/user-subscription');
  await expect(page.getByText('Subscription Inactive')).toBeVisible();
  await expect(statusCard().getByText('Inactive', { exact: true })).toBeVisible();
  await expect(plan('Renew', 'Professional', 'monthly')).toBeVisible();
  await expect(page.getByText('Popular')).toBeVisible();
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await captureScreen(page, 'subscription-inactive');
  }
  await page.setViewportSize(DESKTOP);
});

test("a Cedar resident sees why they are locked out while the estate's plan has lapsed", async ({ browser }) => {
  const resident = await (await browser.newContext({ baseURL: process.env.E2E_BASE_URL })).newPage();
  await signIn(resident, DEMO.lapsedResident, '/user-subscription');
  const card = resident.getByRole('region', { name: 'Subscription status' });
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(card.getByText('Your access is paused')).toBeVisible();
  await expect(card.getByText(/Ask your estate admin to renew the estate's plan, or subscribe yourself/)).toBeVisible();
  await resident.context().close();
});

test('the yearly toggle, a closed sandbox checkout, then a paid one that is confirmed', async () => {
  await page.getByRole('radio', { name: 'Yearly' }).check({ force: true });
  await expect(plan('Renew', 'Professional', 'yearly')).toBeVisible();
  await expect(plan('Renew', 'Professional', 'monthly')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Monthly' }).check({ force: true });
  await expect(plan('Renew', 'Professional', 'monthly')).toBeVisible();

  await plan('Renew', 'Professional', 'monthly').click();
  const dialog = page.getByRole('dialog', { name: /Test checkout/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Test checkout — no real money moves.')).toBeVisible();
  await expect(dialog.getByText('TEST', { exact: true })).toBeVisible();
  await expect(dialog.getByText(DEMO.lapsedAdmin)).toBeVisible();
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    // A dialog: a picture of the viewport, as a full-page one shows the backdrop cut off.
    await page.screenshot({ path: `${SCREENSHOTS}/subscription-sandbox-checkout-${size.width}.png` });
    await expectNoSeriousA11yViolations(page, `sandbox checkout at ${size.width}px`);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Payment window closed.' })).toBeVisible();

  await plan('Renew', 'Professional', 'monthly').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay ₦35,000 (test)' }).click();
  await expect(page.getByText('Confirming your payment…')).toBeVisible();
  await expect(page.getByText('Payment confirmed. Your subscription is active.')).toBeVisible({ timeout: 40_000 });
  await expect(statusCard().getByText('Active', { exact: true })).toBeVisible();
  await expect(statusCard().getByText('Professional plan')).toBeVisible();
  await expect(statusCard().getByText(/^Next billing date: /)).toBeVisible();
  await expect(page.getByText('Subscription Inactive')).toHaveCount(0);
  await expect(plan('Current plan', 'Professional', 'monthly')).toBeDisabled();
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await captureScreen(page, 'subscription-active');
  }
});

test('with the plan paid, an admin screen works again: a new due is saved', async () => {
  await openInApp(page, '/admin/dues');
  await expect(page).toHaveURL('/admin/dues');
  await page.getByRole('button', { name: 'Add New Due' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add New Due' });
  await form.getByLabel('Title').fill(`Cedar Levy ${tag}`);
  await form.getByLabel('Amount (₦)').fill('5000');
  await form.getByLabel('Due Date').fill(lagosDay(14));
  await form.getByRole('button', { name: 'Create Due' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Cedar Levy ${tag}`).first()).toBeVisible();
  await closeToasts(page);
});

test('the billing history shows the charge, with its PDF invoice', async () => {
  await openInApp(page, '/admin/subscription');
  const history = page.getByRole('table');
  await expect(history.getByRole('row').filter({ hasText: 'Professional (monthly)' })).toContainText('₦35,000');
  const link = history.getByRole('link', { name: /^Download invoice / }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/subscription\/charges\/\d+\/invoice\/$/);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await captureScreen(page, 'subscription-billing-history');
  }
  // Below sm the history is a list of cards, each with its invoice link.
  await page.setViewportSize(MOBILE);
  await expect(page.getByRole('link', { name: /^Download invoice / }).first()).toBeVisible();
  await page.setViewportSize(DESKTOP);
});

test('cancel: a confirm step, the message, Cancelled with access to the date, admin screens still open', async () => {
  await openInApp(page, '/admin/subscription');
  await expect(page).toHaveURL('/admin/subscription');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel subscription?' });
  await expect(confirm.getByText(/You keep full access until \d{1,2} \w+ \d{4}/)).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/^Your subscription has been cancelled\. You keep access until /)).toBeVisible();
  await expect(statusCard().getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(statusCard().getByText(/^Access until \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await captureScreen(page, 'subscription-cancelled');
  }
  await openInApp(page, '/admin/dues');
  await expect(page).toHaveURL('/admin/dues');
  await expect(page.getByText(`Cedar Levy ${tag}`).first()).toBeVisible();
});
