import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'EstateHub@2026';
export const DEMO = {
  admin: 'admin@demo.estatehub.ng',
  resident: 'amaka@demo.estatehub.ng',
  resident2: 'tunde@demo.estatehub.ng',
  guard: 'guard@demo.estatehub.ng',
  pending: 'bola@demo.estatehub.ng',
  /** Cedar Court's free trial has ended: no active subscription. */
  lapsedAdmin: 'cedar.admin@demo.estatehub.ng',
  lapsedResident: 'ife@demo.estatehub.ng',
} as const;
export const DEMO_ESTATE = 'Palm Grove Estate';

export const LANDING = {
  admin: '/admin/dashboard',
  resident: '/resident/dashboard',
  security: '/security/verify-visitor',
} as const;

/** Fills the sign-in form and submits it, as a person does. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the screen and waits for the landing page of the account's role. */
export async function signIn(page: Page, email: string, landing: string, password = DEMO_PASSWORD) {
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(landing);
}

/** The current csrftoken cookie of a browser context (the value the app sends as X-CSRFToken). */
export async function csrfToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'csrftoken');
  if (!cookie) throw new Error('No csrftoken cookie in this browser context');
  return cookie.value;
}

type PendingResidents = { count: number; results: { id: number; email: string }[] };

/**
 * The demo admin approves a pending resident: signs in through the screen in a browser context
 * of their own, finds the resident with the residents list call and approves them with the
 * approve call, each unsafe call carrying the context's CSRF token as the web app does.
 */
export async function approveAsDemoAdmin(browser: Browser, email: string): Promise<void> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.admin, LANDING.admin);
    const list = await page.request.get('/api/admin/residents/', {
      params: { search: email, status: 'pending' },
    });
    expect(list.status(), await list.text()).toBe(200);
    const body = (await list.json()) as PendingResidents;
    const resident = body.results.find((r) => r.email.toLowerCase() === email.toLowerCase());
    if (!resident) throw new Error(`${email} is not in the admin's pending residents: ${JSON.stringify(body)}`);
    const approve = await page.request.post(`/api/admin/approve-resident/${resident.id}/`, {
      headers: { 'X-CSRFToken': await csrfToken(context) },
    });
    expect(approve.status(), await approve.text()).toBeLessThan(300);
  } finally {
    await context.close();
  }
}

/** A value unique to this run, for e-mail addresses and phone numbers that must not clash. */
export function uniqueSuffix(): string {
  return `${Date.now()}`.slice(-7) + String(Math.floor(Math.random() * 10));
}

/**
 * Opens a path inside the running app, as its own links do (history push and popstate), without
 * reloading it: the router and its guards run exactly as on a full load, minus the start-up cost.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
