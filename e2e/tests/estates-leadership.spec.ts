import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_ESTATE, LANDING, signIn } from '../support/app';
import {
  Api,
  captureBothWidths,
  deleteResidents,
  demoEstateId,
  findResident,
  type NewResident,
  pngFile,
  pngImage,
  registerResident,
  runTag,
  verifyResident,
} from '../support/estates-fixtures';

// Issue 4: the demo admin sees the estate profile and manages its leadership: adds a leader by
// choosing a resident (one made for this test and approved), edits them, and removes them again
// so the demo estate's leadership stays as the other tests expect it.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('the demo admin adds, edits and removes a leader', async ({ page }) => {
  const tag = runTag();
  const leader: NewResident = {
    first_name: 'Bisi',
    last_name: 'Alade',
    email: `bisi.alade.${tag}@example.ng`,
    phone_number: `08${tag}777`,
    home_address: '9 Palm Close',
    house_type: '4bedroom',
    resident_type: 'landlord/landlady',
  };
  const admin = await Api.open();
  await admin.signIn(DEMO.admin);
  const estateId = await demoEstateId(admin);
  await registerResident(admin, estateId, leader);
  try {
    await verifyResident(admin, leader.email);
    const row = await findResident(admin, leader.email);
    const approved = await admin.send('POST', `/api/admin/approve-resident/${row!.id}/`);
    expect(approved.status, approved.text).toBe(200);

    // The estate profile (view mode) with its leadership and bank accounts.
    await signIn(page, DEMO.admin, LANDING.admin);
    await page.goto('/admin/estate-profile');
    await expect(page.getByRole('heading', { level: 2, name: DEMO_ESTATE })).toBeVisible();
    const leadershipList = page.getByRole('list', { name: 'Leadership' });
    await expect(leadershipList.getByRole('listitem')).toHaveCount(2);
    await expect(leadershipList).toContainText('Tunde Bakare');
    await expect(leadershipList).toContainText('Chairman');
    await expect(page.getByRole('list', { name: 'Bank accounts' })).toContainText('0123456789');
    await captureBothWidths(page, 'estate-profile-demo');

    // The Leadership button goes to the estate's leadership screen.
    await page.getByRole('link', { name: 'Leadership' }).click();
    await expect(page).toHaveURL(`/admin/estates/${estateId}/leadership`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Leadership' })).toBeVisible();
    const members = page.getByRole('list', { name: 'Leadership members' }).getByRole('listitem');
    await expect(members).toHaveCount(2);
    await expect(members.first()).toContainText('Tunde Bakare');
    await expect(members.first()).toContainText('Order 1');

    // Add: a resident must be chosen first.
    await page.getByRole('button', { name: 'Add Leader' }).click();
    const add = page.getByRole('dialog', { name: 'Add Leader' });
    await add.getByLabel('Position').fill('Treasurer');
    await add.getByRole('button', { name: 'Add Leader' }).click();
    await expect(add.locator('#leader-user-error')).toHaveText('Select a resident of this estate.');

    // Search, choose (the phone comes from the resident), bio, order and a picture.
    await add.getByLabel('Search residents').fill('Bisi');
    const choice = `Bisi Alade (${leader.email})`;
    await expect(add.getByLabel('Resident', { exact: true }).getByRole('option', { name: choice })).toBeAttached();
    // Leaders already on the list are not offered again.
    await add.getByLabel('Search residents').fill('');
    await expect(add.getByLabel('Resident', { exact: true }).getByRole('option', { name: choice })).toBeAttached();
    await expect(add.getByLabel('Resident', { exact: true }).getByRole('option', { name: /Tunde Bakare/ })).toHaveCount(
      0,
    );
    await add.getByLabel('Resident', { exact: true }).selectOption({ label: choice });
    await expect(add.getByLabel('Phone Number')).toHaveValue(leader.phone_number);
    await add.getByLabel('Bio').fill('Keeps the estate accounts and the service charge records.');
    await add.getByLabel('Order').fill('3');
    await add
      .getByLabel('Profile Picture (optional)')
      .setInputFiles(pngFile('bisi.png', pngImage(64, [190, 18, 60], [254, 226, 226])));
    await expect(add.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await captureBothWidths(page, 'leadership-add-dialog', undefined, { dialog: true });
    await add.getByRole('button', { name: 'Add Leader' }).click();
    await expect(toast(page, 'Leader added')).toBeVisible();
    await expect(add).toBeHidden();

    await expect(members).toHaveCount(3);
    const bisi = members.filter({ hasText: 'Bisi Alade' });
    await expect(bisi).toContainText('Treasurer');
    await expect(bisi).toContainText('Order 3');
    await expect(bisi).toContainText(leader.phone_number);
    await expect(bisi).toContainText(leader.email);
    await expect(bisi).toContainText('Keeps the estate accounts');
    await expect.poll(() => bisi.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    // Ordered by "order": Chairman (1), Secretary (2), Treasurer (3).
    await expect(members.last()).toContainText('Bisi Alade');
    await captureBothWidths(page, 'leadership');

    // Edit: position, e-mail, bio and order.
    await bisi.getByRole('button', { name: 'Edit Bisi Alade' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Bisi Alade' });
    await expect(edit.getByLabel('Position')).toHaveValue('Treasurer');
    await edit.getByLabel('Position').fill('Financial Secretary');
    await edit.getByLabel('Email').fill(`treasury.${tag}@example.ng`);
    await edit.getByLabel('Bio').fill('Keeps the books; ask her for receipts.');
    await edit.getByLabel('Order').fill('0');
    await captureBothWidths(page, 'leadership-edit-dialog', undefined, { dialog: true });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(bisi).toContainText('Financial Secretary');
    await expect(bisi).toContainText(`treasury.${tag}@example.ng`);
    await expect(bisi).toContainText('Order 0');
    await expect(members.first()).toContainText('Bisi Alade');

    // The estate profile lists the new leader too.
    await page.getByRole('link', { name: 'Back to Estate Profile' }).click();
    await expect(leadershipList.getByRole('listitem')).toHaveCount(3);
    await expect(leadershipList).toContainText('Financial Secretary');
    await page.goBack();

    // Remove, after the confirm step (the demo estate keeps its two leaders).
    await bisi.getByRole('button', { name: 'Remove Bisi Alade' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove leader?' });
    await expect(confirm).toContainText('Bisi Alade will no longer be listed as Financial Secretary.');
    await captureBothWidths(page, 'leadership-remove-confirm', undefined, { dialog: true });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Leader removed')).toBeVisible();
    await expect(members).toHaveCount(2);
  } finally {
    await deleteResidents(admin, [leader.email]);
    await admin.close();
  }
});
