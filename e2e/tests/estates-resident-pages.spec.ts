import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_ESTATE, LANDING, signIn } from '../support/app';
import { Api, captureBothWidths, waitForMailAbout } from '../support/estates-fixtures';

// Issue 4: a resident (Amaka, of the demo estate) edits their profile, asks for their account
// to be deleted, and reads the estate's information page. Amaka's profile is put back at the end.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const item = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('a resident edits their profile and asks for their account to be deleted', async ({ page }) => {
  await signIn(page, DEMO.resident, LANDING.resident);
  const amaka = await Api.open();
  await amaka.signIn(DEMO.resident);
  const before = await amaka.get<Record<string, string>>('/api/resident/profile/');
  try {
    await page.goto('/resident/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Amaka Eze' })).toBeVisible();
    await expect(item(page, 'Email')).toHaveText(DEMO.resident);
    await expect(item(page, 'Estate')).toHaveText(DEMO_ESTATE);
    await expect(item(page, 'House Type')).toHaveText('3 Bedroom');
    await expect(item(page, 'Resident Type')).toHaveText('Tenant');
    await expect(item(page, 'Account Status')).toHaveText('Approved');
    await captureBothWidths(page, 'profile-view');

    // Edit: a bad phone number first, then new details.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await expect(form.getByLabel('First Name')).toHaveValue('Amaka');
    await expect(form.getByText('Email, estate and role cannot be changed here.')).toBeVisible();
    await captureBothWidths(page, 'profile-edit');
    await form.getByLabel('Phone Number').fill('0803000');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.locator('#profile-phone-error')).toHaveText('Phone number must be exactly 11 digits.');
    await form.getByLabel('Phone Number').fill(before.phone_number!);
    await form.getByLabel('Home Address').fill('Block C, Flat 4, Palm Grove');
    await form.getByLabel('Street Number').fill('4B');
    await form.getByLabel('House Type').selectOption({ label: 'Duplex' });
    await form.getByLabel('Resident Type').selectOption({ label: 'Landlord/Landlady' });
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile updated successfully.')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(item(page, 'Home Address')).toHaveText('Block C, Flat 4, Palm Grove');
    await expect(item(page, 'Street Number')).toHaveText('4B');
    await expect(item(page, 'House Type')).toHaveText('Duplex');
    await expect(item(page, 'Resident Type')).toHaveText('Landlord/Landlady');
    // Saved on the server, not only on the screen.
    await page.reload();
    await expect(item(page, 'Street Number')).toHaveText('4B');

    // Delete Account: the dialog says what happens; Cancel sends nothing.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account' });
    await expect(dialog).toContainText('an admin will be notified of your request');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByLabel('Reason (optional)').fill('Moving to Abuja for work.');
    await captureBothWidths(page, 'profile-delete-account-dialog', undefined, { dialog: true });
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/resident/delete-account-request/'));
    await dialog.getByRole('button', { name: 'Request Deletion' }).click();
    expect((await sent).status()).toBe(202);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Deletion request sent' })).toContainText(
      'Your request has been sent. An estate admin will contact you.',
    );
    // The estate admin really is told.
    const mail = await waitForMailAbout(DEMO.admin, 'Amaka Eze asked to delete their EstateHub account');
    expect(mail.text).toContain('Reason: Moving to Abuja for work.');
    // Still signed in: the request does not delete anything by itself.
    await expect(page.getByRole('heading', { name: 'Amaka Eze' })).toBeVisible();
  } finally {
    const restored = await amaka.send('PATCH', '/api/resident/profile/', {
      home_address: before.home_address,
      street_number: before.street_number,
      house_type: before.house_type,
      resident_type: before.resident_type,
    });
    expect(restored.status, restored.text).toBe(200);
    await amaka.close();
  }
});

test('a resident reads the estate page: the estate, its bank accounts and its leadership', async ({ page }) => {
  await signIn(page, DEMO.resident, LANDING.resident);
  await page.getByRole('link', { name: 'Estate Info' }).first().click();
  await expect(page).toHaveURL('/resident/estate');
  await expect(page.getByRole('heading', { level: 1, name: 'Estate Information' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: DEMO_ESTATE })).toBeVisible();
  const logo = page.getByRole('img', { name: `${DEMO_ESTATE} logo` });
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('12 Admiralty Way, Lekki Phase 1, Lagos')).toBeVisible();

  const accounts = page.getByRole('list', { name: 'Bank accounts' });
  await expect(accounts.getByRole('listitem').filter({ hasText: 'GTBank' })).toContainText(
    'Palm Grove Estate Residents Association',
  );
  await expect(accounts.getByRole('listitem').filter({ hasText: 'Zenith Bank' })).toContainText('2098765432');
  await expect(accounts.getByRole('button', { name: 'Copy account number 0123456789 (GTBank)' })).toBeVisible();

  const leaders = page.getByRole('list', { name: 'Leadership' }).getByRole('listitem');
  await expect(leaders.filter({ hasText: 'Tunde Bakare' })).toContainText('Chairman');
  await expect(leaders.filter({ hasText: 'Amaka Eze' })).toContainText('Secretary');
  await expect(leaders.filter({ hasText: 'Tunde Bakare' })).toContainText('leads the residents association');
  await captureBothWidths(page, 'resident-estate');
});
