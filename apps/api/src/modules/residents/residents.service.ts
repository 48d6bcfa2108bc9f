import {
  HOUSE_TYPE_LABELS,
  type HouseType,
  RESIDENT_TYPE_LABELS,
  type ResidentType,
  residentCapMessage,
  residentCapOf,
} from '@estatehub/shared';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { emit } from '../../events/emit';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { tablePdf } from '../../lib/pdf';
import { personName } from '../../lib/person-name';
import { type EstateActor, subscriptionEnded } from '../../plugins/access';
import type { UserRow } from '../auth/session.queries';
import { estateName } from '../estates/estates.queries';
import { leaderPicturesOf } from '../leadership/leadership.queries';
import { estateSubscription } from '../subscriptions/subscriptions.queries';
import {
  countApprovedResidents,
  deleteUser,
  findResident,
  listResidents,
  markApproved,
  type ResidentFilters,
  residentsForExport,
} from './residents.queries';

/**
 * The plan's cap on approved residents. The estate's subscription row is locked first, so two
 * approvals at the cap take turns and cannot both pass. 403: the plan, not the request, is wrong.
 */
async function ensureUnderCap(tx: Db, estateId: number, now: Date): Promise<void> {
  const covering = await estateSubscription(tx, estateId, now, { lock: true });
  // The route admits only a live subscription; if it lapsed in between, the access rule's refusal applies.
  if (!covering) throw subscriptionEnded();
  const plan = covering.plan?.name ?? null;
  const cap = residentCapOf(plan);
  if (cap !== null && (await countApprovedResidents(tx, estateId)) >= cap)
    throw new HttpError(403, { detail: residentCapMessage(plan, cap) });
}

export async function approveResident(deps: AppDeps, admin: EstateActor, id: number) {
  const { db, clock } = deps;
  const resident = await findResident(db, admin.estateId, id);
  if (!resident) throw notFound();
  if (resident.isApproved) return { detail: `${personName(resident)} is already approved.` };
  // Approving an address nobody has proved they own would let a stranger into the estate.
  if (resident.emailVerifiedAt === null)
    throw badRequest(
      `${personName(resident)} has not verified their e-mail address yet. They can sign in once they verify it and you approve them.`,
    );
  await db.transaction(async (tx) => {
    if (resident.role === 'resident') await ensureUnderCap(tx, admin.estateId, clock.now());
    await markApproved(tx, resident.id, clock.now());
    await emit(tx, {
      type: 'resident.approved',
      estateId: admin.estateId,
      actorId: admin.id,
      subjectId: resident.id,
      at: clock.now().toISOString(),
      data: {
        name: personName(resident),
        firstName: resident.firstName,
        email: resident.email,
        actorName: personName(admin),
      },
    });
  });
  return { detail: `${personName(resident)} has been approved.` };
}

export async function deleteResident(deps: AppDeps, admin: EstateActor, id: number) {
  const { db, clock } = deps;
  const resident = await findResident(db, admin.estateId, id);
  if (!resident) throw notFound();
  await db.transaction(async (tx) => {
    // Read in the transaction: the rows (and so the keys) go with the account.
    const pictureKeys = await leaderPicturesOf(tx, resident.id);
    await deleteUser(tx, resident.id);
    await emit(tx, {
      type: 'resident.deleted',
      estateId: admin.estateId,
      actorId: admin.id,
      subjectId: resident.id,
      at: clock.now().toISOString(),
      data: { name: personName(resident), email: resident.email, actorName: personName(admin), pictureKeys },
    });
  });
}

const dateFmt = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

export async function residentsPdf(
  deps: AppDeps,
  estateId: number,
  filters: Omit<ResidentFilters, 'page' | 'page_size'>,
) {
  const name = await estateName(deps.db, estateId);
  const rows = await residentsForExport(deps.db, estateId, filters);
  const filterText = [
    filters.search && `search "${filters.search}"`,
    filters.status !== 'all' && filters.status,
    filters.house_type !== 'all' && HOUSE_TYPE_LABELS[filters.house_type as HouseType],
    filters.resident_type !== 'all' && RESIDENT_TYPE_LABELS[filters.resident_type as ResidentType],
  ].filter(Boolean);
  return tablePdf<UserRow>({
    title: `${name || 'Estate'} residents`,
    subtitle: `${rows.length} resident${rows.length === 1 ? '' : 's'}${filterText.length ? ` (${filterText.join(', ')})` : ''}, generated ${dateFmt.format(deps.clock.now())}`,
    rows,
    empty: 'No residents match these filters.',
    columns: [
      { title: 'Name', width: 120, value: personName },
      { title: 'Email', width: 150, value: (u) => u.email },
      { title: 'Phone', width: 75, value: (u) => u.phoneNumber ?? '' },
      { title: 'Address', width: 150, value: (u) => u.homeAddress },
      {
        title: 'House Type',
        width: 70,
        value: (u) => (u.houseType ? (HOUSE_TYPE_LABELS[u.houseType as HouseType] ?? u.houseType) : ''),
      },
      {
        title: 'Resident Type',
        width: 80,
        value: (u) => (u.residentType ? (RESIDENT_TYPE_LABELS[u.residentType as ResidentType] ?? u.residentType) : ''),
      },
      { title: 'Status', width: 55, value: (u) => (u.isApproved ? 'Approved' : 'Pending') },
      { title: 'Joined', width: 70, value: (u) => dateFmt.format(u.dateJoined) },
    ],
  });
}

/** One page of the admin's residents and guards, with the counters over the filtered set. */
export async function residentsPage(deps: AppDeps, admin: EstateActor, filters: ResidentFilters) {
  return listResidents(deps.db, admin.estateId, filters);
}
