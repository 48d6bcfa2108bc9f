import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { DEMO, LANDING, signIn } from '../support/app';
import {
  Api,
  captureBothWidths,
  findResident,
  type NewResident,
  RESIDENT_PASSWORD,
  registerResident,
  runTag,
  tagLetters,
  verifyResident,
} from '../support/estates-fixtures';
import { createPass } from '../support/gate-fixtures';
import { registerEstateWithAdmin } from '../support/new-estate';
import { asUser, createDue, uploadEvidence } from '../support/payments-fixtures';

// Issue 3: the admin dashboard (/admin/dashboard), as a new estate's admin lives it. The estate is
// registered here, so every figure is known: first empty, then with residents, dues, a payment,
// visitor codes, staff and alerts made over the API. The time filter reads the demo estate's older
// feed entries (the demo data dates them weeks back); the lapsed view is Cedar Court's admin.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const tag = runTag();
const letters = tagLetters(tag);
const ESTATE = `Harbour View Estate ${letters}`;
const ADMIN_EMAIL = `dashboard.${tag}@example.ng`;
const ADMIN_PASSWORD = 'Harbour#View2026';
/** Residents who registered and wait for approval: more than 5 makes the badge High. */
const PENDING = 20;
const RESIDENT: NewResident = {
  first_name: 'Chidi',
  last_name: `Obi ${letters}`,
  email: `chidi.${tag}@example.ng`,
  phone_number: `070${tag}00`,
  home_address: '4 Harbour Road',
  house_type: 'duplex',
  resident_type: 'tenant',
};
const RESIDENT_NAME = `${RESIDENT.first_name} ${RESIDENT.last_name}`;
const GAS_LEAK = `Gas smell near block C ${letters}`;

let context: BrowserContext;
let page: Page;
let estateId = 0;

test.beforeAll(async ({ browser }) => {
  // One signed-in page for the whole file: axe needs a page of a context of our own.
  context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, reducedMotion: 'reduce' });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

const figures = () => page.getByRole('region', { name: 'Estate figures' });
const card = (label: string) => figures().getByText(label, { exact: true });
/** A stat card's box, found from its label (a link while the subscription is active, else a plain box). */
const cardBox = (label: string) => card(label).locator('xpath=ancestor::*[self::a or self::div][1]');
const quickActions = () => page.getByRole('region', { name: 'Quick Actions' });
const recentAlerts = () => page.getByRole('region', { name: 'Recent Emergency Alerts' });
const staffPanel = () => page.getByRole('region', { name: 'Artisan and Domestic Staff' });
const activities = () => page.getByRole('region', { name: 'Recent Activities' });
const activityRows = () => activities().getByRole('table', { name: 'Recent activities' }).locator('tbody tr');
const pager = () => page.getByRole('navigation', { name: 'Activity pages' });

async function openDashboard(query = '') {
  await page.goto(`/admin/dashboard${query}`);
  await expect(card('Estate Name')).toBeVisible();
}

test.beforeAll(async () => {
  const api = await Api.open();
  try {
    estateId = await registerEstateWithAdmin(
      api,
      {
        name: ESTATE,
        address: `${tag} Harbour Road, Lekki, Lagos`,
        description: 'Twelve terraces by the lagoon.',
        phone_number: `08${tag}789`,
        email: ADMIN_EMAIL,
      },
      ADMIN_PASSWORD,
    );
  } finally {
    await api.close();
  }
});

test("a new estate's dashboard: every figure at nought, no staff panel, and the empty messages", async () => {
  await signIn(page, ADMIN_EMAIL, LANDING.admin, ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(cardBox('Estate Name')).toContainText(ESTATE);
  for (const label of ['Total Residents', 'Pending Residents', 'Pending Payments', 'Estate Dues', 'Visitor Codes']) {
    await expect(cardBox(label), label).toContainText(`${label} 0`);
  }
  await expect(cardBox('Pending Residents')).toContainText('Normal');
  await expect(cardBox('Active Staff')).toContainText('Active Staff 0 of 0 in total');
  await expect(cardBox('Emergency Alerts')).toContainText('Emergency Alerts None');
  await expect(page.getByText('Subscription Inactive')).toHaveCount(0);

  await expect(recentAlerts().getByText('No recent emergency alerts')).toBeVisible();
  await expect(staffPanel()).toHaveCount(0);
  await expect(activities().getByText('No recent activities to display')).toBeVisible();
  await expect(activities().getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await expect(pager()).toHaveCount(0);
  // Nothing to search yet.
  await expect(page.getByLabel('Search activities')).toHaveCount(0);
  await expect(quickActions().getByRole('link', { name: 'Approve New Residents 0 pending' })).toBeVisible();

  await captureBothWidths(page, 'admin-dashboard-empty', () =>
    expect(activities().getByText('No recent activities to display')).toBeVisible(),
  );

  // A summary that cannot be had: the error with a retry, and the feed still there.
  await page.route('**/api/dashboard/', (route) =>
    route.fulfill({ status: 429, json: { detail: 'Too many requests. Please wait a moment.' } }),
  );
  await page.reload();
  const failure = page.getByRole('alert').filter({ hasText: 'The dashboard could not be loaded. Please try again.' });
  await expect(failure).toContainText('Too many requests. Please wait a moment.');
  await expect(figures()).toHaveCount(0);
  await expect(activities().getByText('No recent activities to display')).toBeVisible();
  await page.unroute('**/api/dashboard/');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(cardBox('Estate Name')).toContainText(ESTATE);
});

/** The estate's life, over the API: residents, dues, a payment, codes, staff and alerts. */
async function fillEstate() {
  const admin = await Api.open();
  const resident = await Api.open();
  try {
    await admin.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    // One resident who joins properly, and PENDING who register and wait.
    await registerResident(resident, estateId, RESIDENT);
    await verifyResident(resident, RESIDENT.email);
    const row = await findResident(admin, RESIDENT.email);
    const approved = await admin.send('POST', `/api/admin/approve-resident/${row!.id}/`);
    expect(approved.status, approved.text).toBe(200);
    for (let n = 1; n <= PENDING; n++) {
      await registerResident(resident, estateId, {
        ...RESIDENT,
        first_name: 'Waiting',
        last_name: `Resident ${tagLetters(String(n).padStart(2, '0'))}`,
        email: `waiting${n}.${tag}@example.ng`,
        phone_number: `070${tag}${String(n).padStart(2, '0')}`,
      });
    }

    await resident.signIn(RESIDENT.email, RESIDENT_PASSWORD);
    const levy = await createDue(admin, `Security levy ${letters}`, 15_000, 10);
    await createDue(admin, `Waste collection ${letters}`, 4_000, 20);
    await uploadEvidence(resident, levy.id, 15_000);
    await createPass(resident, 'Emeka Nwosu', 'family');
    await createPass(resident, 'Parcel rider', 'delivery');

    const cook = await resident.send('POST', '/api/artisans-domestics/', {
      name: `Ada Cook ${letters}`,
      role: 'Cook',
      phone_number: `091${tag}01`,
      gender: 'female',
    });
    expect(cook.status, cook.text).toBe(201);
    const driver = await resident.send('POST', '/api/artisans-domestics/', {
      name: `Musa Driver ${letters}`,
      role: 'Driver',
      phone_number: `091${tag}02`,
      gender: 'male',
    });
    expect(driver.status, driver.text).toBe(201);
    const removed = await admin.send(
      'PATCH',
      `/api/artisans-domestics/${(driver.body as { id: number }).id}/disable/`,
      {
        removal_reason: 'Left the estate',
      },
    );
    expect(removed.status, removed.text).toBe(200);

    // Four alerts, oldest first: the panel shows the newest three.
    for (const [api, body] of [
      [admin, { alert_type: 'fire', other_reason: '' }],
      [resident, { alert_type: 'medical', other_reason: '' }],
      [admin, { alert_type: 'intruder', other_reason: '' }],
      [resident, { alert_type: 'other', other_reason: GAS_LEAK }],
    ] as const) {
      const sent = await api.send('POST', '/api/alert/', body);
      expect(sent.status, sent.text).toBe(201);
    }

    // The feed is written by the job runner just after each change: wait until it holds them all.
    await expect
      .poll(async () => (await admin.get<{ count: number }>('/api/activity-log/')).count, { timeout: 20_000 })
      .toBe(PENDING + 12);
  } finally {
    await admin.close();
    await resident.close();
  }
}

test('the cards count what the estate holds and link to their screens; alerts, staff and quick actions', async () => {
  await fillEstate();
  await openDashboard();
  await expect(cardBox('Total Residents')).toContainText(`Total Residents ${PENDING + 1}`);
  await expect(cardBox('Pending Residents')).toContainText(`Pending Residents ${PENDING} High`);
  await expect(cardBox('Pending Payments')).toContainText('Pending Payments 1');
  await expect(cardBox('Estate Dues')).toContainText('Estate Dues 2');
  await expect(cardBox('Visitor Codes')).toContainText('Visitor Codes 2');
  await expect(cardBox('Active Staff')).toContainText('Active Staff 1 of 2 in total');
  await expect(cardBox('Emergency Alerts')).toContainText('Emergency Alerts Active 4 alerts in total');

  // The newest three of the alerts, each with its sender (the admin's name is the estate's).
  const alerts = recentAlerts().getByRole('listitem');
  await expect(alerts).toHaveCount(3);
  await expect(alerts.nth(0)).toContainText('Other Emergency');
  await expect(alerts.nth(0)).toContainText(`From ${RESIDENT_NAME}`);
  await expect(alerts.nth(0)).toContainText(GAS_LEAK);
  await expect(alerts.nth(1)).toContainText('Intruder/Security Threat');
  await expect(alerts.nth(1)).toContainText(`From ${ESTATE}`);
  await expect(alerts.nth(2)).toContainText('Medical Emergency');
  await expect(recentAlerts().getByText('Fire Emergency')).toHaveCount(0);

  // Active, Total, and Removed = Total - Active.
  await expect(staffPanel().getByRole('definition')).toHaveText(['1', '2', '1']);
  await expect(staffPanel().getByRole('term')).toHaveText(['Active', 'Total', 'Removed']);
  await expect(staffPanel().getByRole('link', { name: 'Manage staff' })).toHaveAttribute('href', '/admin/staff');

  for (const name of [
    `Approve New Residents ${PENDING} pending`,
    'Generate Payment Report 1 pending',
    'Add New Due Notice 2 live',
    'Send Emergency Alert 4 sent',
  ]) {
    await expect(quickActions().getByRole('link', { name }), name).toBeVisible();
  }

  await captureBothWidths(page, 'admin-dashboard', async () => {
    await expect(card('Total Residents')).toBeVisible();
    await expect(page.getByText('Loading charts...'), 'the charts drawn').toHaveCount(0);
  });

  // Each card is a way in to its screen.
  for (const [label, path, heading] of [
    ['Estate Name', '/admin/estate-profile', 'Estate Profile'],
    ['Total Residents', '/admin/residents', 'Residents'],
    ['Pending Residents', '/admin/residents?status=pending', 'Residents'],
    ['Pending Payments', '/admin/payments?status=pending', 'Payment Records'],
    ['Estate Dues', '/admin/dues', 'Dues Management'],
    ['Visitor Codes', '/resident/visitor-codes', 'Visitor Codes'],
    ['Active Staff', '/admin/staff', 'Staff Management'],
    ['Emergency Alerts', '/admin/alerts', 'Emergency Alerts'],
  ] as const) {
    await figures()
      .getByRole('link', { name: new RegExp(`^${label}`) })
      .click();
    await expect(page, label).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.goBack();
    await expect(card(label)).toBeVisible();
  }
  // Add New Due Notice lands in the dues screen's add form.
  await quickActions()
    .getByRole('link', { name: /^Add New Due Notice/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Add New Due' })).toBeVisible();
});

test('Recent Activities: ten a page with an ellipsis pager, search, and the type filter from the kinds present', async () => {
  await openDashboard();
  const total = PENDING + 12;
  await expect(activities().getByText(`Showing 1–10 of ${total}`)).toBeVisible();
  await expect(activityRows()).toHaveCount(10);
  // Newest first: the last alert tops the feed.
  await expect(activityRows().first()).toContainText(`${RESIDENT_NAME} sent an emergency alert: Other Emergency`);
  // Four pages: 1, 2, a gap, 4.
  await expect(pager().getByRole('button', { name: /^Page \d$/ })).toHaveText(['1', '2', '4']);
  await expect(pager().getByText('…')).toBeVisible();
  await pager().getByRole('button', { name: 'Page 4' }).click();
  await expect(page).toHaveURL(/[?&]page=4/);
  await expect(activityRows()).toHaveCount(total - 30);
  await expect(pager().getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  await pager().getByRole('button', { name: 'Previous' }).click();
  await expect(activities().getByText(`Showing 21–30 of ${total}`)).toBeVisible();

  // The type filter offers the kinds this estate's feed holds, and nothing else.
  await expect(page.getByLabel('Time', { exact: true }).locator('option')).toHaveText([
    'All Time',
    'Today',
    'Last 7 Days',
    'Last Month',
    'Last 3 Months',
  ]);
  const type = page.getByLabel('Type', { exact: true });
  await expect(type.locator('option')).toHaveText(['All Types', 'Resident', 'Payment', 'Due', 'Alert', 'Staff']);
  await type.selectOption({ label: 'Alert' });
  await expect(page).toHaveURL(/type=alert/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(activityRows()).toHaveCount(4);
  await expect(pager()).toHaveCount(0);

  // Search (over description and type) reaches the address once typing pauses.
  await type.selectOption({ label: 'All Types' });
  await page.getByLabel('Search activities').fill(`Ada Cook ${letters}`);
  await expect(page).toHaveURL(/search=Ada\+Cook/);
  await expect(activityRows()).toHaveCount(1);
  await expect(activityRows().first()).toContainText(`${RESIDENT_NAME} registered Ada Cook ${letters} (Cook) as staff`);
  await page.getByLabel('Search activities').fill('payment');
  await expect(activityRows()).toHaveCount(1);
  await expect(activityRows().first()).toContainText(`submitted a payment of ₦15,000 for "Security levy ${letters}"`);

  // Back from another screen finds the same list.
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Dues' }).click();
  await expect(page).toHaveURL('/admin/dues');
  await page.goBack();
  await expect(page.getByLabel('Search activities')).toHaveValue('payment');
  await expect(activityRows()).toHaveCount(1);

  await page.getByLabel('Search activities').fill(`nothing like this ${tag}`);
  await expect(activities().getByText('No activities match your filters')).toBeVisible();
  await captureBothWidths(page, 'admin-dashboard-no-match', () =>
    expect(activities().getByText('No activities match your filters')).toBeVisible(),
  );
  await activities().getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search activities')).toHaveValue('');
  await expect(activities().getByText(`Showing 1–10 of ${total}`)).toBeVisible();
});

test('a new alert reaches the open dashboard without a reload', async () => {
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/events/'));
  await openDashboard();
  await stream;
  await expect(cardBox('Emergency Alerts')).toContainText('4 alerts in total');
  await asUser(
    RESIDENT.email,
    async (resident) => {
      const sent = await resident.send('POST', '/api/alert/', { alert_type: 'water', other_reason: '' });
      expect(sent.status, sent.text).toBe(201);
    },
    RESIDENT_PASSWORD,
  );
  const alarm = page.getByRole('alert').filter({ hasText: 'Water Leakage' });
  await expect(alarm).toBeVisible();
  await alarm.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(cardBox('Emergency Alerts')).toContainText('5 alerts in total');
  await expect(recentAlerts().getByRole('listitem').first()).toContainText('Water Leakage');
  await expect(recentAlerts().getByRole('listitem')).toHaveCount(3);
});

const PERIODS = [
  ['today', 'Today'],
  ['7d', 'Last 7 Days'],
  ['month', 'Last Month'],
  ['3months', 'Last 3 Months'],
  ['all', 'All Time'],
] as const;

test('the time filter: each period shows the entries of its window, over a feed a year deep', async () => {
  // The demo estate's feed reaches back a year (its demo data is dated from today), so each
  // window holds a different share of it; the server's own count for each is the yardstick.
  const totals = await asUser(DEMO.admin, async (admin) => {
    const out: Record<string, number> = {};
    for (const [period] of PERIODS) {
      const answer = await admin.get<{ count: number }>('/api/activity-log/', period === 'all' ? {} : { period });
      out[period] = answer.count;
    }
    return out;
  });
  expect(totals['3months'], 'the demo feed has entries older than three months').toBeLessThan(totals.all!);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await signIn(page, DEMO.admin, LANDING.admin);
  const time = page.getByLabel('Time', { exact: true });
  for (const [period, label] of PERIODS) {
    await time.selectOption({ label });
    const n = totals[period]!;
    if (n === 0) {
      await expect(activities().getByText('No activities match your filters'), label).toBeVisible();
      continue;
    }
    await expect(
      activities().getByText(`Showing 1–${Math.min(n, 10)} of ${n.toLocaleString('en-NG')}`),
      label,
    ).toBeVisible();
    if (period !== 'all') await expect(page).toHaveURL(new RegExp(`period=${period}(&|$)`));
  }
  await expect(page).toHaveURL('/admin/dashboard');
});

test('a lapsed subscription: the banner with Renew Now, cards that are not links, quick actions at rest', async () => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  // Cedar Court's plan has lapsed. The guard sends a user the server already calls inactive to
  // /user-subscription, so the banner is for a session that began while the plan was live: the
  // sign-in (and profile) answers say so here, and the dashboard's own answer says it has ended.
  for (const path of ['**/api/auth/login/', '**/api/resident/profile/']) {
    await page.route(path, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), subscription_active: true } });
    });
  }
  await signIn(page, DEMO.lapsedAdmin, LANDING.admin);
  const banner = page.getByRole('region', { name: 'Subscription Inactive' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Renew it to approve residents');
  await expect(card('Total Residents')).toBeVisible();
  await expect(figures().getByRole('link')).toHaveText([/^Emergency Alerts/]);
  for (const name of ['Approve New Residents', 'Generate Payment Report', 'Add New Due Notice']) {
    await expect(quickActions().getByRole('link', { name: new RegExp(name) }), name).toHaveCount(0);
    await expect(quickActions().getByText(name).locator('..'), name).toHaveAttribute('aria-disabled', 'true');
  }
  // Emergency alerts never wait on a subscription (decision 018).
  await expect(quickActions().getByRole('link', { name: /^Send Emergency Alert/ })).toBeVisible();
  await captureBothWidths(page, 'admin-dashboard-inactive', () => expect(banner).toBeVisible());

  await banner.getByRole('link', { name: 'Renew Now' }).click();
  await expect(page).toHaveURL('/admin/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
