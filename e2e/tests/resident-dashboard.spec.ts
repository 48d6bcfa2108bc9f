import { expect, type Locator, type Page, test } from '@playwright/test';
import { LANDING, openInApp, signIn } from '../support/app';
import {
  Api,
  captureBothWidths,
  findResident,
  RESIDENT_PASSWORD,
  registerResident,
  runTag,
  tagLetters,
  verifyResident,
} from '../support/estates-fixtures';
import { createPass } from '../support/gate-fixtures';
import { registerEstateWithAdmin } from '../support/new-estate';
import { createDue, paymentsMatching, uploadEvidence } from '../support/payments-fixtures';
import { DESKTOP } from '../support/screens';

// Issue 4 item 4: the resident dashboard. A resident of a brand-new estate first sees the spec's
// three empty messages and zero counts; then, with dues, payments, visitor codes, an announcement,
// a staff member and an alert made through the API, sees each in its place with its status.

// One estate, two accounts, screenshots at two widths with axe: allow for a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: DESKTOP });

const tag = runTag();
const letters = tagLetters(tag);
const ADMIN_PASSWORD = 'Dash#Board2026';
const estateEmail = `dashboard.${tag}@example.ng`;
const residentEmail = `dash.resident.${tag}@example.ng`;

const DUE = {
  pending: `Water levy ${letters}`,
  rejected: `Security levy ${letters}`,
  unpaid: `Waste levy ${letters}`,
  later: `Road levy ${letters}`,
};
const REJECT_REASON = `The transfer reference does not match ${letters}`;
const NOTICE = {
  title: `Borehole maintenance ${letters}`,
  message: 'Water will be off on Saturday from 9 am to 1 pm.',
};

/** A new estate (its admin's password set from the welcome e-mail) with one approved resident. */
async function newEstateWithResident(): Promise<void> {
  const api = await Api.open();
  try {
    const estateId = await registerEstateWithAdmin(
      api,
      {
        name: `Dashboard Court ${letters}`,
        address: `${tag} Admiralty Way, Lekki, Lagos`,
        description: 'Twelve terraces around a shared courtyard.',
        phone_number: `07${tag}321`,
        email: estateEmail,
      },
      ADMIN_PASSWORD,
    );

    await registerResident(api, estateId, {
      first_name: 'Chidi',
      last_name: `Nwosu ${letters}`,
      email: residentEmail,
      phone_number: `08${tag}654`,
      home_address: `Terrace 4, Dashboard Court ${letters}`,
      house_type: 'duplex',
      resident_type: 'tenant',
    });
    await verifyResident(api, residentEmail);
  } finally {
    await api.close();
  }
  await asAccount(estateEmail, ADMIN_PASSWORD, async (admin) => {
    const row = await findResident(admin, residentEmail);
    const approved = await admin.send('POST', `/api/admin/approve-resident/${row!.id}/`);
    expect(approved.status, approved.text).toBe(200);
  });
}

async function asAccount<T>(email: string, password: string, work: (api: Api) => Promise<T>): Promise<T> {
  const api = await Api.open();
  try {
    await api.signIn(email, password);
    return await work(api);
  } finally {
    await api.close();
  }
}

const panel = (page: Page, name: string) => page.getByRole('region', { name });
const card = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Quick actions' }).getByRole('link', { name: new RegExp(`^${label}`) });

/** The dashboard as it opens from the sidebar; its summary is read afresh each time. */
async function openDashboard(page: Page) {
  await openInApp(page, '/resident/visitor-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Visitor Codes' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL('/resident/dashboard');
}

/** One upcoming due, as a table row at 1280 px or a card at 375 px. */
const dueRow = (dues: Locator, title: string, wide: boolean) =>
  (wide ? dues.getByRole('row') : dues.getByRole('listitem')).filter({ hasText: title });

test('a new resident sees the empty dashboard, then their dues, visitors, notices, staff and alerts', async ({
  page,
}) => {
  await newEstateWithResident();
  await signIn(page, residentEmail, LANDING.resident, RESIDENT_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Resident Dashboard' })).toBeVisible();

  await test.step('nothing yet: the three empty messages and zero counts', async () => {
    await expect(page.getByText(`What is happening at Dashboard Court ${letters}.`)).toBeVisible();
    await expect(panel(page, 'Upcoming Dues')).toContainText('No upcoming dues');
    await expect(panel(page, 'Recent Visitors')).toContainText('No recent visitors');
    await expect(panel(page, 'Estate Announcements')).toContainText('No announcements available');
    await expect(card(page, 'Generate Visitor Code')).toHaveAccessibleName('Generate Visitor Code 0 codes generated');
    await expect(card(page, 'Pay Dues')).toHaveAccessibleName('Pay Dues 0 payments awaiting review');
    await expect(card(page, 'Staff Management')).toHaveAccessibleName('Staff Management 0 active staff');
    await expect(card(page, 'Emergency Alerts')).toHaveAccessibleName('Emergency Alerts 0 alerts sent');
    await captureBothWidths(page, 'resident-dashboard-empty', () =>
      expect(panel(page, 'Upcoming Dues')).toContainText('No upcoming dues'),
    );
  });

  // The estate's admin sets dues and posts a notice; the resident pays, invites and adds staff.
  let codes: { used: string; active: string } = { used: '', active: '' };
  let postedBy = '';
  await asAccount(estateEmail, ADMIN_PASSWORD, async (admin) => {
    const pending = await createDue(admin, DUE.pending, 15_000, 5);
    const rejected = await createDue(admin, DUE.rejected, 7_500, 12);
    await createDue(admin, DUE.unpaid, 2_000, 20);
    await createDue(admin, DUE.later, 50_000, 45);
    const posted = await admin.send('POST', '/api/announcements/', NOTICE);
    expect(posted.status, posted.text).toBe(201);
    postedBy = (posted.body as { created_by_name: string }).created_by_name;

    codes = await asAccount(residentEmail, RESIDENT_PASSWORD, async (resident) => {
      await uploadEvidence(resident, pending.id, 15_000);
      await uploadEvidence(resident, rejected.id, 7_500);
      const staff = await resident.send('POST', '/api/artisans-domestics/', {
        name: `Bisi Ade ${letters}`,
        role: 'Cleaner',
        phone_number: `08${tag}987`,
        gender: 'female',
      });
      expect(staff.status, staff.text).toBe(201);
      const alert = await resident.send('POST', '/api/alert/', { alert_type: 'water', other_reason: '' });
      expect(alert.status, alert.text).toBe(201);
      const first = await createPass(resident, `Kemi Ola ${letters}`, 'family');
      const second = await createPass(resident, `Dayo Plumber ${letters}`, 'service');
      return { used: first.code, active: second.code };
    });

    const [payment] = (await paymentsMatching(admin, DUE.rejected)).filter((p) => p.due_title === DUE.rejected);
    const refused = await admin.send('POST', `/api/admin/reject-payment/${payment!.id}/`, { reason: REJECT_REASON });
    expect(refused.status, refused.text).toBe(200);
    // The admin checks Kemi in at the gate: her code is used.
    const checked = await admin.send('POST', '/api/visitor-codes/verify/', { code: codes.used });
    expect(checked.status, checked.text).toBe(200);
  });

  await openDashboard(page);
  const dues = panel(page, 'Upcoming Dues');
  const visitors = panel(page, 'Recent Visitors');
  const notices = panel(page, 'Estate Announcements');

  await test.step('the cards count what the resident has', async () => {
    await expect(card(page, 'Generate Visitor Code')).toHaveAccessibleName('Generate Visitor Code 2 codes generated');
    await expect(card(page, 'Pay Dues')).toHaveAccessibleName('Pay Dues 1 payment awaiting review');
    await expect(card(page, 'Staff Management')).toHaveAccessibleName('Staff Management 1 active staff');
    await expect(card(page, 'Emergency Alerts')).toHaveAccessibleName('Emergency Alerts 1 alert sent');
    await expect(card(page, 'Generate Visitor Code')).toHaveAttribute('href', '/resident/visitor-codes');
    await expect(card(page, 'Pay Dues')).toHaveAttribute('href', '/resident/pay-dues');
    await expect(card(page, 'Staff Management')).toHaveAttribute('href', '/resident/artisans-domestics');
    await expect(card(page, 'Emergency Alerts')).toHaveAttribute('href', '/resident/alerts');
  });

  await test.step('upcoming dues: the next 30 days only, soonest first, in naira with status and note', async () => {
    const table = dues.getByRole('table', { name: 'Dues in the next 30 days, soonest first' });
    await expect(table.getByRole('columnheader')).toHaveText(['Description', 'Amount', 'Due Date', 'Status', 'Note']);
    await expect(table.getByRole('rowheader')).toHaveText([DUE.pending, DUE.rejected, DUE.unpaid]);
    await expect(dues).not.toContainText(DUE.later);
    const expected = [
      [DUE.pending, '₦15,000', 'Pending', '—'],
      [DUE.rejected, '₦7,500', 'Rejected', REJECT_REASON],
      [DUE.unpaid, '₦2,000', 'Unpaid', '—'],
    ] as const;
    for (const [title, amount, status, note] of expected) {
      const row = dueRow(dues, title, true);
      await expect(row.getByRole('cell').nth(0)).toHaveText(amount);
      await expect(row.getByRole('cell').nth(2)).toHaveText(status);
      await expect(row.getByRole('cell').nth(3)).toHaveText(note);
    }
  });

  await test.step('recent visitors: newest first, with code and Used or Active', async () => {
    const items = visitors.getByRole('list', { name: 'Recent visitors' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;
    await expect(items.nth(0)).toContainText(`Dayo Plumber ${letters}`);
    await expect(items.nth(0)).toContainText(spaced(codes.active));
    await expect(items.nth(0)).toContainText('Status: Active');
    await expect(items.nth(1)).toContainText(`Kemi Ola ${letters}`);
    await expect(items.nth(1)).toContainText(spaced(codes.used));
    await expect(items.nth(1)).toContainText('Status: Used');
  });

  await test.step('estate announcements: title, date, who posted it, and the message', async () => {
    const notice = notices.getByRole('article', { name: NOTICE.title });
    await expect(notice).toContainText(NOTICE.message);
    await expect(notice).toContainText(`· ${postedBy}`);
    await expect(notice.locator('time')).toHaveText(
      new Date().toLocaleDateString('en-NG', { day: 'numeric', month: 'short', year: 'numeric' }),
    );
  });

  await captureBothWidths(page, 'resident-dashboard', async () => {
    await expect(dues).toContainText(DUE.pending);
    // At 375 px the dues are cards (no sideways scroll), each still naming its status and note.
    const wide = (page.viewportSize()?.width ?? 0) >= 768;
    await expect(dues.getByRole('table')).toHaveCount(wide ? 1 : 0);
    if (!wide) {
      const rejected = dueRow(dues, DUE.rejected, false);
      await expect(rejected).toContainText('Status: Rejected');
      await expect(rejected).toContainText(REJECT_REASON);
    }
  });

  await test.step('half an hour on, the unused code reads Expired', async () => {
    await page.clock.setFixedTime(Date.now() + 31 * 60_000);
    await page.reload();
    const items = visitors.getByRole('list', { name: 'Recent visitors' }).getByRole('listitem');
    await expect(items.nth(0)).toContainText('Status: Expired');
    await expect(items.nth(1)).toContainText('Status: Used');
  });

  await test.step('a card opens its screen', async () => {
    await card(page, 'Staff Management').click();
    await expect(page).toHaveURL('/resident/artisans-domestics');
    await expect(page.getByText(`Bisi Ade ${letters}`)).toBeVisible();
  });
});
