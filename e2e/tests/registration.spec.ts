import { expect, type Page, test } from '@playwright/test';
import {
  approveAsDemoAdmin,
  DEMO,
  DEMO_ESTATE,
  DEMO_PASSWORD,
  LANDING,
  signIn,
  submitSignIn,
  uniqueSuffix,
} from '../support/app';
import { codeIn, waitForMail } from '../support/mailbox';

type Person = { fullName: string; email: string; phone: string; password: string };

function newPerson(): Person {
  const id = uniqueSuffix();
  return {
    fullName: `Chidi Nwosu ${id}`,
    email: `chidi.${id}@example.ng`,
    phone: `080${id}`.slice(0, 11),
    password: 'Gate#Pass2026',
  };
}

async function fillRegistration(page: Page, person: Person) {
  await page.getByLabel('Full name').fill(person.fullName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone').fill(person.phone);
  await page.getByLabel('Home address').fill('14 Palm Avenue');
  await page.getByLabel('House type').selectOption({ label: 'Duplex' });
  await page.getByLabel('Estate', { exact: true }).selectOption({ label: DEMO_ESTATE });
  await page.getByLabel('Resident type').selectOption({ label: 'Tenant' });
  await page.getByLabel('Password', { exact: true }).fill(person.password);
}

const registerButton = (page: Page) => page.getByRole('button', { name: 'Register', exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const errorPanel = (page: Page) => page.getByRole('alert').filter({ hasText: 'Registration failed' });

test('a new resident registers, verifies the e-mailed code, waits for approval and signs in', async ({
  page,
  browser,
}) => {
  const person = newPerson();
  await page.goto('/register');
  await fillRegistration(page, person);
  await registerButton(page).click();

  await expect(toast(page, 'Registration successful! Check your email to verify before logging in.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  // After 2.5 s the screen moves on to verification, carrying the e-mail.
  await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(person.email)}`, { timeout: 6_000 });
  await expect(page.getByText(person.email)).toBeVisible();

  // The code just went out, so the resend wait is already counting down (no click ends in a 429).
  await expect(page.getByRole('button', { name: /^Resend Code \((5\d|60)s\)$/ })).toBeDisabled();

  // Signing in before verifying is refused, with a way back to the verify screen.
  await submitSignIn(page, person.email, person.password);
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Please verify your email before signing in.')).toBeVisible();
  await page.getByRole('link', { name: 'Verify your email' }).click();
  await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(person.email)}`);

  const mail = await waitForMail(person.email, 1);
  expect(mail.subject.toLowerCase()).toContain('verification code');
  const code = codeIn(mail);

  // A wrong code first, then the one from the e-mail.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Invalid or expired code.')).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await expect(
    toast(page, 'Email verified. You can sign in once your estate admin approves your account.'),
  ).toBeVisible();

  // Verified but not yet approved.
  await submitSignIn(page, person.email, person.password);
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Your account is awaiting approval by your estate admin.')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await approveAsDemoAdmin(browser, person.email);

  await signIn(page, person.email, LANDING.resident, person.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Resident Dashboard' })).toBeVisible();
  await expect(page.getByText(`Chidi Nwosu`, { exact: true })).toBeAttached();
});

test.describe('registration form messages', () => {
  test('phone and password rules, the live checklist and the Registration failed panel', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register as a Resident' })).toBeVisible();
    await expect(page.getByLabel('Resident type')).toHaveValue('tenant');

    // Submit stays disabled until every password rule is met; the checklist shows once focused and non-empty.
    await expect(registerButton(page)).toBeDisabled();
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('weak');
    const checklist = page.getByRole('list', { name: 'Password requirements' });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByRole('listitem')).toHaveText([
      'At least 8 characters(not met)',
      'One uppercase letter(not met)',
      'One lowercase letter(met)',
      'One number(not met)',
      'One special character(not met)',
    ]);
    await expect(registerButton(page)).toBeDisabled();
    await password.fill('Weak#Pass1');
    await expect(checklist.getByRole('listitem')).toHaveText([
      'At least 8 characters(met)',
      'One uppercase letter(met)',
      'One lowercase letter(met)',
      'One number(met)',
      'One special character(met)',
    ]);
    await expect(registerButton(page)).toBeEnabled();

    // The show/hide toggle.
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    // Every other field empty: each one says so.
    await registerButton(page).click();
    await expect(page.locator('#reg-full-name-error')).toHaveText('This field is required.');
    await expect(page.locator('#reg-email-error')).toHaveText('This field is required.');
    await expect(page.locator('#reg-address-error')).toHaveText('This field is required.');
    await expect(page.locator('#reg-house-type-error')).toHaveText('Select a valid house type.');
    await expect(page.locator('#reg-estate-error')).toHaveText('Select a valid estate.');
    await expect(errorPanel(page)).toContainText('Phone number must be exactly 11 digits.');

    // The phone input takes at most 11 characters; ten digits are refused with the spec's message.
    const phone = page.getByLabel('Phone');
    await phone.pressSequentially('080123456789');
    await expect(phone).toHaveValue('08012345678');
    await phone.fill('0801234567');
    await page.getByLabel('Full name').fill('Ada');
    await page.getByLabel('Email').fill('not-an-email');
    await registerButton(page).click();
    await expect(page.locator('#reg-full-name-error')).toHaveText('Please enter your first and last name.');
    await expect(page.locator('#reg-email-error')).toHaveText('Enter a valid email address.');
    await expect(page.locator('#reg-phone-error')).toHaveText('Phone number must be exactly 11 digits.');
    await expect(errorPanel(page)).toContainText('Phone number must be exactly 11 digits.');

    // Weakening the password after a submit: the panel gives the password message too.
    await password.fill('weakpass');
    await expect(errorPanel(page).getByRole('listitem')).toHaveText([
      'Phone number must be exactly 11 digits.',
      'Password must meet all security requirements.',
    ]);
    await expect(page.locator('#reg-password-error')).toHaveText('Password must meet all security requirements.');
    await expect(registerButton(page)).toBeDisabled();
  });

  test('the server refuses an e-mail already in use: panel, field message and notification', async ({ page }) => {
    const person = { ...newPerson(), email: DEMO.resident2 };
    await page.goto('/register');
    await fillRegistration(page, person);
    await registerButton(page).click();
    await expect(errorPanel(page)).toContainText('Email: A user with this email already exists.');
    await expect(page.locator('#reg-email-error')).toHaveText('A user with this email already exists.');
    await expect(toast(page, 'Email: A user with this email already exists.')).toBeVisible();
    await expect(page).toHaveURL('/register');
  });
});

test.describe('verify email messages', () => {
  test('digits only, six of them; an empty code says so', async ({ page }) => {
    await page.goto('/verify-email?email=nobody.here%40example.ng');
    const code = page.getByLabel('Verification code');
    const verify = page.getByRole('button', { name: 'Verify', exact: true });
    await expect(verify).toBeDisabled();
    await code.press('Enter');
    await expect(page.getByText('Please enter the verification code.')).toBeVisible();
    await code.pressSequentially('12ab34');
    await expect(code).toHaveValue('1234');
    await expect(verify).toBeDisabled();
    await code.pressSequentially('5678');
    await expect(code).toHaveValue('123456');
    await expect(verify).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      /^mailto:support@estatehub\.ng$/,
    );
  });

  test('a resend starts the 60 s countdown', async ({ page }) => {
    await page.clock.install();
    // An address with no account answers like any other, so the screen's own countdown shows.
    await page.goto('/verify-email?email=nobody.here%40example.ng');
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'A new verification code has been sent to your email.' }),
    ).toBeVisible();
    await expect(toast(page, 'A new verification code has been sent to your email.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code (60s)' })).toBeDisabled();
    await page.clock.runFor(1_000);
    await expect(page.getByRole('button', { name: 'Resend Code (59s)' })).toBeDisabled();
    // The countdown ticks once a second, each tick scheduled after the last one rendered.
    for (let second = 59; second > 0; second--) {
      await expect(page.getByRole('button', { name: `Resend Code (${second}s)` })).toBeDisabled();
      await page.clock.runFor(1_000);
    }
    await expect(page.getByRole('button', { name: 'Resend Code', exact: true })).toBeEnabled();
  });

  test('a resend named by e-mail answers alike for a verified account (nothing to learn about it)', async ({
    page,
  }) => {
    // The server answers a named address the same whoever it belongs to; only the browser that
    // verified hears "already verified" (screen-fixes.spec.ts).
    await page.goto(`/verify-email?email=${encodeURIComponent(DEMO.pending)}`);
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'A new verification code has been sent to your email.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(DEMO.pending)}`);
  });

  test('without an e-mail or a registration, the server cannot tell whom to verify', async ({ page }) => {
    await page.goto('/verify-email');
    await page.getByLabel('Verification code').fill('123456');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(
      page.getByText('We could not tell which account to verify. Sign in or enter your email.'),
    ).toBeVisible();
    await expect(page).toHaveURL('/verify-email');
  });
});

test('the sign-in screen messages', async ({ page }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Sign In' });
  await submit.click();
  await expect(page.locator('#login-email-error')).toHaveText('This field is required.');
  await expect(page.locator('#login-password-error')).toHaveText('This field is required.');
  await page.getByLabel('Email').fill('amaka@demo');
  await submit.click();
  await expect(page.locator('#login-email-error')).toHaveText('Enter a valid email address.');

  await page.getByLabel('Email').fill(DEMO.resident);
  await page.getByLabel('Password', { exact: true }).fill(`${DEMO_PASSWORD}x`);
  await submit.click();
  const failure = page.getByRole('alert').filter({ hasText: 'Sign in failed' });
  await expect(failure).toContainText('Invalid email or password.');
  await expect(page).toHaveURL('/login');

  await expect(page.getByRole('link', { name: "Don't have an account? Register" })).toHaveAttribute(
    'href',
    '/register',
  );
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
});
