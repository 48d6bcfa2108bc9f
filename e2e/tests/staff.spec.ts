import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, LANDING, signIn } from '../support/app';
import { Api, captureBothWidths, closeToasts, runTag, tagLetters } from '../support/estates-fixtures';
import { captureScreen } from '../support/screens';

// Issue 10 items 1 to 3: a resident's staff register, the admin's Staff Management with its CSV
// export, and the guard's staff check. Every staff member made here carries this run's tag in
// their name (and the run's digits in their phone), so searches find only ours; the demo's own
// staff (Blessing Okon, ST-7K4MPA; Grace Udo, removed, ST-B6TZ5D) are read, never changed.

test.describe.configure({ mode: 'serial' });

const tag = runTag();
const letters = tagLetters(tag);
const COOK = `Blessing Cook ${letters}`;
const GARDENER = `Sani Gardener ${letters}`;
/** Eleven digits unique to this run: 090, the tag, and a two-digit suffix. */
const phone = (n: number) => `090${tag}${String(n).padStart(2, '0')}`;

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

type StaffAnswer = { results: { id: number; name: string; unique_id: string }[] };

/** Tunde's staff member made over the API, for the admin to disable. */
let gardenerId = 0;

test.beforeAll(async () => {
  const tunde = await Api.open();
  try {
    await tunde.signIn(DEMO.resident2);
    const made = await tunde.send('POST', '/api/artisans-domestics/', {
      name: GARDENER,
      role: 'Gardener',
      phone_number: phone(1),
      gender: 'male',
    });
    expect(made.status, made.text).toBe(201);
    gardenerId = (made.body as { id: number }).id;
  } finally {
    await tunde.close();
  }
});

test.afterAll(async () => {
  // Whatever this run left behind is deleted by its employers.
  for (const email of [DEMO.resident, DEMO.resident2]) {
    const api = await Api.open();
    try {
      await api.signIn(email);
      const list = await api.get<StaffAnswer>('/api/artisans-domestics/', { search: letters, page_size: 100 });
      for (const s of list.results) await api.send('DELETE', `/api/artisans-domestics/${s.id}/`);
    } finally {
      await api.close();
    }
  }
});

test('a resident adds, edits, disables and deletes a staff member', async ({ page }) => {
  await signIn(page, DEMO.resident, LANDING.resident);
  await page.goto('/resident/artisans-domestics');
  await expect(page.getByRole('heading', { level: 1, name: 'Artisans & Domestics' })).toBeVisible();
  // The demo's own staff are listed.
  await expect(page.getByText('Blessing Okon').first()).toBeVisible();
  await captureBothWidths(page, 'staff-list', async () => {
    await expect(page.getByText('Blessing Okon').first()).toBeVisible();
  });

  await page.getByRole('button', { name: 'Add New Staff' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add New Staff' });
  await expect(add.getByLabel('Full Name')).toBeFocused();
  // Nothing filled: each required field says so; a short phone says it must be 11 digits.
  await add.getByRole('button', { name: 'Add Staff' }).click();
  await expect(add.locator('[id="staff-new-name-error"]')).toHaveText('This field is required.');
  await expect(add.locator('[id="staff-new-role-error"]')).toHaveText('This field is required.');
  await expect(add.locator('[id="staff-new-phone-error"]')).toHaveText('This field is required.');
  await add.getByLabel('Full Name').fill(COOK);
  await add.getByLabel('Role').fill('Cook');
  await add.getByLabel('Phone Number').fill('0801');
  await add.getByRole('button', { name: 'Add Staff' }).click();
  await expect(add.locator('[id="staff-new-phone-error"]')).toHaveText('Phone number must be exactly 11 digits.');
  // A phone already registered in the estate (the demo cook's) is refused by the server, on the field.
  await add.getByLabel('Phone Number').fill('08121000001');
  await add.getByRole('button', { name: 'Add Staff' }).click();
  await expect(add.locator('[id="staff-new-phone-error"]')).toHaveText(
    'A staff member with this phone number is already registered in this estate.',
  );
  await add.getByLabel('Phone Number').fill(phone(2));
  await add.getByLabel('Gender').selectOption('female');
  await captureBothWidths(page, 'staff-add-dialog', undefined, { dialog: true });
  await add.getByRole('button', { name: 'Add Staff' }).click();
  await expect(toast(page, /Staff member added successfully\. Staff ID: ST-/)).toBeVisible();
  await expect(add).toBeHidden();

  // Search finds them; View opens the detail page.
  await page.getByLabel('Search staff').fill(letters);
  await expect(page).toHaveURL(new RegExp(`search=${letters}`));
  const table = page.getByRole('table', { name: 'Your staff' });
  await expect(table.getByRole('row').filter({ hasText: COOK })).toHaveCount(1);
  await table.getByRole('link', { name: `View ${COOK}` }).click();
  await expect(page).toHaveURL(/\/resident\/artisans-domestics\/\d+$/);
  await expect(page.getByRole('heading', { name: COOK })).toBeVisible();
  await expect(page.getByText('Female')).toBeVisible();
  await captureBothWidths(page, 'staff-detail', async () => {
    await expect(page.getByRole('heading', { name: COOK })).toBeVisible();
  });

  // Edit while active.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Staff' });
  await expect(edit.getByLabel('Full Name')).toHaveValue(COOK);
  await edit.getByLabel('Role').fill('Head Cook');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Staff member updated successfully')).toBeVisible();
  await expect(page.getByText('Head Cook')).toBeVisible();

  // Disable, with the reason left empty (optional for the employer).
  await page.getByRole('button', { name: 'Disable' }).click();
  const disable = page.getByRole('dialog', { name: 'Disable Staff' });
  await expect(disable.getByLabel('Reason for removal (optional)')).toBeVisible();
  await disable.getByRole('button', { name: 'Disable Staff' }).click();
  await expect(toast(page, 'Staff member disabled successfully')).toBeVisible();
  await expect(page.getByText('Removed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Removed staff cannot be edited or disabled again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // Delete, after the confirm step; Cancel first leaves it in place.
  const detailUrl = page.url();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete staff member?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: COOK })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Staff member deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/resident\/artisans-domestics(\?.*)?$/);

  // The old address now says so.
  await page.goto(detailUrl);
  await expect(page.getByText('Staff member not found')).toBeVisible();
});

test('the admin sees the estate staff, exports the CSV and disables one with a reason', async ({ page }) => {
  await signIn(page, DEMO.admin, LANDING.admin);
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Management' })).toBeVisible();
  const counts = page.getByRole('region', { name: 'Staff counts' });
  await expect(counts).toContainText('Total Staff');
  const table = page.getByRole('table', { name: 'Estate staff' });
  await expect(table.getByRole('row').filter({ hasText: 'Grace Udo' })).toContainText('tunde@demo.estatehub.ng');
  await captureBothWidths(page, 'admin-staff', async () => {
    await expect(page.getByText('Grace Udo').first()).toBeVisible();
  });

  // The export is the server's CSV for the current filters, named by the date.
  await page.getByLabel('Search staff').fill(letters);
  await expect(page).toHaveURL(new RegExp(`search=${letters}`));
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^staff-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  expect(header).toBe('ID,Name,Role,Phone,Gender,Unique ID,Resident Email,Estate,Status,Registration Date');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(GARDENER);

  // Details, then Disable: the reason is required.
  await table.getByRole('button', { name: `View details of ${GARDENER}` }).click();
  const details = page.getByRole('dialog', { name: 'Staff Details' });
  await expect(details).toContainText('tunde@demo.estatehub.ng');
  await details.getByRole('button', { name: 'Disable Staff' }).click();
  const disable = page.getByRole('dialog', { name: 'Disable Staff' });
  await disable.getByRole('button', { name: 'Disable Staff' }).click();
  await expect(disable.getByText('Please provide a reason for removal')).toBeVisible();
  await disable.getByLabel('Reason for removal').fill('Contract ended');
  await captureBothWidths(page, 'admin-staff-disable', undefined, { dialog: true });
  await disable.getByRole('button', { name: 'Disable Staff' }).click();
  await expect(toast(page, 'Staff member disabled successfully')).toBeVisible();
  await closeToasts(page);
  await expect(table.getByRole('row').filter({ hasText: GARDENER })).toContainText('Removed');
  expect(gardenerId).toBeGreaterThan(0);
});

test('a guard looks up staff IDs: active in green, removed in red with the reason, unknown refused', async ({
  page,
}) => {
  await signIn(page, DEMO.guard, LANDING.security);
  await page.getByRole('tab', { name: 'Staff ID' }).click();
  const field = page.getByLabel('Staff ID');
  await expect(page.getByRole('tab', { name: 'Staff ID' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Check Staff' }).click();
  await expect(page.getByText('Please enter a staff ID')).toBeVisible();
  await expect(field).toBeFocused();

  // Typed as a guard would: lower case, no dash.
  await field.fill('st7k4mpa');
  await page.getByRole('button', { name: 'Check Staff' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Active — let in' });
  await expect(result).toContainText('Blessing Okon');
  await expect(result).toContainText('Amaka Eze');
  await expect(result).toContainText('Block C, Flat 4');
  await captureBothWidths(page, 'guard-staff-active', async () => {
    await expect(result).toBeVisible();
  });

  await field.fill('ST-B6TZ5D');
  await page.getByRole('button', { name: 'Check Staff' }).click();
  const removed = page.getByRole('alert').filter({ hasText: 'do not let in' });
  await expect(removed).toContainText('Grace Udo');
  await expect(removed).toContainText('Moved back to Calabar');
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 700 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(removed).toBeVisible();
    await captureScreen(page, 'guard-staff-removed');
  }

  await field.fill('ST-222222');
  await page.getByRole('button', { name: 'Check Staff' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No staff member with this ID in your estate.' }),
  ).toBeVisible();

  // The visitor mode is one tab away, as it was.
  await page.getByRole('tab', { name: 'Visitor code' }).click();
  await expect(page.getByLabel('Visitor code')).toBeVisible();
});
