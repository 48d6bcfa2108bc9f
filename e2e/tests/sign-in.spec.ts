import { expect, test } from '@playwright/test';
import { DEMO, LANDING, signIn, submitSignIn } from '../support/app';

test.describe('sign in with the demo accounts', () => {
  for (const [email, landing] of [
    [DEMO.admin, LANDING.admin],
    [DEMO.resident, LANDING.resident],
    [DEMO.guard, LANDING.security],
  ] as const) {
    test(`${email} lands on ${landing}`, async ({ page }) => {
      await signIn(page, email, landing);
    });
  }

  test('the pending resident is refused with the awaiting-approval message', async ({ page }) => {
    await submitSignIn(page, DEMO.pending);
    await expect(page.getByText('Sign in failed')).toBeVisible();
    await expect(page.getByText('Your account is awaiting approval by your estate admin.')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });
});
