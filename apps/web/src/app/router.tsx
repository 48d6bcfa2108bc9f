import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/spinner';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { ViewerLayout } from './layouts/viewer-layout';
import type { RouteHandle } from './route-handle';
import { routeModules } from './route-modules';
import { RouteError } from './routes/route-error';

type Loader = () => Promise<{ default: ComponentType }>;

/** Every page is its own chunk: the route loads its module on first visit. */
function page(path: string | undefined, title: string, load: Loader): RouteObject {
  const handle: RouteHandle = { title };
  const lazy = async () => ({ Component: (await load()).default });
  return path === undefined ? { index: true, handle, lazy } : { path, handle, lazy };
}

const notFound = () => import('../features/public/pages/not-found-page');
const shellNotFound = () => import('./routes/shell-not-found-page');

const auth = {
  login: () => import('../features/auth/pages/login-page'),
  register: () => import('../features/auth/pages/register-page'),
  verifyEmail: () => import('../features/auth/pages/verify-email-page'),
  forgotPassword: () => import('../features/auth/pages/forgot-password-page'),
  resetPassword: () => import('../features/auth/pages/reset-password-page'),
};

/** Estates, residents and profiles (issue 4). */
const screens = {
  registerEstate: () => import('../features/estate-registration/pages/register-estate-page'),
  residents: () => import('../features/residents/pages/residents-page'),
  estateProfile: () => import('../features/estate-profile/pages/estate-profile-page'),
  leadership: () => import('../features/estate-profile/pages/leadership-page'),
  estateInfo: () => import('../features/estate-profile/pages/estate-info-page'),
  profile: () => import('../features/profile/pages/profile-page'),
};

/** Dues and payments (issue 8). */
const money = {
  dues: () => import('../features/dues/pages/dues-page'),
  payDues: () => import('../features/pay-dues/pages/pay-dues-page'),
  payments: () => import('../features/payments/pages/payments-page'),
  verifyReceipt: () => import('../features/receipts/pages/verify-receipt-page'),
};

/** Emergency alerts (issue 10). */
const alerts = {
  resident: () => import('../features/alerts/pages/resident-alerts-page'),
  admin: () => import('../features/alerts/pages/admin-alerts-page'),
};

/** The staff registry (issue 10). */
const staff = {
  list: () => import('../features/staff/pages/staff-list-page'),
  detail: () => import('../features/staff/pages/staff-detail-page'),
  admin: () => import('../features/staff/pages/admin-staff-page'),
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              page('/', 'EstateHub', () => import('../features/public/pages/landing-page')),
              page('/login', 'Sign In', auth.login),
              page('/register', 'Register as a Resident', auth.register),
              page('/verify-email', 'Verify Email', auth.verifyEmail),
              page('/forgot-password', 'Forgot Password', auth.forgotPassword),
              page('/reset-password', 'Reset Password', auth.resetPassword),
              page('/register-estate', 'Register Estate', screens.registerEstate),
            ],
          },
          page(
            '/subscription-required',
            'Subscription Required',
            () => import('../features/subscription/pages/subscription-required-page'),
          ),
          page('/estates', 'Our Managed Estates', () => import('../features/estates/pages/estates-page')),
          page('/pricing', 'Pricing', () => import('../features/public/pages/pricing-page')),
          page('/terms', 'Terms and Privacy', () => import('../features/public/pages/terms-page')),
          // The address printed as a QR code on every receipt: public, but needs the receipt's token,
          // which rides in the fragment (#token) so it never reaches a server log.
          page('/receipts/verify/:number', 'Verify Receipt', money.verifyReceipt),
          page('*', 'Page Not Found', notFound),
        ],
      },
      {
        // Linked from the signed-in sidebars too: a signed-in admin or resident stays inside the app shell.
        element: <ViewerLayout />,
        children: [
          page('/contact-support', 'Contact Support', () => import('../features/public/pages/contact-support-page')),
          page(
            '/user-subscription',
            'Subscription Management',
            () => import('../features/subscription/pages/user-subscription-page'),
          ),
        ],
      },
      {
        element: <RequireAuth roles={['admin']} />,
        children: [
          {
            lazy: async () => ({ Component: (await routeModules.adminLayout()).default }),
            children: [
              page('/admin/dashboard', 'Admin Dashboard', routeModules.adminDashboard),
              page('/admin/residents', 'Residents', screens.residents),
              page('/admin/payments', 'Payment Records', money.payments),
              page('/admin/dues', 'Dues Management', money.dues),
              page('/admin/staff', 'Staff Management', staff.admin),
              page('/admin/alerts', 'Emergency Alerts', alerts.admin),
              page('/admin/estate-profile', 'Estate Profile', screens.estateProfile),
              page('/admin/estates/:estateId/leadership', 'Manage Leadership', screens.leadership),
              page(
                '/admin/subscription',
                'Subscription',
                () => import('../features/subscription/pages/user-subscription-page'),
              ),
              page('/admin/profile', 'My Profile', screens.profile),
              page(
                '/admin/announcements',
                'Announcements',
                () => import('../features/announcements/pages/announcements-page'),
              ),
              page('/admin/*', 'Page Not Found', shellNotFound),
            ],
          },
        ],
      },
      {
        element: <RequireAuth roles={['resident']} />,
        children: [
          {
            lazy: async () => ({ Component: (await routeModules.residentLayout()).default }),
            children: [
              page('/resident/dashboard', 'Resident Dashboard', routeModules.residentDashboard),
              page('/resident/pay-dues', 'Pay Dues', money.payDues),
              page('/resident/artisans-domestics', 'Artisans & Domestics', staff.list),
              page('/resident/artisans-domestics/:id', 'Staff Details', staff.detail),
              page('/resident/alerts', 'Emergency Alerts', alerts.resident),
              page('/resident/profile', 'My Profile', screens.profile),
              page('/resident/estate', 'Estate Information', screens.estateInfo),
              page('/resident/*', 'Page Not Found', shellNotFound),
            ],
          },
        ],
      },
      {
        element: <RequireAuth roles={['resident', 'admin']} />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/role-layout')).default }),
            children: [
              page(
                '/resident/visitor-codes',
                'Visitor Codes',
                () => import('../features/visitor-codes/pages/visitor-codes-page'),
              ),
            ],
          },
        ],
      },
      {
        element: <RequireAuth roles={['security']} />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/security-layout')).default }),
            children: [page('/security/verify-visitor', 'Verify Visitor', routeModules.verifyVisitor)],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
