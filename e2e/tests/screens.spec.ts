import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_ESTATE, LANDING, signIn } from '../support/app';
import { captureScreen, DESKTOP, MOBILE, WIDTHS } from '../support/screens';

// Every screen of issue 3 at 1280 px and 375 px: a screenshot in e2e/screenshots/, no
// sideways overflow, and no serious or critical axe-core violation.

type Screen = { name: string; path: string; ready: (page: Page) => Promise<void> };

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const PUBLIC_SCREENS: Screen[] = [
  { name: 'landing', path: '/', ready: heading('Modern estate management for residential communities') },
  { name: 'login', path: '/login', ready: heading('Sign In') },
  {
    name: 'register',
    path: '/register',
    ready: async (page) => {
      await heading('Register as a Resident')(page);
      await expect(page.getByLabel('Estate', { exact: true })).toContainText(DEMO_ESTATE);
    },
  },
  { name: 'verify-email', path: '/verify-email?email=ada%40example.com', ready: heading('Verify Email') },
  { name: 'forgot-password', path: '/forgot-password', ready: heading('Forgot Password') },
  { name: 'reset-password', path: '/reset-password?email=ada%40example.com', ready: heading('Reset Password') },
  {
    name: 'estates',
    path: '/estates',
    ready: async (page) => {
      await heading('Our Managed Estates')(page);
      await expect(page.getByRole('heading', { name: DEMO_ESTATE })).toBeVisible();
    },
  },
  { name: 'pricing', path: '/pricing', ready: heading('Simple, transparent pricing') },
  {
    name: 'pricing-comparison-open',
    path: '/pricing',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Show detailed comparison' }).click();
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  { name: 'terms', path: '/terms', ready: heading('Terms and Privacy') },
  { name: 'contact-support', path: '/contact-support', ready: heading('Contact Support') },
  { name: 'subscription-required', path: '/subscription-required', ready: heading('Subscription Required') },
  { name: 'user-subscription', path: '/user-subscription', ready: heading('Subscription Management') },
  { name: 'not-found', path: '/no-such-page', ready: heading('Page not found') },
];

test.describe('public screens', () => {
  for (const screen of PUBLIC_SCREENS) {
    test(`${screen.name} at 1280 and 375 px`, async ({ page }) => {
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.goto(screen.path);
        await screen.ready(page);
        await captureScreen(page, screen.name);
      }
    });
  }

  test('the mobile menu, open, at 375 px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Register' })).toBeVisible();
    await captureScreen(page, 'mobile-menu-open');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('signed-in screens', () => {
  test('admin layout with its placeholder pages', async ({ page }) => {
    await signIn(page, DEMO.admin, LANDING.admin);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      // The demo estate's dashboard, once its three charts are drawn (admin-dashboard.spec.ts
      // records a dashboard made in its test as admin-dashboard).
      await page.goto('/admin/dashboard');
      await heading('Admin Dashboard')(page);
      await expect(page.locator('canvas[role="img"]')).toHaveCount(3);
      await captureScreen(page, 'admin-dashboard-demo');
      await page.goto('/admin/payments');
      await heading('Payment Records')(page);
      await captureScreen(page, 'admin-payments');
    }
    // The sidebar drawer of the small screens, open.
    await page.setViewportSize(MOBILE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(drawer.getByRole('link', { name: 'Residents' })).toBeVisible();
    await captureScreen(page, 'admin-menu-open');
  });

  test('resident layout with its placeholder pages', async ({ page }) => {
    await signIn(page, DEMO.resident, LANDING.resident);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const [path, title, name] of [
        ['/resident/dashboard', 'Resident Dashboard', 'resident-dashboard'],
        ['/resident/visitor-codes', 'Visitor Codes', 'resident-visitor-codes'],
      ] as const) {
        await page.goto(path);
        await heading(title)(page);
        await captureScreen(page, name);
      }
    }
    await page.setViewportSize(MOBILE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Resident menu' });
    await expect(drawer.getByRole('link', { name: 'Pay Dues' })).toBeVisible();
    await captureScreen(page, 'resident-menu-open');
  });

  test('the security page', async ({ page }) => {
    await signIn(page, DEMO.guard, LANDING.security);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto(LANDING.security);
      await heading(/^Welcome, /)(page);
      await captureScreen(page, 'security-verify-visitor');
    }
  });

  test('the signed-in top bar and subscription status', async ({ page }) => {
    await signIn(page, DEMO.resident, LANDING.resident);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/user-subscription');
      await expect(page.getByText('Your subscription is active. You have full access to EstateHub.')).toBeVisible();
      await captureScreen(page, 'user-subscription-signed-in');
    }
    // Signed in, Subscription keeps the app shell; the public pages keep the top bar with its signed-in menu.
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('navigation', { name: 'Resident navigation' })).toBeVisible();
    await page.setViewportSize(MOBILE);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await captureScreen(page, 'mobile-menu-open-signed-in');
    await page.setViewportSize(DESKTOP);
  });
});
