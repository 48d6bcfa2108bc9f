import { expect, type Page, test } from '@playwright/test';
import { DEMO_ESTATE, LANDING, signIn } from '../support/app';
import {
  captureBothWidths,
  pngFile,
  pngImage,
  runTag,
  tagLetters,
  waitForMailAbout,
} from '../support/estates-fixtures';

// Issue 4: a new estate registers at /register-estate, its admin sets a password from the
// e-mailed code, signs in, completes the estate profile (logo, bank accounts) and the estate
// shows on /estates. Also every message of the registration form (spec part 2 sections 5 and 8).

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const registerButton = (page: Page) => page.getByRole('button', { name: 'Register Estate' });
const failurePanel = (page: Page) => page.getByRole('alert').filter({ hasText: 'Estate registration failed' });

const FIRST_LOGO = pngImage(96, [22, 101, 52], [250, 204, 21]);
const SECOND_LOGO = pngImage(96, [30, 64, 175], [248, 250, 252]);
const ADMIN_PASSWORD = 'Harbour#Admin2026';

type EstateForm = { name: string; email: string; phone: string; address: string; description: string };

async function fillEstate(page: Page, estate: EstateForm) {
  await page.getByLabel('Estate Name').fill(estate.name);
  await page.getByLabel('Estate Email').fill(estate.email);
  await page.getByLabel('Phone Number').fill(estate.phone);
  await page.getByLabel('Address', { exact: true }).fill(estate.address);
  await page.getByLabel('Description').fill(estate.description);
}

test('the register-estate form messages, word for word', async ({ page }) => {
  await page.goto('/register-estate');
  await expect(page.getByRole('heading', { level: 1, name: 'Register Your Estate' })).toBeVisible();
  await captureBothWidths(page, 'register-estate');

  // Nothing filled in: each required field says so, the phone with the spec's message.
  await registerButton(page).click();
  await expect(page.locator('#estate-name-error')).toHaveText('This field is required.');
  await expect(page.locator('#estate-email-error')).toHaveText('This field is required.');
  await expect(page.locator('#estate-address-error')).toHaveText('This field is required.');
  await expect(page.locator('#estate-description-error')).toHaveText('This field is required.');
  await expect(page.locator('#estate-phone-error')).toHaveText('Phone number must be exactly 11 digits.');

  // Ten digits are refused; the input keeps at most eleven characters.
  const phone = page.getByLabel('Phone Number');
  await phone.fill('0803123456');
  await registerButton(page).click();
  await expect(page.locator('#estate-phone-error')).toHaveText('Phone number must be exactly 11 digits.');
  await phone.fill('');
  await phone.pressSequentially('080312345678');
  await expect(phone).toHaveValue('08031234567');

  // The logo: not an image, then an image of more than 5 MB, then a good one (with a preview).
  const logo = page.getByLabel('Estate Logo (optional)');
  await logo.setInputFiles({ name: 'rules.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.locator('#estate-logo-error')).toHaveText('Please select a valid image file for the logo.');
  await expect(logo).toHaveAttribute('aria-invalid', 'true');
  const big = Buffer.concat([FIRST_LOGO, Buffer.alloc(5 * 1024 * 1024)]);
  await logo.setInputFiles(pngFile('huge.png', big));
  await expect(page.locator('#estate-logo-error')).toHaveText('Logo file size must be less than 5MB.');
  await logo.setInputFiles(pngFile('logo.png', FIRST_LOGO));
  await expect(page.locator('#estate-logo-error')).toHaveText('');
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();

  // The demo estate's name, e-mail and phone are taken: the server's field errors, prefixed.
  await fillEstate(page, {
    name: DEMO_ESTATE,
    email: 'office@palmgrove.example.ng',
    phone: '08031234567',
    address: '1 Harbour Road, Victoria Island, Lagos',
    description: 'A copy of an estate that already exists.',
  });
  await registerButton(page).click();
  const expected =
    'Name: An estate with this name already exists. Email: An estate with this email already exists. Phone: An estate with this phone number already exists.';
  await expect(failurePanel(page)).toContainText(expected);
  await expect(toast(page, expected)).toBeVisible();
  await expect(page.locator('#estate-name-error')).toHaveText('An estate with this name already exists.');
  await expect(page.locator('#estate-email-error')).toHaveText('An estate with this email already exists.');
  await expect(page.locator('#estate-phone-error')).toHaveText('An estate with this phone number already exists.');
  await expect(page).toHaveURL('/register-estate');
  await captureBothWidths(page, 'register-estate-errors');
});

test('a new estate registers, its admin sets a password from the e-mail, completes the profile and the estate shows on /estates', async ({
  page,
}) => {
  const tag = runTag();
  const estate: EstateForm = {
    name: `Harbour View Estate ${tagLetters(tag)}`,
    email: `harbour.${tag}@example.ng`,
    phone: `09${tag}123`,
    address: `${tag} Ozumba Mbadiwe Avenue, Victoria Island, Lagos`,
    description: 'Forty terraces by the lagoon, with a shared generator and a residents association.',
  };

  await page.goto('/register-estate');
  await fillEstate(page, estate);
  await page.getByLabel('Estate Logo (optional)').setInputFiles(pngFile('harbour.png', FIRST_LOGO));
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/estates/') && r.request().method() === 'POST');
  await registerButton(page).click();
  expect((await answered).status()).toBe(201);
  await expect(toast(page, 'Estate registered successfully!')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Check the estate e-mail' })).toContainText(estate.email);
  await expect(registerButton(page)).toBeDisabled();
  // Not straight away: 2.5 s later the screen moves on to the list of estates.
  await expect(page).toHaveURL('/register-estate');
  await expect(page).toHaveURL('/estates', { timeout: 6_000 });

  // The estate e-mail carries the code that sets the admin password.
  const mail = await waitForMailAbout(estate.email, 'Welcome to EstateHub');
  expect(mail.subject).toContain(estate.name);
  const code = mail.text.match(/Your code to set the password is (\d{6})\./)?.[1];
  expect(code, mail.text).toBeDefined();
  await page.goto(`/reset-password?email=${encodeURIComponent(estate.email)}`);
  await expect(page.getByLabel('Email')).toHaveValue(estate.email);
  await page.getByLabel('Reset code').fill(code!);
  await page.getByLabel('New password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(toast(page, 'Your password has been reset. You can now sign in.')).toBeVisible();

  await signIn(page, estate.email, LANDING.admin, ADMIN_PASSWORD);

  // The estate profile: what the registration gave, no leadership or bank accounts yet.
  await page.goto('/admin/estate-profile');
  await expect(page.getByRole('heading', { level: 2, name: estate.name })).toBeVisible();
  await expect(page.getByText(estate.description)).toBeVisible();
  await expect(page.getByRole('img', { name: `${estate.name} logo` })).toBeVisible();
  await expect(page.getByText('No bank accounts added yet.')).toBeVisible();
  await expect(page.getByText('No leadership data available.')).toBeVisible();

  // Edit: a new logo, a new description and two bank accounts (one first with a bad number).
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit estate profile' });
  await expect(form.getByLabel('Estate Name')).toHaveValue(estate.name);
  await form.getByLabel('Description').fill(`${estate.description} Gates close at midnight.`);
  await form.getByLabel('Estate Logo').setInputFiles(pngFile('harbour-2.png', SECOND_LOGO));
  await expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();

  await form.getByRole('button', { name: 'Add Bank Account' }).click();
  const first = form.getByRole('group', { name: 'New bank account' }).first();
  await first.getByLabel('Account Number').fill('123456789');
  await expect(first).toContainText('Fill in the account number, account name and bank name to add this account.');
  await first.getByLabel('Account Name').fill('Harbour View Residents Association');
  await first.getByLabel('Bank Name').fill('Access Bank');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(first.getByText('Account number must be exactly 10 digits.')).toBeVisible();
  await first.getByLabel('Account Number').fill('1234567890');

  await form.getByRole('button', { name: 'Add Bank Account' }).click();
  const second = form.getByRole('group', { name: 'New bank account' }).nth(1);
  await second.getByLabel('Account Number').fill('5550001112');
  await second.getByLabel('Account Name').fill('Harbour View Service Charge');
  await second.getByLabel('Bank Name').fill('First Bank');
  await captureBothWidths(page, 'estate-profile-edit');

  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Estate updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  const accounts = page.getByRole('list', { name: 'Bank accounts' });
  await expect(accounts.getByRole('listitem')).toHaveCount(2);
  await expect(accounts).toContainText('Access Bank');
  await expect(accounts).toContainText('1234567890');
  await expect(accounts).toContainText('First Bank');
  await expect(page.getByText('Gates close at midnight.')).toBeVisible();
  const logoImg = page.getByRole('img', { name: `${estate.name} logo` });
  await expect.poll(() => logoImg.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  await captureBothWidths(page, 'estate-profile-view');

  // Delete one account after the confirm step.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await form.getByRole('group', { name: 'Bank account 2' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete bank account?' });
  await expect(confirm).toContainText('First Bank 5550001112');
  await captureBothWidths(page, 'estate-profile-delete-bank-account', undefined, { dialog: true });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Bank account deleted successfully!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(form.getByRole('group', { name: /^Bank account/ })).toHaveCount(1);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(accounts.getByRole('listitem')).toHaveCount(1);
  await expect(accounts).not.toContainText('First Bank');

  // /estates: the new estate with the new logo (the very file uploaded).
  await page.goto('/estates');
  await page.getByLabel('Search estates').fill(estate.name);
  const card = page.getByRole('list', { name: 'Estates' }).getByRole('listitem').filter({ hasText: estate.name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(estate.address);
  const listed = card.locator('img');
  await expect.poll(() => listed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  const src = await listed.getAttribute('src');
  const served = await page.request.get(src!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await served.body(), SECOND_LOGO)).toBe(0);

  await page.getByLabel('Search estates').fill('');
  const estates = page.getByRole('list', { name: 'Estates' });
  await expect(estates.getByRole('heading', { name: DEMO_ESTATE })).toBeVisible();
  await expect(estates.getByRole('heading', { name: estate.name })).toBeVisible();
  await captureBothWidths(page, 'estates-with-logos', async () => {
    await expect
      .poll(() =>
        estates.locator('img').evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.naturalWidth > 0)),
      )
      .toBe(true);
  });
});
