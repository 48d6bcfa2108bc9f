import { expect, type Page, test } from '@playwright/test';
import { DEMO, LANDING, signIn } from '../support/app';
import {
  Api,
  captureBothWidths,
  closeToasts,
  deleteResidents,
  demoEstateId,
  type NewResident,
  RESIDENT_PASSWORD,
  registerResident,
  runTag,
  verifyResident,
  waitForMailAbout,
} from '../support/estates-fixtures';
import { DESKTOP, MOBILE } from '../support/screens';

// Issue 4: the demo admin's residents screen (/admin/residents). The residents approved and
// deleted here are made by this file (through the registration call), so the demo people the
// other tests sign in as stay as they are; whatever is left is removed at the end.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const tag = runTag();
const STREET = 'Lagoon Crescent';
const FIRST_NAMES = [
  'Kemi',
  'Emeka',
  'Halima',
  'Segun',
  'Ifeoma',
  'Yusuf',
  'Funke',
  'Obinna',
  'Zainab',
  'Tobi',
  'Chioma',
  'Danjuma',
];
const HOUSE: NewResident['house_type'][] = ['duplex', 'bungalow', '2bedroom'];

/** Twelve pending residents on Lagoon Crescent, registered oldest first (Danjuma, the last, is security). */
const SET: NewResident[] = FIRST_NAMES.map((first, i) => ({
  first_name: first,
  last_name: 'Lawal',
  email: `${first.toLowerCase()}.lawal.${tag}@example.ng`,
  phone_number: `07${tag}${String(i).padStart(3, '0')}`,
  home_address: `Plot ${i + 1}, ${STREET}`,
  house_type: HOUSE[i % 3]!,
  resident_type: i === 11 ? 'security' : i % 3 === 0 ? 'landlord/landlady' : 'tenant',
}));
// Per house type: duplex 0,3,6,9 (4); bungalow 1,4,7,10 (4); 2 bedroom 2,5,8,11 (4).
// Landlords: 0,3,6,9 (4); security: 11 (1); tenants: the other 7.

const made: string[] = [];
let estateId = 0;

test.beforeAll(async () => {
  const api = await Api.open();
  try {
    estateId = await demoEstateId(api);
    for (const person of SET) {
      await registerResident(api, estateId, person);
      made.push(person.email);
    }
    // Verified, so each can be approved (an unverified person is shown without Approve).
    for (const person of SET) await verifyResident(api, person.email);
  } finally {
    await api.close();
  }
});

test.afterAll(async () => {
  const admin = await Api.open();
  try {
    await admin.signIn(DEMO.admin);
    await deleteResidents(admin, made);
  } finally {
    await admin.close();
  }
});

async function openResidents(page: Page) {
  await signIn(page, DEMO.admin, LANDING.admin);
  await page.goto('/admin/residents');
  await expect(page.getByRole('heading', { level: 1, name: 'Residents' })).toBeVisible();
}

const counters = (page: Page) => page.getByRole('region', { name: 'Resident counts' });

async function expectCounts(page: Page, total: number, approved: number, pending: number) {
  await expect(counters(page)).toHaveText(
    new RegExp(`Total Residents\\s*${total}\\s*Approved\\s*${approved}\\s*Pending\\s*${pending}`),
  );
}

/** The names on the current page, as the table (1280 px) shows them. */
const rowNames = (page: Page) => page.getByRole('table', { name: 'Residents' }).locator('tbody th');
const searchBox = (page: Page) => page.getByLabel('Search residents');

test('counters, search, the three filters and paging', async ({ page }) => {
  await openResidents(page);

  // Unfiltered: the counters are the estate's whole set, as the server counts it.
  const admin = await Api.open();
  let all: { total: number; approved: number; pending: number };
  try {
    await admin.signIn(DEMO.admin);
    all = (await admin.get<{ counts: typeof all }>('/api/admin/residents/')).counts;
  } finally {
    await admin.close();
  }
  expect(all.total).toBeGreaterThanOrEqual(SET.length + 4);
  await expectCounts(page, all.total, all.approved, all.pending);
  await expect(page.getByRole('navigation', { name: 'Resident pages' })).toBeVisible();

  // Search by address: the twelve, newest first, ten on a page.
  await searchBox(page).fill(STREET);
  await expectCounts(page, 12, 0, 12);
  await expect(page.getByText('Showing 1–10 of 12')).toBeVisible();
  await expect(rowNames(page)).toHaveText(
    [...FIRST_NAMES]
      .reverse()
      .slice(0, 10)
      .map((n) => `${n} Lawal`),
  );
  const pager = page.getByRole('navigation', { name: 'Resident pages' });
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 11–12 of 12')).toBeVisible();
  await expect(rowNames(page)).toHaveText(['Emeka Lawal', 'Kemi Lawal']);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

  // The search and the page are in the address: a reload shows the same list.
  await expect(page).toHaveURL(/\/admin\/residents\?search=Lagoon\+Crescent&page=2$/);
  await page.reload();
  await expect(searchBox(page)).toHaveValue(STREET);
  await expect(page.getByText('Showing 11–12 of 12')).toBeVisible();
  await expect(rowNames(page)).toHaveText(['Emeka Lawal', 'Kemi Lawal']);
  await pager.getByRole('button', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/admin\/residents\?search=Lagoon\+Crescent$/);
  await expect(page.getByText('Showing 1–10 of 12')).toBeVisible();

  // The table's columns, for the newest one.
  const danjuma = page.getByRole('row').filter({ hasText: 'Danjuma Lawal' });
  await expect(danjuma).toContainText(SET[11]!.email);
  await expect(danjuma).toContainText(SET[11]!.phone_number);
  await expect(danjuma).toContainText(`Plot 12, ${STREET}`);
  await expect(danjuma).toContainText('2 Bedroom');
  await expect(danjuma).toContainText('Estate Security');
  await expect(danjuma).toContainText('Pending');
  await expect(danjuma.getByRole('button', { name: 'Approve Danjuma Lawal' })).toBeVisible();

  // The filters narrow the same search; the counters follow, and paging goes back to page 1.
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 11–12 of 12')).toBeVisible();
  await page.getByLabel('House Type').selectOption({ label: 'Duplex' });
  await expectCounts(page, 4, 0, 4);
  await expect(rowNames(page)).toHaveText(['Tobi Lawal', 'Funke Lawal', 'Segun Lawal', 'Kemi Lawal']);
  await expect(pager).toBeHidden();
  await page.getByLabel('House Type').selectOption({ label: 'All House Types' });
  await page.getByLabel('Resident Type').selectOption({ label: 'Estate Security' });
  await expectCounts(page, 1, 0, 1);
  await expect(rowNames(page)).toHaveText(['Danjuma Lawal']);
  await page.getByLabel('Resident Type').selectOption({ label: 'Landlord/Landlady' });
  await expectCounts(page, 4, 0, 4);
  await page.getByLabel('House Type').selectOption({ label: 'Bungalow' });
  await expectCounts(page, 0, 0, 0);
  await expect(page.getByText('No residents match your filters', { exact: true })).toBeVisible();
  await page.getByLabel('House Type').selectOption({ label: 'All House Types' });
  await page.getByLabel('Resident Type').selectOption({ label: 'Tenant' });
  await expectCounts(page, 7, 0, 7);
  await page.getByLabel('Resident Type').selectOption({ label: 'All Resident Types' });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending' });
  await expectCounts(page, 12, 0, 12);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Approved' });
  await expectCounts(page, 0, 0, 0);
  await expect(page).toHaveURL(/\?search=Lagoon\+Crescent&status=approved$/);
  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('approved');
  await expectCounts(page, 0, 0, 0);
  const empty = page.getByText('No residents match your filters', { exact: true });
  await expect(empty).toBeVisible();
  await expect(page.getByText('Try another search or clear the filters.')).toBeVisible();
  await captureBothWidths(page, 'residents-no-match');

  // Clear filters: everything again.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('all');
  await expectCounts(page, all.total, all.approved, all.pending);
  await expect(page).toHaveURL(/\/admin\/residents$/);

  // An address with values the screen does not know falls back to the defaults.
  await page.goto('/admin/residents?status=maybe&house_type=castle&page=abc');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('all');
  await expect(page.getByLabel('House Type')).toHaveValue('all');
  await expectCounts(page, all.total, all.approved, all.pending);
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  // Search by phone number, by e-mail, by full name, by a part of a name (case-insensitive).
  await searchBox(page).fill(SET[4]!.phone_number);
  await expect(rowNames(page)).toHaveText(['Ifeoma Lawal']);
  await expectCounts(page, 1, 0, 1);
  await searchBox(page).fill(SET[7]!.email.toUpperCase());
  await expect(rowNames(page)).toHaveText(['Obinna Lawal']);
  await searchBox(page).fill('Zainab Lawal');
  await expect(rowNames(page)).toHaveText(['Zainab Lawal']);
  await searchBox(page).fill('amaka');
  await expect(rowNames(page)).toHaveText(['Amaka Eze']);
  await expect(page.getByRole('row').filter({ hasText: 'Amaka Eze' })).toContainText('Approved');
});

test('the residents list with data, as a table at 1280 px and as cards at 375 px', async ({ page }) => {
  await openResidents(page);
  await searchBox(page).fill(STREET);
  await expect(page.getByText('Showing 1–10 of 12')).toBeVisible();
  await captureBothWidths(page, 'residents', async () => {
    const wide = page.viewportSize()!.width >= 1280;
    if (wide) {
      await expect(rowNames(page)).toHaveCount(10);
    } else {
      // Below 1280 px the rows are cards, each with its own actions.
      const cards = page.getByRole('list', { name: 'Residents' }).getByRole('listitem');
      await expect(cards).toHaveCount(10);
      await expect(cards.first()).toContainText('Danjuma Lawal');
      await expect(cards.first()).toContainText('Estate Security · 2 Bedroom');
      await expect(cards.first().getByRole('button', { name: 'Approve Danjuma Lawal' })).toBeVisible();
      await expect(cards.first().getByRole('button', { name: 'Delete Danjuma Lawal' })).toBeVisible();
    }
  });
});

test('approve a resident (who can then sign in) and delete one after the confirm step', async ({ page, browser }) => {
  const approveMe: NewResident = {
    first_name: 'Adaeze',
    last_name: 'Nnamdi',
    email: `adaeze.nnamdi.${tag}@example.ng`,
    phone_number: `08${tag}901`,
    home_address: '3 Marina Close',
    house_type: 'mansion',
    resident_type: 'landlord/landlady',
  };
  const deleteMe: NewResident = {
    first_name: 'Gbenga',
    last_name: 'Ojo',
    email: `gbenga.ojo.${tag}@example.ng`,
    phone_number: `08${tag}902`,
    home_address: '5 Marina Close',
    house_type: 'townhouse',
    resident_type: 'tenant',
  };
  const api = await Api.open();
  try {
    for (const person of [approveMe, deleteMe]) {
      await registerResident(api, estateId, person);
      made.push(person.email);
    }
    await verifyResident(api, approveMe.email);
  } finally {
    await api.close();
  }

  await openResidents(page);
  await searchBox(page).fill('Marina Close');
  await expectCounts(page, 2, 0, 2);

  // Approve: the row turns Approved, the counters follow, and the person is told by e-mail.
  const adaeze = page.getByRole('row').filter({ hasText: 'Adaeze Nnamdi' });
  await adaeze.getByRole('button', { name: 'Approve Adaeze Nnamdi' }).click();
  await expect(toast(page, 'Adaeze Nnamdi has been approved.')).toBeVisible();
  await expect(adaeze).toContainText('Approved');
  await expect(adaeze.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await expectCounts(page, 2, 1, 1);
  const approvedMail = await waitForMailAbout(approveMe.email, 'Your EstateHub account is approved');
  expect(approvedMail.text).toContain('You can now sign in');

  // The approved resident signs in, in a browser of their own.
  const theirs = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    await signIn(await theirs.newPage(), approveMe.email, LANDING.resident, RESIDENT_PASSWORD);
  } finally {
    await theirs.close();
  }

  // Delete: a confirm step first; Cancel keeps the resident.
  const gbenga = page.getByRole('row').filter({ hasText: 'Gbenga Ojo' });
  await gbenga.getByRole('button', { name: 'Delete Gbenga Ojo' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete resident?' });
  await expect(confirm).toContainText(
    `Gbenga Ojo (${deleteMe.email}) will be removed from the estate. This cannot be undone.`,
  );
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(gbenga).toBeVisible();

  // The confirm dialog over the card view too, then delete for real.
  await closeToasts(page);
  await page.setViewportSize(MOBILE);
  const card = page.getByRole('list', { name: 'Residents' }).getByRole('listitem').filter({ hasText: 'Gbenga Ojo' });
  await card.getByRole('button', { name: 'Delete Gbenga Ojo' }).click();
  await expect(confirm).toBeVisible();
  await captureBothWidths(page, 'residents-delete-confirm', undefined, { dialog: true });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Resident deleted successfully.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(gbenga).toHaveCount(0);
  await expectCounts(page, 1, 1, 0);

  // Gone for the server too.
  await searchBox(page).fill(deleteMe.email);
  await expect(page.getByText('No residents match your filters', { exact: true })).toBeVisible();
  await page.setViewportSize(DESKTOP);
});

test('Export PDF opens the filtered residents as a PDF in a new tab', async ({ page }) => {
  await openResidents(page);
  await searchBox(page).fill(STREET);
  await page.getByLabel('Resident Type').selectOption({ label: 'Landlord/Landlady' });
  await expectCounts(page, 4, 0, 4);
  const link = page.getByRole('link', { name: 'Export PDF' });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = await link.getAttribute('href');
  expect(href).toContain('resident_type=landlord%2Flandlady');
  expect(href).toContain(`search=${encodeURIComponent(STREET).replace(/%20/g, '+')}`);

  const answered = page.context().waitForEvent('response', (r) => r.url().includes('/api/admin/residents/pdf/'));
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  const pdf = await answered;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(new URL(popup.url()).pathname).toBe('/api/admin/residents/pdf/');
  // The same address, fetched with the admin's session: a real PDF document.
  const body = await (await page.request.get(href!)).body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await popup.close();
});
