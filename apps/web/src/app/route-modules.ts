import type { Role } from '@estatehub/shared';

/**
 * The route modules a sign-in lands on, named once so the route table and the sign-in preload
 * import the very same modules (a second import of a loaded module costs nothing).
 */
export const routeModules = {
  adminLayout: () => import('./layouts/admin-layout'),
  residentLayout: () => import('./layouts/resident-layout'),
  adminDashboard: () => import('../features/dashboard/pages/admin-dashboard-page'),
  residentDashboard: () => import('../features/dashboard/pages/resident-dashboard-page'),
  verifyVisitor: () => import('../features/security/pages/verify-visitor-page'),
};

const LANDING_MODULES: Record<Role, (keyof typeof routeModules)[]> = {
  admin: ['adminLayout', 'adminDashboard'],
  resident: ['residentLayout', 'residentDashboard'],
  security: ['verifyVisitor'],
};

/**
 * Starts loading the layout and page a role lands on, all at once, while the sign-in answer is
 * still being handled: the navigation then finds them loaded instead of fetching them in stages.
 */
export function preloadLanding({ role }: { role: string }): void {
  for (const name of LANDING_MODULES[role as Role] ?? []) {
    routeModules[name]().catch((error) => console.warn('Could not preload the landing page.', error));
  }
}
