import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, DEMO_ESTATE, LANDING, signIn } from '../support/app';
import { Api, captureBothWidths, runTag, tagLetters, waitForMailAbout } from '../support/estates-fixtures';
import { registerEstateWithAdmin } from '../support/new-estate';

// Issue 10 item 4: the admin's Announcements screen (/admin/announcements). The demo estate has
// nine announcements, so the grid pages (six a page). Every announcement made here carries this
// run's tag, so searches find only ours; what is left at the end is deleted.

// Serial: each test builds on the one before. Each also takes screenshots with axe at two widths,
// which on a busy shared machine can pass the default minute.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const tag = runTag();
const TITLE = `Borehole repairs ${tag}`;
const MESSAGE = 'The borehole pump will be replaced on Monday.\nExpect low pressure from 8am to noon.';
const EDITED = 'The borehole pump will now be replaced on Tuesday, from 8am to noon.';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const searchBox = (page: Page) => page.getByLabel('Search announcements');
const grid = (page: Page) => page.getByRole('list', { name: 'Announcements' });
const cards = (page: Page) => grid(page).getByRole('article');
const cardOf = (page: Page, title: string) => page.getByRole('article', { name: title });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Announcement pages' });
const formDialog = (page: Page, name: 'New Announcement' | 'Edit Announcement') => page.getByRole('dialog', { name });
const fieldError = (dialog: Locator, id: string) => dialog.locator(`[id="${id}-error"]`);

type AnnouncementsAnswer = { count: number; results: { id: number; title: string }[] };

test.afterAll(async () => {
  const admin = await Api.open();
  try {
    await admin.signIn(DEMO.admin);
    const list = await admin.get<AnnouncementsAnswer>('/api/announcements/', { search: tag, page_size: 50 });
    for (const a of list.results) {
      const answer = await admin.send('DELETE', `/api/announcements/${a.id}/`);
      expect(answer.status, answer.text).toBe(204);
    }
  } finally {
    await admin.close();
  }
});

async function openAnnouncements(page: Page, query = '') {
  await signIn(page, DEMO.admin, LANDING.admin);
  await page.goto(`/admin/announcements${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
}

test('the notice board: a grid of six, Previous and Next with at most five page buttons, the page in the address', async ({
  page,
}) => {
  await openAnnouncements(page);
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).first()).toContainText('Water supply interruption on Saturday');
  await expect(cards(page).first()).toContainText('Ngozi Okafor');
  await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  const pageButtons = pager(page).getByRole('button', { name: /^Page \d+$/ });
  expect(await pageButtons.count()).toBeLessThanOrEqual(5);
  await expect(pager(page).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  // Three columns on a wide screen: the first three cards share a row.
  const tops = await Promise.all([0, 1, 2, 3].map(async (i) => (await cards(page).nth(i).boundingBox())!.y));
  expect(tops[1]).toBe(tops[0]);
  expect(tops[2]).toBe(tops[0]);
  expect(tops[3]).toBeGreaterThan(tops[0]!);
  await captureBothWidths(page, 'announcements', () => expect(cards(page)).toHaveCount(6));

  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/admin\/announcements\?page=2$/);
  await expect(pager(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cardOf(page, 'Welcome to the EstateHub notice board')).toBeVisible();
  // A reload keeps the page.
  await page.reload();
  await expect(cardOf(page, 'Welcome to the EstateHub notice board')).toBeVisible();
  await pager(page).getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/admin\/announcements$/);
  await expect(cardOf(page, 'Water supply interruption on Saturday')).toBeVisible();

  // One column on a phone: the cards stack.
  await page.setViewportSize({ width: 375, height: 740 });
  const [a, b] = await Promise.all([0, 1].map(async (i) => (await cards(page).nth(i).boundingBox())!));
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  expect(b!.x).toBe(a!.x);
});

/**
 * The list's loading and failure states, shown by holding and then dropping the list's requests in
 * the browser (as a slow or lost connection does); the server is the real one throughout.
 */
test('while the list loads it shows placeholders; a lost connection says so, and Try again recovers', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, LANDING.admin);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/announcements/?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin/announcements');
  const loading = page.getByRole('status').filter({ hasText: 'Loading announcements...' });
  await expect(loading).toBeAttached();
  await expect(cards(page)).toHaveCount(0);
  release();
  await expect(cards(page)).toHaveCount(6);
  await expect(loading).toHaveCount(0);
  await page.unrouteAll({ behavior: 'wait' });

  await page.route('**/api/announcements/?*', (route) => route.abort('internetdisconnected'));
  await page.goto('/admin/announcements?page=2');
  const failed = page.getByRole('alert').filter({ hasText: 'Failed to load announcements' });
  // The query tries twice more before it gives up.
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await captureBothWidths(page, 'announcements-load-error', () => expect(failed).toBeVisible());
  await page.unrouteAll({ behavior: 'wait' });
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toHaveCount(0);
  await expect(cardOf(page, 'Welcome to the EstateHub notice board')).toBeVisible();
});

test('the admin posts an announcement through the modal: both fields required, then posted and e-mailed', async ({
  page,
}) => {
  await openAnnouncements(page);
  await page.getByRole('button', { name: 'New Announcement' }).click();
  const dialog = formDialog(page, 'New Announcement');
  await expect(dialog.getByLabel('Title')).toBeFocused();

  await dialog.getByRole('button', { name: 'Post Announcement' }).click();
  await expect(fieldError(dialog, 'announcement-new-title')).toHaveText('This field is required.');
  await expect(fieldError(dialog, 'announcement-new-message')).toHaveText('This field is required.');
  await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  // Spaces alone are not a message.
  await dialog.getByLabel('Title').fill(TITLE);
  await dialog.getByLabel('Message').fill('   ');
  await dialog.getByRole('button', { name: 'Post Announcement' }).click();
  await expect(fieldError(dialog, 'announcement-new-title')).toHaveText('');
  await expect(fieldError(dialog, 'announcement-new-message')).toHaveText('This field is required.');

  await dialog.getByLabel('Message').fill(MESSAGE);
  await captureBothWidths(page, 'announcements-new-dialog', undefined, { dialog: true });
  await dialog.getByRole('button', { name: 'Post Announcement' }).click();
  await expect(toast(page, 'Announcement posted')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Newest first: it leads the first page.
  await expect(cards(page).first()).toHaveAccessibleName(TITLE);
  await expect(cardOf(page, TITLE)).toContainText('Expect low pressure from 8am to noon.');

  // The estate hears of it: a resident and the guard are e-mailed.
  for (const to of [DEMO.resident, DEMO.guard]) {
    const mail = await waitForMailAbout(to, `${DEMO_ESTATE}: ${TITLE}`);
    expect(mail.text).toContain('Expect low pressure from 8am to noon.');
  }
});

test('the admin edits it, and the search finds it by its message; no match says so', async ({ page }) => {
  await openAnnouncements(page);
  await searchBox(page).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(cards(page)).toHaveCount(1);
  await cardOf(page, TITLE)
    .getByRole('button', { name: `Edit ${TITLE}` })
    .click();
  const dialog = formDialog(page, 'Edit Announcement');
  await expect(dialog.getByLabel('Title')).toHaveValue(TITLE);
  await expect(dialog.getByLabel('Message')).toHaveValue(MESSAGE);
  await dialog.getByLabel('Title').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Title').fill(TITLE);
  await dialog.getByLabel('Message').fill(EDITED);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Announcement updated')).toBeVisible();
  await expect(cardOf(page, TITLE)).toContainText(EDITED);
  await expect(cardOf(page, TITLE)).toContainText('edited');

  // The search looks in messages too (and ignores case).
  await searchBox(page).fill(`NOW BE REPLACED ON TUESDAY`);
  await expect(cardOf(page, TITLE)).toBeVisible();

  await searchBox(page).fill(`nothing-like-this-${tag}`);
  await expect(page.getByText('No matching announcements')).toBeVisible();
  await expect(pager(page)).toHaveCount(0);
  await captureBothWidths(page, 'announcements-no-match', () =>
    expect(page.getByText('No matching announcements')).toBeVisible(),
  );
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(cards(page)).toHaveCount(6);
});

test('delete asks first: Cancel keeps it, Delete removes it', async ({ page }) => {
  await openAnnouncements(page, `?search=${tag}`);
  const card = cardOf(page, TITLE);
  await card.getByRole('button', { name: `Delete ${TITLE}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete announcement?' });
  await expect(confirm).toContainText(TITLE);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await captureBothWidths(page, 'announcements-delete-confirm', undefined, { dialog: true });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete ${TITLE}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Announcement deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No matching announcements')).toBeVisible();
});

test('a new estate has none yet: No announcements yet, with a way to post the first', async ({ page }) => {
  const email = `notices.${tag}@example.ng`;
  const password = 'Notice#Board2026';
  const api = await Api.open();
  try {
    await registerEstateWithAdmin(
      api,
      {
        name: `Quiet Lane Estate ${tagLetters(tag)}`,
        address: `${tag} Quiet Lane, Ikeja, Lagos`,
        description: 'Six bungalows and a shared garden.',
        phone_number: `08${tag}456`,
        email,
      },
      password,
    );
  } finally {
    await api.close();
  }

  await signIn(page, email, LANDING.admin, password);
  await page.goto('/admin/announcements');
  await expect(page.getByText('No announcements yet')).toBeVisible();
  await expect(pager(page)).toHaveCount(0);
  await captureBothWidths(page, 'announcements-empty', () =>
    expect(page.getByText('No announcements yet')).toBeVisible(),
  );
  // The empty state's button opens the same form.
  await page.getByRole('button', { name: 'New Announcement' }).last().click();
  await expect(formDialog(page, 'New Announcement')).toBeVisible();
});
