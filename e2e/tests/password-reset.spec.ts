import { expect, type Page, test } from '@playwright/test';
import { LANDING, signIn, submitSignIn } from '../support/app';
import { type NewResident, RESIDENT_PASSWORD, runTag, waitForMailAbout } from '../support/estates-fixtures';
import { codeIn } from '../support/mailbox';
import { joinDemoEstate } from '../support/payments-fixtures';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('forgot and reset password end to end', async ({ page }) => {
  // A resident of this run's own: their password changes here, and other tests mail the demo people.
  const tag = runTag();
  const person: NewResident = {
    first_name: 'Kelechi',
    last_name: 'Nwosu',
    email: `kelechi.reset.${tag}@example.ng`,
    phone_number: `07${tag}321`,
    home_address: '4 Reset Road',
    house_type: 'bungalow',
    resident_type: 'tenant',
  };
  await joinDemoEstate(person);
  const email = person.email;
  const newPassword = 'Fresh#Start2027';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If an account exists for this email, a reset code has been sent.' }),
  ).toBeVisible();
  // After 3 s the screen moves on to the reset screen with the e-mail filled in.
  await expect(page).toHaveURL(`/reset-password?email=${encodeURIComponent(email)}`, { timeout: 6_000 });
  await expect(page.getByLabel('Email')).toHaveValue(email);

  // A second code within the minute is refused, and the Resend button counts down the wait.
  await page.getByRole('button', { name: 'Resend', exact: true }).click();
  await expect(page.getByText(/^Please wait \d{1,2} seconds before trying again\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend \(\d{1,2}s\)$/ })).toBeDisabled();

  const mail = await waitForMailAbout(email, /password reset code/i);
  const code = codeIn(mail);

  await page.getByLabel('Reset code').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired code.' })).toBeVisible();

  await page.getByLabel('Reset code').fill(code);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(toast(page, 'Your password has been reset. You can now sign in.')).toBeVisible();

  // The old password no longer works; the new one does.
  await submitSignIn(page, email, RESIDENT_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Sign in failed' })).toContainText(
    'Invalid email or password.',
  );
  await signIn(page, email, LANDING.resident, newPassword);
});

test('forgot password messages', async ({ page }) => {
  await page.goto('/forgot-password');
  const send = page.getByRole('button', { name: 'Send Reset Code' });
  await send.click();
  await expect(page.locator('#forgot-email-error')).toHaveText('This field is required.');
  await page.getByLabel('Email').fill('ada@');
  await send.click();
  await expect(page.locator('#forgot-email-error')).toHaveText('Enter a valid email address.');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL('/login');
});

test.describe('reset password screen', () => {
  test('field messages, the 3-of-5 rule, its hint and the strength meter', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByText('Password must meet at least 3 requirements to continue')).toBeVisible();

    const submit = page.getByRole('button', { name: 'Reset Password' });
    await submit.click();
    await expect(page.locator('#reset-email-error')).toHaveText('This field is required.');
    await expect(page.locator('#reset-code-error')).toHaveText('Enter the 6-digit code.');
    await expect(page.locator('#reset-password-error')).toHaveText('This field is required.');

    // Resending needs the e-mail.
    await page.getByRole('button', { name: 'Resend', exact: true }).click();
    await expect(page.locator('#reset-email-error')).toHaveText('Please enter your email address to resend the code.');

    const code = page.getByLabel('Reset code');
    await code.pressSequentially('12a3');
    await expect(code).toHaveValue('123');

    // Score 1-2 Weak, 3 Fair, 4 Good, 5 Strong.
    const password = page.getByLabel('New password');
    const meter = page.getByText(/^Password strength: /);
    for (const [value, label] of [
      ['abc', 'Weak'],
      ['abcD', 'Weak'],
      ['abcD1', 'Fair'],
      ['abcD1!', 'Good'],
      ['abcD1!xy', 'Strong'],
    ] as const) {
      await password.fill(value);
      await expect(meter).toHaveText(`Password strength: ${label}`);
    }

    await page.getByLabel('Email').fill('ada@example.ng');
    await password.fill('abcD');
    await submit.click();
    await expect(page.locator('#reset-code-error')).toHaveText('Enter the 6-digit code.');
    await expect(page.locator('#reset-password-error')).toHaveText(
      'Please choose a stronger password that meets at least 3 of the requirements.',
    );
    // Three of five is enough for the screen.
    await password.fill('abcD1');
    await expect(page.locator('#reset-password-error')).toHaveText('');
  });

  test('a resend starts the 60 s countdown', async ({ page }) => {
    await page.clock.install();
    await page.goto('/reset-password');
    // Any address gets the same answer, whether or not it has an account.
    await page.getByLabel('Email').fill('no.account@example.ng');
    await page.getByRole('button', { name: 'Resend', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'If an account exists for this email, a reset code has been sent.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend (60s)' })).toBeDisabled();
    await page.clock.runFor(1_000);
    await expect(page.getByRole('button', { name: 'Resend (59s)' })).toBeDisabled();
  });
});
