import { expect, type Page, test } from '@playwright/test';
import { DEMO, LANDING, openInApp, signIn } from '../support/app';
import { captureScreen, WIDTHS } from '../support/screens';

// The route table's guards (spec part 1 section 2), as each kind of visitor meets them.

const ADMIN_PATHS = [
  '/admin/dashboard',
  '/admin/residents',
  '/admin/payments',
  '/admin/dues',
  '/admin/staff',
  '/admin/alerts',
  '/admin/estate-profile',
  '/admin/estates/1/leadership',
  '/admin/subscription',
  '/admin/profile',
  '/admin/announcements',
];
const RESIDENT_PATHS = [
  '/resident/dashboard',
  '/resident/pay-dues',
  '/resident/artisans-domestics',
  '/resident/artisans-domestics/1',
  '/resident/alerts',
  '/resident/profile',
  '/resident/estate',
];
const GUEST_ONLY_PATHS = ['/', '/login', '/register', '/verify-email', '/forgot-password', '/reset-password'];

/**
 * Patches the user answer of the refresh call (made at every application start). Used only for a
 * role the server never sends, to prove the client's guard for it; every other state is real.
 */
async function answerProfileWith(page: Page, patch: Record<string, unknown>) {
  await page.route('**/api/resident/profile/', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...patch } });
  });
}

test('a signed-out visitor is sent to /login from every protected screen', async ({ page }) => {
  await page.goto('/pricing');
  for (const path of [...ADMIN_PATHS, ...RESIDENT_PATHS, '/resident/visitor-codes', LANDING.security]) {
    await openInApp(page, path);
    await expect(page, `from ${path}`).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  }
});

test('a signed-out visitor sees the guest-only and open public pages', async ({ page }) => {
  await page.goto('/terms');
  for (const [path, title] of [
    ['/', 'Modern estate management for residential communities'],
    ['/login', 'Sign In'],
    ['/register', 'Register as a Resident'],
    ['/verify-email', 'Verify Email'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password', 'Reset Password'],
    ['/estates', 'Our Managed Estates'],
    ['/pricing', 'Simple, transparent pricing'],
    ['/terms', 'Terms and Privacy'],
    ['/contact-support', 'Contact Support'],
    ['/user-subscription', 'Subscription Management'],
    ['/subscription-required', 'Subscription Required'],
  ] as const) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page, `at ${path}`).toHaveURL(path);
  }
});

/**
 * A redirect has ended on `landing` and its page is drawn. The address alone changes before the
 * router has rendered the page, and opening the next path then would race the one still settling.
 */
async function expectLanded(page: Page, landing: string, heading: string | RegExp, from: string) {
  await expect(page, `from ${from}`).toHaveURL(landing);
  await expect(page.getByRole('heading', { level: 1, name: heading }), `from ${from}`).toBeVisible();
}

test.describe('wrong role and guest-only pages', () => {
  test('the admin', async ({ page }) => {
    await signIn(page, DEMO.admin, LANDING.admin);
    for (const path of [...RESIDENT_PATHS, LANDING.security]) {
      await openInApp(page, path);
      await expectLanded(page, LANDING.admin, 'Admin Dashboard', path);
    }
    // Visitor codes are open to admins as well as residents.
    await openInApp(page, '/resident/visitor-codes');
    await expect(page.getByRole('heading', { level: 1, name: 'Visitor Codes' })).toBeVisible();
    await expect(page).toHaveURL('/resident/visitor-codes');
    for (const path of GUEST_ONLY_PATHS) {
      await openInApp(page, path);
      await expectLanded(page, LANDING.admin, 'Admin Dashboard', path);
    }
  });

  test('a resident', async ({ page }) => {
    await signIn(page, DEMO.resident, LANDING.resident);
    for (const path of [...ADMIN_PATHS, LANDING.security]) {
      await openInApp(page, path);
      await expectLanded(page, LANDING.resident, 'Resident Dashboard', path);
    }
    await openInApp(page, '/resident/visitor-codes');
    await expect(page.getByRole('heading', { level: 1, name: 'Visitor Codes' })).toBeVisible();
    for (const path of GUEST_ONLY_PATHS) {
      await openInApp(page, path);
      await expectLanded(page, LANDING.resident, 'Resident Dashboard', path);
    }
    // Open public pages stay open when signed in, with Dashboard and Logout in the top bar.
    await openInApp(page, '/pricing');
    await expect(page).toHaveURL('/pricing');
    const topBar = page.getByRole('navigation', { name: 'Main' });
    await expect(topBar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', LANDING.resident);
    await topBar.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(topBar.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto(LANDING.resident);
    await expect(page).toHaveURL('/login');
  });

  test('a security guard', async ({ page }) => {
    await signIn(page, DEMO.guard, LANDING.security);
    for (const path of [...ADMIN_PATHS, ...RESIDENT_PATHS, '/resident/visitor-codes', ...GUEST_ONLY_PATHS]) {
      await openInApp(page, path);
      await expectLanded(page, LANDING.security, /^Welcome, /, path);
    }
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
  });
});

test('a role the app does not know is sent to /login', async ({ page }) => {
  await signIn(page, DEMO.resident, LANDING.resident);
  await answerProfileWith(page, { role: 'caretaker' });
  await page.goto(LANDING.resident);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('an inactive subscription sends a resident to /user-subscription', async ({ page }) => {
  // Cedar Court's trial has ended, so its resident has no active subscription.
  await signIn(page, DEMO.lapsedResident, '/user-subscription');
  for (const path of ['/resident/pay-dues', '/resident/visitor-codes', '/admin/dashboard', LANDING.security]) {
    await openInApp(page, path);
    await expect(page, `from ${path}`).toHaveURL('/user-subscription');
  }
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByText('Your access is paused')).toBeVisible();
  // The subscription-required path stays open.
  await page.goto('/subscription-required');
  await expect(page).toHaveURL('/subscription-required');
  // Safety first: emergency alerts never wait on a payment.
  await openInApp(page, '/resident/alerts');
  await expect(page).toHaveURL('/resident/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency Alerts' })).toBeVisible();
});

test('an inactive subscription: the admin keeps the subscription paths, with the badge and renew link', async ({
  page,
}) => {
  await signIn(page, DEMO.lapsedAdmin, '/user-subscription');
  await expect(page.getByRole('link', { name: 'Renew subscription' })).toHaveAttribute('href', '/admin/subscription');

  await page.goto('/admin/subscription');
  await expect(page).toHaveURL('/admin/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByText('Subscription Inactive')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renew', exact: true })).toHaveAttribute('href', '/admin/subscription');
  // Feature links are disabled; subscription and support stay usable.
  const sidebar = page.getByRole('navigation', { name: 'Admin navigation' });
  await expect(sidebar.getByRole('link', { name: 'Residents' })).toHaveCount(0);
  await expect(sidebar.getByText('Residents')).toHaveAttribute('aria-disabled', 'true');
  await expect(sidebar.getByRole('link', { name: 'Subscription' })).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await captureScreen(page, 'admin-subscription-inactive');
  }
});

test('a Loading indicator shows while the stored user is being checked', async ({ page }) => {
  await signIn(page, DEMO.resident, LANDING.resident);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/resident/profile/', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/resident/pay-dues');
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Dues' })).toBeVisible();
  await expect(page).toHaveURL('/resident/pay-dues');
});

test('a session ended on the server signs the user out at the next start', async ({ page, context }) => {
  await signIn(page, DEMO.resident, LANDING.resident);
  await context.clearCookies({ name: 'sessionid' });
  await page.goto(LANDING.resident);
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
