import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, LANDING, signIn } from '../support/app';
import { Api, captureBothWidths, closeToasts, runTag, waitForMailAbout } from '../support/estates-fixtures';
import { DESKTOP, MOBILE } from '../support/screens';

// Issue 8 items 1 and 2: the demo admin's Dues Management screen (/admin/dues). Every due made
// here carries this run's tag in its title, so searches find only ours whatever other files
// add; what is left at the end is deleted.

// One story in order: each test builds on the dues the earlier ones made (and a failure skips the rest).
test.describe.configure({ mode: 'serial' });

const tag = runTag();
const LEVY = `Estate Levy ${tag}`;
const GATE = `Gate Repairs ${tag}`;

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const lagosDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The calendar day `days` from today in Africa/Lagos (the server's "today"), as YYYY-MM-DD. */
const lagosDay = (days: number) => lagosDayFormat.format(new Date(Date.now() + days * 86_400_000));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type DuesAnswer = { results: { id: number; title: string }[] };

/** Deletes this run's dues that are still listed, as the demo admin. */
async function deleteOurDues() {
  const admin = await Api.open();
  try {
    await admin.signIn(DEMO.admin);
    const list = await admin.get<DuesAnswer>('/api/dues/', { search: tag, page_size: 100 });
    for (const due of list.results) {
      const answer = await admin.send('DELETE', `/api/dues/${due.id}/`);
      expect(answer.status, answer.text).toBe(204);
    }
  } finally {
    await admin.close();
  }
}

test.beforeAll(async () => {
  // A second due, Due Soon (three days ahead), so the filter has something to tell apart.
  const admin = await Api.open();
  try {
    await admin.signIn(DEMO.admin);
    const made = await admin.send('POST', '/api/dues/', {
      title: GATE,
      amount: 2500,
      due_date: lagosDay(3),
      description: 'New gate motor',
    });
    expect(made.status, made.text).toBe(201);
  } finally {
    await admin.close();
  }
});

test.afterAll(deleteOurDues);

async function openDues(page: Page, query = '') {
  await signIn(page, DEMO.admin, LANDING.admin);
  await page.goto(`/admin/dues${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dues Management' })).toBeVisible();
}

const searchBox = (page: Page) => page.getByLabel('Search dues');
const summary = (page: Page) => page.getByRole('region', { name: 'Dues summary' });
const duesTable = (page: Page) => page.getByRole('table', { name: 'Dues' });
const rowOf = (page: Page, title: string) => duesTable(page).getByRole('row').filter({ hasText: title });
const formDialog = (page: Page, name: 'Add New Due' | 'Edit Due') => page.getByRole('dialog', { name });

/** The error under one field of the due form (its aria-describedby target). */
const fieldError = (dialog: Locator, label: string) => dialog.locator(`[id="${label}-error"]`);

test('the admin adds a due through the modal: required fields, no past date, then created', async ({ page }) => {
  await openDues(page);
  await expect(page.getByRole('button', { name: 'Add New Due' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add New Due' }).first().click();
  const add = formDialog(page, 'Add New Due');
  await expect(add).toBeVisible();
  await expect(add.getByLabel('Title')).toBeFocused();
  // The date picker starts at today in Lagos.
  await expect(add.getByLabel('Due Date')).toHaveAttribute('min', lagosDay(0));

  // Nothing filled: each required field says so, word for word; nothing is sent.
  await add.getByRole('button', { name: 'Create Due' }).click();
  await expect(fieldError(add, 'due-new-title')).toHaveText('This field is required.');
  await expect(fieldError(add, 'due-new-amount')).toHaveText('This field is required.');
  await expect(fieldError(add, 'due-new-date')).toHaveText('This field is required.');
  await expect(fieldError(add, 'due-new-description')).toHaveText('');
  await expect(add.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  // A negative amount and yesterday's date.
  await add.getByLabel('Title').fill(LEVY);
  await add.getByLabel('Amount (₦)').fill('-5');
  await add.getByLabel('Due Date').fill(lagosDay(-1));
  await add.getByRole('button', { name: 'Create Due' }).click();
  await expect(fieldError(add, 'due-new-title')).toHaveText('');
  await expect(fieldError(add, 'due-new-amount')).toHaveText('Enter an amount of 0 or more.');
  await expect(fieldError(add, 'due-new-date')).toHaveText('The due date cannot be in the past.');

  // More than two decimals.
  await add.getByLabel('Amount (₦)').fill('15000.555');
  await add.getByRole('button', { name: 'Create Due' }).click();
  await expect(fieldError(add, 'due-new-amount')).toHaveText('Enter an amount with at most 2 decimal places.');

  await add.getByLabel('Amount (₦)').fill('15000');
  await add.getByLabel('Due Date').fill(lagosDay(30));
  await add.getByLabel('Description (optional)').fill('Security and sanitation for the quarter');
  await expect(fieldError(add, 'due-new-amount')).toHaveText('');
  await captureBothWidths(page, 'dues-add-dialog', undefined, { dialog: true });
  await add.getByRole('button', { name: 'Create Due' }).click();
  await expect(toast(page, 'Due created successfully')).toBeVisible();
  await expect(add).toBeHidden();

  await searchBox(page).fill(LEVY);
  const row = rowOf(page, LEVY);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₦15,000');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Due in 30 days');
  await expect(row).toContainText('Security and sanitation for the quarter');
});

test('an edit may not move a due into the past', async ({ page }) => {
  await openDues(page, `?search=${encodeURIComponent(GATE)}`);
  await rowOf(page, GATE)
    .getByRole('button', { name: `Edit ${GATE}` })
    .click();
  const edit = formDialog(page, 'Edit Due');
  await expect(edit.getByLabel('Title')).toHaveValue(GATE);
  await expect(edit.getByLabel('Amount (₦)')).toHaveValue('2500');
  await expect(edit.getByLabel('Due Date')).toHaveValue(lagosDay(3));
  await edit.getByLabel('Due Date').fill(lagosDay(-2));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  const prefix = await dialogFieldPrefix(edit);
  await expect(fieldError(edit, `${prefix}-date`)).toHaveText('The due date cannot be in the past.');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
});

test('an edit the server refuses says so, and a due removed meanwhile leaves the list', async ({ page }) => {
  const title = `Old Notice ${tag}`;
  const admin = await Api.open();
  try {
    await admin.signIn(DEMO.admin);
    const made = await admin.send('POST', '/api/dues/', { title, amount: 1000, due_date: lagosDay(10) });
    expect(made.status, made.text).toBe(201);
    const { id } = made.body as { id: number };

    await openDues(page, `?search=${encodeURIComponent(title)}`);
    await rowOf(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const edit = formDialog(page, 'Edit Due');
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    // Another admin (here, the API) removes it while the form is open.
    const removed = await admin.send('DELETE', `/api/dues/${id}/`);
    expect(removed.status, removed.text).toBe(204);
    await edit.getByLabel('Amount (₦)').fill('1200');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    const alert = edit.getByRole('alert');
    await expect(alert).toContainText('Failed to update due');
    await expect(alert).toContainText('Not found.');
    await expect(alert.locator('xpath=..')).toBeFocused();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('No dues match your criteria.')).toBeVisible();
  } finally {
    await admin.close();
  }
});

/** The id prefix of an edit form's fields (due-{id}), read from its title input. */
async function dialogFieldPrefix(dialog: Locator): Promise<string> {
  const id = await dialog.getByLabel('Title').getAttribute('id');
  return (id ?? '').replace(/-title$/, '');
}

test('the admin edits a due, then searches and filters the list', async ({ page }) => {
  await openDues(page);
  await searchBox(page).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(duesTable(page).locator('tbody tr')).toHaveCount(2);
  // The summary counts the searched set: our Due Soon and our Active due.
  await expect(summary(page)).toContainText(/Overdue\s*0\s*dues?,\s*₦0/);
  await expect(summary(page)).toContainText(/Due Soon\s*1\s*due,\s*₦2,500/);
  await expect(summary(page)).toContainText(/Active\s*1\s*due,\s*₦15,000/);

  // Edit: a new amount and description.
  await rowOf(page, LEVY)
    .getByRole('button', { name: `Edit ${LEVY}` })
    .click();
  const edit = formDialog(page, 'Edit Due');
  await expect(edit.getByLabel('Title')).toHaveValue(LEVY);
  await edit.getByLabel('Amount (₦)').fill('17500');
  await edit.getByLabel('Description (optional)').fill('Security, sanitation and street lights');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Due updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, LEVY)).toContainText('₦17,500');
  await expect(rowOf(page, LEVY)).toContainText('street lights');
  await expect(summary(page)).toContainText(/Active\s*1\s*due,\s*₦17,500/);

  // The status filter: Due Soon shows the gate repairs only, and is kept in the address.
  await page.getByLabel('Status').selectOption('due_soon');
  await expect(page).toHaveURL(/status=due_soon/);
  await expect(duesTable(page).locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(page, GATE)).toContainText('Due Soon');
  await expect(rowOf(page, GATE)).toContainText('Due in 3 days');
  // The Active card is a shortcut for the same filter.
  await summary(page)
    .getByRole('button', { name: /^Active/ })
    .click();
  await expect(page.getByLabel('Status')).toHaveValue('active');
  await expect(summary(page).getByRole('button', { name: /^Active/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(duesTable(page).locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(page, LEVY)).toBeVisible();
  // Overdue: none of ours.
  await page.getByLabel('Status').selectOption('overdue');
  await expect(page.getByText('No dues match your criteria.')).toBeVisible();

  // A reload keeps the search and the filter.
  await page.getByLabel('Status').selectOption('active');
  await page.reload();
  await expect(searchBox(page)).toHaveValue(tag);
  await expect(page.getByLabel('Status')).toHaveValue('active');
  await expect(duesTable(page).locator('tbody tr')).toHaveCount(1);

  // Clear filters from the empty state.
  await searchBox(page).fill(`no such due ${tag}`);
  await expect(page.getByText('No dues match your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByLabel('Status')).toHaveValue('all');
  await expect(page).toHaveURL(/\/admin\/dues$/);
});

test('Send Reminder e-mails the residents who owe the due, then waits 24 hours', async ({ page }) => {
  await openDues(page, `?search=${encodeURIComponent(LEVY)}`);
  const row = rowOf(page, LEVY);
  await row.getByRole('button', { name: `Send Reminder for ${LEVY}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Send reminder?' });
  await expect(confirm).toContainText(`Every approved resident who has not yet paid “${LEVY}”`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(toast(page, /^Reminder sent to \d+ residents?\.$/)).toBeVisible();
  const sent = await toast(page, /^Reminder sent to/).textContent();
  expect(Number(sent?.match(/(\d+)/)?.[1])).toBeGreaterThanOrEqual(1);

  // The demo resident, who has not paid it, gets the e-mail.
  const mail = await waitForMailAbout(DEMO.resident, new RegExp(escapeRegExp(LEVY)));
  expect(mail.text).toContain(LEVY);
  expect(mail.text).toContain('₦17,500');
  expect(mail.text).toContain('/resident/pay-dues');

  // A second reminder within 24 hours is refused, and the screen says when the next may go.
  await closeToasts(page);
  await row.getByRole('button', { name: `Send Reminder for ${LEVY}` }).click();
  await page.getByRole('dialog', { name: 'Send reminder?' }).getByRole('button', { name: 'Send Reminder' }).click();
  await expect(
    toast(page, 'A reminder for this due was sent less than 24 hours ago. You can send the next one in 24 hours.'),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: `Send Reminder for ${LEVY}` })).toBeEnabled();
});

test('the admin deletes a due after confirming', async ({ page }) => {
  await openDues(page, `?search=${encodeURIComponent(GATE)}`);
  await rowOf(page, GATE)
    .getByRole('button', { name: `Delete ${GATE}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete due?' });
  await expect(confirm).toContainText(`“${GATE}”`);
  await expect(confirm).toContainText('archived instead of erased');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await captureBothWidths(page, 'dues-delete-confirm', undefined, { dialog: true });

  // Cancel keeps it.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, GATE)).toHaveCount(1);

  await rowOf(page, GATE)
    .getByRole('button', { name: `Delete ${GATE}` })
    .click();
  await page.getByRole('dialog', { name: 'Delete due?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Due deleted successfully')).toBeVisible();
  await expect(page.getByText('No dues match your criteria.')).toBeVisible();
});

test('the list at 1280 and 375 px, phone cards, and ?new=1 opening the add form', async ({ page }) => {
  await openDues(page);
  await expect(duesTable(page).or(page.getByText('No dues found.'))).toBeVisible();
  await captureBothWidths(page, 'dues', async () => {
    await expect(summary(page)).not.toContainText('Loading');
  });

  // On a phone the dues are cards with the same actions.
  await page.setViewportSize(MOBILE);
  await searchBox(page).fill(LEVY);
  const card = page.getByRole('list', { name: 'Dues' }).getByRole('listitem').filter({ hasText: LEVY });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('₦17,500');
  await expect(card.getByRole('button', { name: `Send Reminder for ${LEVY}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Edit ${LEVY}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Delete ${LEVY}` })).toBeVisible();
  await page.setViewportSize(DESKTOP);

  // A link elsewhere (the dashboard's Add New Due Notice) can open the add form directly.
  await page.goto('/admin/dues?new=1');
  await expect(formDialog(page, 'Add New Due')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dues$/);
});
