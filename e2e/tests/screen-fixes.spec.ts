import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_ESTATE, LANDING, openInApp, signIn, uniqueSuffix } from '../support/app';
import {
  Api,
  captureBothWidths,
  closeToasts,
  deleteResidents,
  demoEstateId,
  type NewResident,
  registerResident,
  runTag,
} from '../support/estates-fixtures';
import { codeIn, waitForMail } from '../support/mailbox';
import { DESKTOP } from '../support/screens';

// Issue 7 item 17: the screen defects found in review, each shown fixed as a person sees it.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.use({ viewport: DESKTOP });

test('Contact Support: the success message is on screen after sending, and a notification says so', async ({
  page,
}) => {
  await page.goto('/contact-support');
  await page.getByLabel('Email').fill(`sender.${uniqueSuffix()}@example.ng`);
  await page.getByLabel('Subject').fill('Gate remote');
  await page.getByLabel('Message').fill('Our gate remote stopped working.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const sent = 'Thank you! Your message has been sent. We will reply within 24 hours.';
  await expect(page.getByRole('status').filter({ hasText: sent })).toBeInViewport();
  await expect(toast(page, sent)).toBeVisible();
  await captureBothWidths(page, 'contact-support-sent');
});

test('Register Estate: the success message is on screen after registering', async ({ page }) => {
  const id = uniqueSuffix();
  await page.goto('/register-estate');
  await page.getByLabel('Estate Name').fill(`Cove Gardens ${id}`);
  await page.getByLabel('Estate Email').fill(`cove.${id}@example.ng`);
  await page.getByLabel('Phone Number').fill(`080${id}`.slice(0, 11));
  await page.getByLabel('Address', { exact: true }).fill('1 Cove Road, Lekki');
  await page.getByLabel('Description').fill('A quiet close by the lagoon.');
  await page.getByRole('button', { name: 'Register Estate' }).click();
  const panel = page.getByRole('status').filter({ hasText: 'Check the estate e-mail' });
  await expect(panel).toBeInViewport();
  await page.screenshot({ path: 'e2e/screenshots/register-estate-sent-1280.png' });
});

test('phone fields keep digits only, as they are typed', async ({ page }) => {
  await page.goto('/register');
  const phone = page.getByLabel('Phone');
  await phone.pressSequentially('08a0b3c1-2 3x4567');
  await expect(phone).toHaveValue('08031234567');
  await page.goto('/contact-support');
  const supportPhone = page.getByLabel('Phone (optional)');
  await supportPhone.pressSequentially('0803 one 1234567');
  await expect(supportPhone).toHaveValue('08031234567');
});

test('a half-filled new bank account blocks the save and says what is missing', async ({ page }) => {
  await signIn(page, DEMO.admin, LANDING.admin);
  await page.goto('/admin/estate-profile');
  await expect(page.getByRole('heading', { level: 2, name: DEMO_ESTATE })).toBeVisible();
  const saved = await page.getByRole('list', { name: 'Bank accounts' }).getByRole('listitem').count();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit estate profile' });
  await form.getByRole('button', { name: 'Add Bank Account' }).click();
  const row = form.getByRole('group', { name: 'New bank account' });
  await row.getByLabel('Account Number').fill('9876543210');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(row.getByText('This field is required.')).toHaveCount(2);
  await expect(form).toBeVisible();
  await expect(toast(page, 'Estate updated successfully!')).toHaveCount(0);
  await captureBothWidths(page, 'estate-profile-half-filled-bank-account');
  // Leaving without saving keeps the accounts as they were.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('list', { name: 'Bank accounts' }).getByRole('listitem')).toHaveCount(saved);
});

test.describe('the signed-in sidebars keep the app shell', () => {
  test('the admin: Contact Support, Subscription, and an unknown address inside the shell', async ({ page }) => {
    await signIn(page, DEMO.admin, LANDING.admin);
    const sidebar = page.getByRole('navigation', { name: 'Admin navigation' });
    await sidebar.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL('/contact-support');
    // One title: the shell's header (the page leaves out its own h1 inside the shell).
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Support' })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
    await expect(sidebar).toBeVisible();
    await captureBothWidths(page, 'contact-support-admin');
    await sidebar.getByRole('link', { name: 'Subscription' }).click();
    await expect(page).toHaveURL('/user-subscription');
    await expect(sidebar).toBeVisible();
    await page.goto('/admin/no-such-screen');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('This page does not exist')).toBeVisible();
    await expect(sidebar).toBeVisible();
    await captureBothWidths(page, 'admin-not-found');
  });

  test('a resident: Contact Support stays inside the shell', async ({ page }) => {
    await signIn(page, DEMO.resident, LANDING.resident);
    const sidebar = page.getByRole('navigation', { name: 'Resident navigation' });
    await sidebar.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL('/contact-support');
    await expect(sidebar).toBeVisible();
    await page.goto('/resident/no-such-screen');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('This page does not exist')).toBeVisible();
    await expect(sidebar).toBeVisible();
  });

  test('signed out, the same pages keep the public layout', async ({ page }) => {
    await page.goto('/contact-support');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toHaveCount(0);
  });
});

test('the residents table at 1280 px: whole e-mails, aligned actions, and no Approve before e-mail verification', async ({
  page,
}) => {
  const tag = runTag();
  const street = `Kingfisher Lane ${tag}`;
  const people: NewResident[] = ['Olufunmilayo', 'Chukwuemeka'].map((first, index) => ({
    first_name: first,
    last_name: 'Adebayo-Okonkwo',
    email: `${first.toLowerCase()}.adebayo-okonkwo.${tag}@residents.example.ng`,
    phone_number: `08${tag}${index}55`,
    home_address: `${index + 1} ${street}`,
    house_type: 'duplex',
    resident_type: 'tenant',
  }));
  const api = await Api.open();
  const admin = await Api.open();
  try {
    const estateId = await demoEstateId(api);
    for (const person of people) await registerResident(api, estateId, person);
    // Only the first verifies their e-mail.
    const code = codeIn(await waitForMail(people[0]!.email));
    const verified = await api.send('POST', '/api/auth/verify-email/', { email: people[0]!.email, code });
    expect(verified.status, verified.text).toBeLessThan(300);

    await signIn(page, DEMO.admin, LANDING.admin);
    await page.goto('/admin/residents');
    await page.getByLabel('Search residents').fill(street);
    const table = page.getByRole('table', { name: 'Residents' });
    await expect(table.locator('tbody tr')).toHaveCount(2);

    const verifiedRow = table.getByRole('row').filter({ hasText: 'Olufunmilayo' });
    const unverifiedRow = table.getByRole('row').filter({ hasText: 'Chukwuemeka' });
    await expect(verifiedRow.getByRole('button', { name: /^Approve/ })).toBeVisible();
    await expect(unverifiedRow).toContainText('E-mail not verified');
    await expect(unverifiedRow.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

    // Each e-mail is shown whole (wrapped, not cut), and the Delete buttons line up.
    for (const person of people) {
      const cell = table.getByText(person.email, { exact: true });
      await expect(cell).toBeVisible();
      const cut = await cell.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut, `${person.email} is cut off`).toBe(false);
    }
    const deletes = table.getByRole('button', { name: /^Delete/ });
    const right = await Promise.all(
      (await deletes.all()).map(async (button) => {
        const box = (await button.boundingBox())!;
        return Math.round(box.x + box.width);
      }),
    );
    expect(new Set(right).size, `Delete buttons end at ${right.join(', ')}`).toBe(1);
    await captureBothWidths(page, 'residents-unverified', async () => {
      if (page.viewportSize()!.width >= 1280) return;
      // The cards say why there is no Approve button.
      const card = page
        .getByRole('list', { name: 'Residents' })
        .getByRole('listitem')
        .filter({ hasText: 'Chukwuemeka' });
      await expect(card).toContainText('Approval waits until this person verifies their e-mail.');
      await expect(card.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    });
  } finally {
    await admin.signIn(DEMO.admin);
    await deleteResidents(
      admin,
      people.map((person) => person.email),
    );
    await api.close();
    await admin.close();
  }
});

test('the Add Leader dialog at 1280x800: its buttons are on screen, and an empty list links to Residents', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, LANDING.admin);
  const admin = await Api.open();
  await admin.signIn(DEMO.admin);
  const estateId = await demoEstateId(admin);
  await admin.close();
  await page.goto(`/admin/estates/${estateId}/leadership`);
  await page.getByRole('button', { name: 'Add Leader' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Leader' });
  await expect(dialog.getByRole('button', { name: 'Add Leader' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  await captureBothWidths(page, 'leader-add-dialog', undefined, { dialog: true });
  await page.setViewportSize(DESKTOP);

  await dialog.getByLabel('Search residents').fill('nobody-by-this-name');
  const link = dialog.getByRole('link', { name: 'Approve residents on the Residents page' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL('/admin/residents');
});

test.describe('Verify Email', () => {
  test('straight from registration the resend wait is already running; after verifying, Resend says the e-mail is verified', async ({
    page,
  }) => {
    const id = uniqueSuffix();
    const email = `ngozi.${id}@example.ng`;
    await page.goto('/register');
    await page.getByLabel('Full name').fill(`Ngozi Obi ${id}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill(`081${id}`.slice(0, 11));
    await page.getByLabel('Home address').fill('2 Palm Avenue');
    await page.getByLabel('House type').selectOption({ label: 'Duplex' });
    await page.getByLabel('Estate', { exact: true }).selectOption({ label: DEMO_ESTATE });
    await page.getByLabel('Resident type').selectOption({ label: 'Tenant' });
    await page.getByLabel('Password', { exact: true }).fill('Gate#Pass2026');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`, { timeout: 6_000 });
    // No click is needed to learn about the wait: the button counts down from the start.
    await expect(page.getByRole('button', { name: /^Resend Code \((5\d|60)s\)$/ })).toBeDisabled();

    await page.getByLabel('Verification code').fill(codeIn(await waitForMail(email)));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL('/login');
    await closeToasts(page);

    // Back on the screen in the same browser, without the address: Resend says it is done already.
    await page.goto('/verify-email');
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(toast(page, 'Your email is already verified. You can proceed to login.')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('without ?email the screen has an Email field, and a resend to it is sent', async ({ page }) => {
    await page.goto('/verify-email');
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeVisible();
    await email.fill(`nobody.${uniqueSuffix()}@example.ng`);
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'A new verification code has been sent to your email.' }),
    ).toBeVisible();
    await captureBothWidths(page, 'verify-email-without-address');
  });
});

test('a write refused because the subscription lapsed sends the admin to renew', async ({ page, context }) => {
  // The lapsed admin's screen still believes the subscription is active (as when the trial ends
  // while they are signed in): another tab of the same browser stores that belief, which this
  // tab picks up through the storage event, without asking the server.
  await signIn(page, DEMO.lapsedAdmin, '/user-subscription');
  const other = await context.newPage();
  await other.goto('/terms');
  // Its own start-up check of the user is done (it stores what the server says) before the edit.
  await other.waitForLoadState('networkidle');
  await other.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}');
    localStorage.setItem('user', JSON.stringify({ ...user, subscription_active: true }));
  });
  await other.close();
  await openInApp(page, '/admin/estate-profile');
  await expect(page).toHaveURL('/admin/estate-profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('form', { name: 'Edit estate profile' }).getByRole('button', { name: 'Save Changes' }).click();
  // The server answers 403 with subscription_active false: the app now knows, and sends them on.
  await expect(page).toHaveURL('/user-subscription');
  await expect(page.getByText('Subscription Inactive')).toBeVisible();
});
