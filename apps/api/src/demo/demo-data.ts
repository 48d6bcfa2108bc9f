import fs from 'node:fs/promises';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bankAccounts, estates, leadershipMembers, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { addDays } from '../lib/clock';
import { newFileKey } from '../lib/file-storage';
import { hashPassword } from '../lib/passwords';
import { packagePath } from '../lib/paths';
import type { ActivityEntry } from '../modules/activities/activity-text';
import { startTrial } from '../modules/subscriptions/subscriptions.queries';
import { insertUser, type NewUser } from '../modules/users/users.queries';
import { insertDemoFeed, loadDemoActivity } from './demo-activity';
import { loadDemoAlerts } from './demo-alerts';
import { loadDemoAnnouncements } from './demo-announcements';
import { loadDemoDues } from './demo-dues';
import { loadDemoGateTraffic } from './demo-gate-traffic';
import { loadDemoNotifications } from './demo-notifications';
import { loadDemoServiceCharges } from './demo-service-charges';
import { loadDemoStaff } from './demo-staff';
import { loadDemoSubscription } from './demo-subscriptions';
import { loadDemoVisitors } from './demo-visitors';

export const DEMO_PASSWORD = 'EstateHub@2026';

export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.estatehub.ng',
  resident: 'amaka@demo.estatehub.ng',
  resident2: 'tunde@demo.estatehub.ng',
  pending: 'bola@demo.estatehub.ng',
  guard: 'guard@demo.estatehub.ng',
  /** Cedar Court's free trial has ended: its admin and residents see the renew screens. */
  lapsedAdmin: 'cedar.admin@demo.estatehub.ng',
  lapsedResident: 'ife@demo.estatehub.ng',
} as const;

/**
 * Loads the demo estate into an empty database; answers false when there was data already.
 * Takes the app's deps because approved demo payments get their receipts the way real ones do.
 */
export async function loadDemoData(deps: AppDeps): Promise<boolean> {
  const { db, clock, storage } = deps;
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const now = clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const logo = newFileKey('logos', 'png');
  await storage.put(logo, await fs.readFile(packagePath('src/demo/assets/palm-grove-logo.png')));

  await db.transaction(async (tx) => {
    const [estate] = await tx
      .insert(estates)
      .values({
        name: 'Palm Grove Estate',
        address: '12 Admiralty Way, Lekki Phase 1, Lagos',
        description: 'A serene gated community of 120 homes with round-the-clock security.',
        email: 'office@palmgrove.example.ng',
        phoneNumber: '08031234567',
        logo,
        // Over a year old, so the dues chart's twelve months all fall in the estate's life.
        createdAt: addDays(now, -400),
      })
      .returning();
    const base = {
      passwordHash,
      estateId: estate!.id,
      emailVerifiedAt: now,
      isApproved: true,
    } satisfies Partial<NewUser>;
    const person = (values: NewUser) => insertUser(tx, { ...base, ...values });

    const admin = await person({
      email: DEMO_ACCOUNTS.admin,
      firstName: 'Ngozi',
      lastName: 'Okafor',
      phoneNumber: '08030000001',
      role: 'admin',
      dateJoined: addDays(now, -400),
    });
    await loadDemoSubscription(tx, admin, now);
    const amaka = await person({
      email: DEMO_ACCOUNTS.resident,
      firstName: 'Amaka',
      lastName: 'Eze',
      phoneNumber: '08030000002',
      homeAddress: 'Block C, Flat 4',
      houseType: '3bedroom',
      residentType: 'tenant',
      role: 'resident',
      dateJoined: addDays(now, -380),
    });
    const tunde = await person({
      email: DEMO_ACCOUNTS.resident2,
      firstName: 'Tunde',
      lastName: 'Bakare',
      phoneNumber: '08030000003',
      homeAddress: '7 Palm Close',
      houseType: 'duplex',
      residentType: 'landlord/landlady',
      role: 'resident',
      dateJoined: addDays(now, -370),
    });
    const bola = await person({
      email: DEMO_ACCOUNTS.pending,
      firstName: 'Bola',
      lastName: 'Adeyemi',
      phoneNumber: '08030000004',
      homeAddress: 'Block A, Flat 2',
      houseType: 'miniflat',
      residentType: 'tenant',
      role: 'resident',
      isApproved: false,
      dateJoined: addDays(now, -1),
    });
    const guard = await person({
      email: DEMO_ACCOUNTS.guard,
      firstName: 'Musa',
      lastName: 'Ibrahim',
      phoneNumber: '08030000005',
      homeAddress: 'Main Gate',
      houseType: 'other',
      residentType: 'security',
      role: 'security',
      dateJoined: addDays(now, -30),
    });

    const estateId = estate!.id;
    await tx.insert(bankAccounts).values([
      {
        estateId,
        accountNumber: '0123456789',
        accountName: 'Palm Grove Estate Residents Association',
        bankName: 'GTBank',
      },
      {
        estateId,
        accountNumber: '2098765432',
        accountName: 'Palm Grove Estate Service Charge',
        bankName: 'Zenith Bank',
      },
    ]);
    await tx.insert(leadershipMembers).values([
      {
        estateId,
        userId: tunde.id,
        position: 'Chairman',
        phoneNumber: tunde.phoneNumber ?? '',
        bio: 'Landlord at 7 Palm Close since 2015; leads the residents association.',
        order: 1,
      },
      {
        estateId,
        userId: amaka.id,
        position: 'Secretary',
        phoneNumber: amaka.phoneNumber ?? '',
        bio: 'Keeps the minutes and the estate notice board.',
        order: 2,
      },
    ]);
    await loadDemoDues(tx, deps, {
      estateId: estate!.id,
      admin: { id: admin.id, name: 'Ngozi Okafor' },
      amaka: { id: amaka.id, name: 'Amaka Eze' },
      tunde: { id: tunde.id, name: 'Tunde Bakare' },
    });
    await loadDemoServiceCharges(tx, deps, {
      estateId,
      admin: { id: admin.id, name: 'Ngozi Okafor' },
      amaka: { id: amaka.id, name: 'Amaka Eze' },
      tunde: { id: tunde.id, name: 'Tunde Bakare' },
    });
    await loadDemoVisitors(tx, now, {
      estateId,
      guard: { id: guard.id, name: 'Musa Ibrahim' },
      amaka: { id: amaka.id, name: 'Amaka Eze', homeAddress: amaka.homeAddress },
      tunde: { id: tunde.id, name: 'Tunde Bakare', homeAddress: tunde.homeAddress },
    });
    await loadDemoGateTraffic(tx, now, {
      estateId,
      guard: { id: guard.id, name: 'Musa Ibrahim' },
      amaka: { id: amaka.id, name: 'Amaka Eze' },
      tunde: { id: tunde.id, name: 'Tunde Bakare' },
    });
    await loadDemoStaff(tx, now, {
      estateId,
      amaka: { id: amaka.id, name: 'Amaka Eze' },
      tunde: { id: tunde.id, name: 'Tunde Bakare' },
    });
    await loadDemoAnnouncements(tx, now, { estateId, admin: { id: admin.id, name: 'Ngozi Okafor' } });
    const senders = {
      admin: { id: admin.id, name: 'Ngozi Okafor', email: admin.email, role: 'admin' },
      amaka: { id: amaka.id, name: 'Amaka Eze', email: amaka.email, role: 'resident' },
      tunde: { id: tunde.id, name: 'Tunde Bakare', email: tunde.email, role: 'resident' },
      guard: { id: guard.id, name: 'Musa Ibrahim', email: guard.email, role: 'security' },
    } as const;
    await loadDemoAlerts(tx, now, { estateId, ...senders });
    await loadDemoActivity(tx, now, { estateId, ...senders });
    await loadLapsedEstate(tx, now, passwordHash);
    await loadDemoNotifications(tx, now, { estateId, admin, amaka, tunde, guard });
    const entry = (at: Date, actorId: number, subjectId: number, e: ActivityEntry) => ({
      ...e,
      estateId,
      actorId,
      subjectId,
      createdAt: at,
    });
    await insertDemoFeed(tx, [
      entry(addDays(now, -379), admin.id, amaka.id, {
        type: 'resident.approved',
        params: { name: 'Amaka Eze', actorName: 'Ngozi Okafor' },
      }),
      entry(addDays(now, -369), admin.id, tunde.id, {
        type: 'resident.approved',
        params: { name: 'Tunde Bakare', actorName: 'Ngozi Okafor' },
      }),
      entry(addDays(now, -1), bola.id, bola.id, {
        type: 'resident.registered',
        params: { name: 'Bola Adeyemi', role: 'resident' },
      }),
    ]);
  });
  return true;
}

/** A second, smaller estate whose trial ended five days ago. */
async function loadLapsedEstate(tx: Db, now: Date, passwordHash: string) {
  const [estate] = await tx
    .insert(estates)
    .values({
      name: 'Cedar Court',
      address: '4 Cedar Avenue, Gwarinpa, Abuja',
      description: 'Twelve terraced homes around a shared garden.',
      email: 'office@cedarcourt.example.ng',
      phoneNumber: '08091234567',
      createdAt: addDays(now, -35),
    })
    .returning();
  const base = {
    passwordHash,
    estateId: estate!.id,
    emailVerifiedAt: now,
    isApproved: true,
  } satisfies Partial<NewUser>;
  const admin = await insertUser(tx, {
    ...base,
    email: DEMO_ACCOUNTS.lapsedAdmin,
    firstName: 'Kunle',
    lastName: 'Adebayo',
    phoneNumber: '08030000006',
    role: 'admin',
    dateJoined: addDays(now, -35),
  });
  await startTrial(tx, admin.id, addDays(now, -5));
  await insertUser(tx, {
    ...base,
    email: DEMO_ACCOUNTS.lapsedResident,
    firstName: 'Ife',
    lastName: 'Okon',
    phoneNumber: '08030000007',
    homeAddress: 'House 3',
    houseType: 'townhouse',
    residentType: 'tenant',
    role: 'resident',
    dateJoined: addDays(now, -30),
  });
}

export function demoBanner(url: string): string {
  return [
    '',
    '  Demo data loaded: Palm Grove Estate',
    `  Open ${url} and sign in with password ${DEMO_PASSWORD} as:`,
    `    admin     ${DEMO_ACCOUNTS.admin}`,
    `    resident  ${DEMO_ACCOUNTS.resident}  (also ${DEMO_ACCOUNTS.resident2})`,
    `    guard     ${DEMO_ACCOUNTS.guard}`,
    `    pending   ${DEMO_ACCOUNTS.pending}  (awaiting approval: sign-in is refused)`,
    `  Cedar Court, whose free trial has ended (the renew screens):`,
    `    admin     ${DEMO_ACCOUNTS.lapsedAdmin}`,
    `    resident  ${DEMO_ACCOUNTS.lapsedResident}`,
    '',
  ].join('\n');
}
