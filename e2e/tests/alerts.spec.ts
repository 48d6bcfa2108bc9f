import { expect, type Page, test } from '@playwright/test';
import { DEMO, LANDING, signIn } from '../support/app';
import { captureBothWidths, runTag } from '../support/estates-fixtures';
import { DESKTOP } from '../support/screens';

// Issue 10 item 5: a resident sends an emergency alert and the admin, with the alerts screen
// open in another browser, gets the alarm without a reload, acknowledges it, and sees the alert
// in the estate's list with its sender.

// Two browsers, screenshots at two widths and axe on each: over 40 s on this 2-core machine.
test.describe.configure({ timeout: 120_000 });

const tag = runTag();
const REASON = `Smoke near Block C ${tag}`;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Send Emergency Alert' });

test('a resident sends an alert; the admin in another browser gets the alarm live, acknowledges it, and lists it', async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: DESKTOP });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO.admin, LANDING.admin);
    await admin.goto('/admin/alerts');
    await expect(admin.getByRole('heading', { name: 'All Estate Alerts' })).toBeVisible();
    await expect(admin.getByText('Send and monitor estate-wide emergency alerts')).toBeVisible();

    await page.setViewportSize(DESKTOP);
    await signIn(page, DEMO.resident, LANDING.resident);
    await page.goto('/resident/alerts');
    await expect(
      page.getByText('Send immediate alerts to estate management and security', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alert History' })).toBeVisible();
    await expect(page.getByText('Your recent emergency alerts')).toBeVisible();

    // The dialog: validation messages first, word for word.
    await page.getByRole('button', { name: 'Send Alert' }).click();
    const d = dialog(page);
    await expect(d).toBeVisible();
    await expect(d.getByRole('radio')).toHaveCount(6);
    await captureBothWidths(page, 'alerts-resident-dialog', async () => expect(d).toBeVisible(), { dialog: true });
    await d.getByRole('button', { name: 'Send Alert' }).click();
    await expect(d.getByText('Please select an alert type')).toBeVisible();
    await d.getByText('Other Emergency').click();
    await expect(d.getByLabel('Reason for alert')).toHaveAttribute('rows', '4');
    await expect(d.getByLabel('Reason for alert')).toHaveAttribute('required', '');
    await d.getByLabel('Reason for alert').fill('   ');
    await d.getByRole('button', { name: 'Send Alert' }).click();
    await expect(d.getByText('Please provide a reason for the alert')).toBeVisible();

    // Cancel forgets the form; reopened, it starts empty.
    await d.getByRole('button', { name: 'Cancel' }).click();
    await expect(d).toBeHidden();
    await page.getByRole('button', { name: 'Send Alert' }).click();
    await expect(d.getByText('Please select an alert type')).toBeHidden();
    await expect(d.getByRole('radio', { checked: true })).toHaveCount(0);

    await d.getByText('Other Emergency').click();
    await d.getByLabel('Reason for alert').fill(REASON);
    await d.getByRole('button', { name: 'Send Alert' }).click();
    await expect(d).toBeHidden();
    await expect(page.getByText('Alert sent successfully! Admin and security have been notified.')).toBeVisible();
    await expect(page.getByText(REASON).first()).toBeVisible();

    // The admin's page, never reloaded, sounds the alarm.
    const alarm = admin.getByRole('alert').filter({ hasText: REASON });
    await expect(alarm).toBeVisible({ timeout: 5000 });
    await expect(alarm).toContainText('Emergency: Other Emergency');
    await expect(alarm).toContainText('Resident');
    await captureBothWidths(admin, 'alerts-alarm', async () => expect(alarm).toBeVisible());
    await admin.setViewportSize(DESKTOP);
    await alarm.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(alarm).toBeHidden();

    // The list refreshed live too: the alert with its sender.
    const row = admin.getByRole('row').filter({ hasText: REASON });
    await expect(row).toBeVisible();
    await expect(row.getByRole('rowheader')).toHaveText(/Amaka/);

    await captureBothWidths(admin, 'alerts-admin', async () => expect(admin.getByText(REASON).first()).toBeVisible());
    await admin.getByRole('button', { name: 'Send Alert' }).click();
    await expect(dialog(admin)).toContainText('Select the type of emergency to alert all residents and security');
    await captureBothWidths(admin, 'alerts-admin-dialog', async () => expect(dialog(admin)).toBeVisible(), {
      dialog: true,
    });
    await dialog(admin).getByRole('button', { name: 'Close' }).click();

    await captureBothWidths(page, 'alerts-resident', async () => expect(page.getByText(REASON).first()).toBeVisible());
  } finally {
    await adminContext.close();
  }
});
