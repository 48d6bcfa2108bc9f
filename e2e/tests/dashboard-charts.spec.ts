import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, LANDING, signIn } from '../support/app';
import {
  Api,
  captureBothWidths,
  type NewResident,
  RESIDENT_PASSWORD,
  runTag,
  tagLetters,
} from '../support/estates-fixtures';
import { createPass } from '../support/gate-fixtures';
import { addApprovedResident, registerEstateWithAdmin } from '../support/new-estate';
import { asUser, createDue, paymentsMatching, uploadEvidence } from '../support/payments-fixtures';

// Issue 5: the admin dashboard's charts. A new estate, so every number is known: first nothing to
// draw, then one approved payment and one pending (both of dues falling due today) and one visitor
// let in at the gate today. A canvas cannot be read out, so each chart's numbers are checked in
// the table beside it that only screen readers meet, and its picture by its spoken summary.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const tag = runTag();
const letters = tagLetters(tag);
const ADMIN_EMAIL = `charts.${tag}@example.ng`;
const ADMIN_PASSWORD = 'Charts#Court2026';
const RESIDENT: NewResident = {
  first_name: 'Adaeze',
  last_name: `Okoro ${letters}`,
  email: `adaeze.${tag}@example.ng`,
  phone_number: `081${tag}11`,
  home_address: '2 Chart Close',
  house_type: 'duplex',
  resident_type: 'tenant',
};
const CHARGE = { title: `Service charge ${letters}`, amount: 12_500 };
const WATER = { title: `Water rate ${letters}`, amount: 4_000 };

let context: BrowserContext;
let page: Page;
let estateId = 0;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  page = await context.newPage();
  // Charts drawn at once (the app honours this setting), so the screenshots never catch one mid-animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const api = await Api.open();
  try {
    estateId = await registerEstateWithAdmin(
      api,
      {
        name: `Chart Court ${letters}`,
        address: `${tag} Chart Close, Yaba, Lagos`,
        description: 'Eight flats around a courtyard.',
        phone_number: `08${tag}852`,
        email: ADMIN_EMAIL,
      },
      ADMIN_PASSWORD,
    );
  } finally {
    await api.close();
  }
});

test.afterAll(async () => {
  await context.close();
});

const charts = () => page.getByRole('region', { name: 'Charts' });
const table = (caption: RegExp | string) => charts().getByRole('table', { name: caption });
/** A table's body rows as text cells, first column (the row heading) included. */
async function rowsOf(t: Locator): Promise<string[][]> {
  const rows = await t.locator('tbody tr').all();
  return Promise.all(rows.map((r) => r.locator('th, td').allInnerTexts()));
}
const naira = (n: number) => `₦${n.toLocaleString('en-NG')}`;

test('a new estate: each chart says it has nothing to draw yet', async () => {
  await signIn(page, ADMIN_EMAIL, LANDING.admin, ADMIN_PASSWORD);
  for (const title of ['Dues collected', 'Payments by status', 'Gate check-ins']) {
    await expect(charts().getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(
    charts().getByText('No dues fell due and no payments were approved in the last 12 months.'),
  ).toBeVisible();
  await expect(charts().getByText('No payments have been sent yet.')).toBeVisible();
  await expect(charts().getByText('No visitors were let in at the gate in the last 30 days.')).toBeVisible();
  await expect(charts().getByRole('img')).toHaveCount(0);
  await expect(charts().getByRole('table')).toHaveCount(0);
});

test('the charts draw what happened: dues collected against due, payments by status, visitors let in', async () => {
  // The admin posts two dues falling due today; the resident pays both; the admin approves one
  // payment and lets the resident's visitor in at the gate.
  const dues = await asUser(
    ADMIN_EMAIL,
    async (admin) => {
      await addApprovedResident(admin, estateId, RESIDENT);
      return [
        await createDue(admin, CHARGE.title, CHARGE.amount, 0),
        await createDue(admin, WATER.title, WATER.amount, 0),
      ];
    },
    ADMIN_PASSWORD,
  );
  const pass = await asUser(
    RESIDENT.email,
    async (resident) => {
      await uploadEvidence(resident, dues[0]!.id, CHARGE.amount);
      await uploadEvidence(resident, dues[1]!.id, WATER.amount);
      return createPass(resident, `Visitor ${letters}`, 'family');
    },
    RESIDENT_PASSWORD,
  );
  await asUser(
    ADMIN_EMAIL,
    async (admin) => {
      const [payment] = await paymentsMatching(admin, CHARGE.title);
      const approved = await admin.send('POST', `/api/admin/approve-payment/${payment!.id}/`);
      expect(approved.status, approved.text).toBe(200);
      const admitted = await admin.send('POST', '/api/visitor-codes/verify/', { code: pass.code });
      expect(admitted.status, admitted.text).toBe(200);
    },
    ADMIN_PASSWORD,
  );

  await page.reload();
  // Dues: twelve months, oldest first; this month (the last row) collected one of the two dues.
  const dues12 = table(/^Dues collected and due per month/);
  await expect(dues12.locator('tbody tr')).toHaveCount(12);
  const months = await rowsOf(dues12);
  expect(months.at(-1)!.slice(1)).toEqual([naira(CHARGE.amount), naira(CHARGE.amount + WATER.amount)]);
  expect(months.slice(0, -1).every((m) => m[1] === naira(0) && m[2] === naira(0))).toBe(true);
  await expect(
    charts().getByRole('img', {
      name: new RegExp(
        `Bar chart of dues per month, .*: ${naira(CHARGE.amount)} collected of ${naira(CHARGE.amount + WATER.amount)} due\\.`,
      ),
    }),
  ).toBeVisible();

  // Payments by status.
  const statuses = table('Payments by status');
  await expect(statuses.locator('tbody tr')).toHaveCount(3);
  expect(await rowsOf(statuses)).toEqual([
    ['Pending', '1'],
    ['Approved', '1'],
    ['Rejected', '0'],
  ]);
  await expect(
    charts().getByRole('img', { name: 'Doughnut chart of 2 payments: 1 pending, 1 approved, 0 rejected.' }),
  ).toBeVisible();

  // The gate: thirty days, oldest first; one visitor today, none before.
  const gate = table(/^Visitors let in at the gate per day/);
  await expect(gate.locator('tbody tr')).toHaveCount(30);
  const days = await rowsOf(gate);
  expect(days.at(-1)![1]).toBe('1');
  expect(days.slice(0, -1).every((d) => d[1] === '0')).toBe(true);
  await expect(
    charts().getByRole('img', { name: /^Bar chart of visitors let in per day, .*: 1 in all/ }),
  ).toBeVisible();

  // The tables are for screen readers only: not on the screen.
  for (const t of [dues12, statuses, gate]) await expect(t).not.toBeInViewport();
  await captureBothWidths(page, 'dashboard-charts', () =>
    expect(charts().getByRole('img', { name: /^Doughnut chart/ })).toBeVisible(),
  );
});

test('charts that cannot be loaded say so, and Try again draws them', async () => {
  let refused = 0;
  await page.route('**/api/dashboard/charts/', (route) => {
    refused += 1;
    return route.fulfill({ status: 503, json: { detail: 'The server is busy. Please try again shortly.' } });
  });
  await page.reload();
  const failure = charts().getByRole('alert').filter({ hasText: 'Could not load the charts' });
  // TanStack Query retries before it gives up; the error then shows the server's words.
  await expect(failure).toContainText('The server is busy. Please try again shortly.', { timeout: 20_000 });
  expect(refused).toBeGreaterThan(0);
  await page.unroute('**/api/dashboard/charts/');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(table('Payments by status')).toHaveCount(1);
  await expect(failure).toHaveCount(0);
});

test("the demo estate's year, as its admin first sees it: no month before this one without dues collected", async () => {
  // Signed out of the new estate first (the sign-in screen sends a signed-in person on).
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.admin, LANDING.admin);
  const months = table(/^Dues collected and due per month/);
  await expect(months.locator('tbody tr')).toHaveCount(12);
  // The demo's monthly service charge (other tests add to this month, never to the months before).
  for (const [month, collected, due] of (await rowsOf(months)).slice(0, -1)) {
    expect(collected, month).not.toBe(naira(0));
    expect(due, month).not.toBe(naira(0));
  }
  await expect(table(/^Visitors let in at the gate per day/).locator('tbody tr')).toHaveCount(30);
  await captureBothWidths(page, 'dashboard-charts-demo', () =>
    expect(charts().getByRole('img', { name: /^Bar chart of visitors let in per day/ })).toBeVisible(),
  );
});
