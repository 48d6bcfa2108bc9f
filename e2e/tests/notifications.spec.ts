import { expect, type Page, test } from '@playwright/test';
import { DEMO, LANDING, signIn } from '../support/app';
import {
  closeToasts,
  deleteResidents,
  type NewResident,
  RESIDENT_PASSWORD,
  runTag,
  tagLetters,
} from '../support/estates-fixtures';
import {
  asDemoAdmin,
  asUser,
  createDue,
  deleteDuesMatching,
  joinDemoEstate,
  paymentsMatching,
  uploadEvidence,
} from '../support/payments-fixtures';
import { captureScreen, DESKTOP, MOBILE } from '../support/screens';

// Issue 10 item 6: the bell counts and clears. A resident made for this run pays a due; the demo
// admin approves it in another browser context; the resident's bell goes up without a reload.

const tag = runTag();
const DUE = `Bell Levy ${tag}`;
const person: NewResident = {
  first_name: 'Bello',
  last_name: `Bell${tagLetters(tag)}`,
  email: `bell${tag}@example.ng`,
  phone_number: `0813${tag.padStart(7, '0')}`,
  home_address: `${tag} Bell Close`,
  house_type: 'duplex',
  resident_type: 'tenant',
};

test.afterAll(async () => {
  await asDemoAdmin(async (admin) => {
    await deleteDuesMatching(admin, DUE);
    await deleteResidents(admin, [person.email]);
  });
});

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
const unreadOf = async (page: Page) =>
  Number((await bell(page).getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);

test('the bell counts a payment approved in another browser live, opens its entries and clears them', async ({
  page,
  browser,
}) => {
  await joinDemoEstate(person);
  const dueId = await asDemoAdmin(async (admin) => (await createDue(admin, DUE, 4000)).id);
  await asUser(person.email, (api) => uploadEvidence(api, dueId, 4000), RESIDENT_PASSWORD);

  await signIn(page, person.email, LANDING.resident, RESIDENT_PASSWORD);
  // Account approved and the new due are there already (the job runner may still be adding them).
  await expect.poll(() => unreadOf(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const before = await unreadOf(page);

  // The admin decides in a browser of their own, through the screen's call.
  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, DEMO.admin, LANDING.admin);
    await asDemoAdmin(async (admin) => {
      const [payment] = await paymentsMatching(admin, DUE);
      const csrf = (await adminContext.cookies()).find((c) => c.name === 'csrftoken')!.value;
      const approved = await adminPage.request.post(`/api/admin/approve-payment/${payment!.id}/`, {
        headers: { 'X-CSRFToken': csrf },
      });
      expect(approved.status(), await approved.text()).toBe(200);
    });
  } finally {
    await adminContext.close();
  }

  // No reload: the live stream brings it.
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`, { timeout: 15_000 });

  await bell(page).click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  await expect(menu.getByRole('link', { name: /Payment approved/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /New due: Bell Levy/ })).toHaveAttribute('href', '/resident/pay-dues');
  await closeToasts(page);
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await expect(menu).toBeVisible();
    await captureScreen(page, 'notifications-menu');
  }

  await menu.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

  // Opening an entry goes to its screen.
  await menu.getByRole('link', { name: /Payment approved/ }).click();
  await expect(page).toHaveURL('/resident/pay-dues');
});

test("the guard's screen has the bell too, and its menu fits a 320 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, DEMO.guard, LANDING.security);
  await bell(page).click();
  const menu = page.getByRole('dialog', { name: 'Notifications' });
  await expect(menu.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(menu.getByRole('link').or(menu.getByText("You're all caught up")).first()).toBeVisible();
  await captureScreen(page, 'notifications-guard-menu');
});
