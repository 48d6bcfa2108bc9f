import {
  normaliseStaffId,
  STAFF_ID_PATTERN,
  STAFF_MSG,
  type StaffLookup,
  type StaffMember,
  type StaffPage,
  type staffBody,
  type staffDisableBody,
  type staffExportQuery,
  type staffPatch,
  type staffQuery,
} from '@estatehub/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { emit } from '../../events/emit';
import { uniqueViolation } from '../../lib/db-errors';
import { conflict, fieldErrors, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { personName } from '../../lib/person-name';
import { consume } from '../../lib/rate-limit';
import { type EstateActor, subscriptionEnded } from '../../plugins/access';
import { estateName } from '../estates/estates.queries';
import { subscriptionActive } from '../subscriptions/subscriptions.service';
import {
  deleteStaff,
  findStaff,
  insertStaffUnlessIdTaken,
  listStaff,
  lockStaff,
  lookupStaff,
  type StaffRow,
  type StaffScope,
  updateStaff,
} from './staff.queries';
import { toStaffMember } from './staff-answer';
import { newStaffId } from './staff-id';

export type StaffInput = z.output<typeof staffBody>;
export type StaffChanges = z.output<typeof staffPatch>;

/** Draws of a fresh staff ID before giving up (31^6 ids: a clash is rare, ten in a row is a bug). */
const ID_TRIES = 10;
/** Lookups one guard or admin may make per minute: enough for a queue at the gate, not for guessing. */
export const LOOKUP_LIMIT = { max: 60, windowSeconds: 60 };

const PHONE_KEY = 'staff_members_estate_phone_active_key';

/** Unapproved accounts (approval withdrawn after signing in) do nothing here. */
function approved(actor: EstateActor): void {
  if (!actor.isApproved) throw forbidden();
}

/** Residents employ staff; admins oversee them; guards only look them up at the gate. */
function residentOrAdmin(actor: EstateActor): void {
  approved(actor);
  if (actor.role === 'security') throw forbidden();
}

/** Adding, editing and deleting are the employer's: an admin has no staff of their own here. */
function employer(actor: EstateActor): void {
  approved(actor);
  if (actor.role !== 'resident') throw forbidden();
}

const scopeOf = (actor: EstateActor): StaffScope => ({
  estateId: actor.estateId,
  residentId: actor.role === 'admin' ? null : actor.id,
});

/** A duplicate active phone in the estate is the field's message, never a 500. */
async function phoneChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolation(err) === PHONE_KEY) throw fieldErrors({ phone_number: [STAFF_MSG.phoneTaken] });
    throw err;
  }
}

const eventBase = (actor: EstateActor, staff: StaffRow, at: Date) => ({
  estateId: actor.estateId,
  actorId: actor.id,
  subjectId: staff.id,
  at: at.toISOString(),
});

/** A resident's own staff, or for an admin the estate's, with the counts for the stat cards. */
export async function staffPage(deps: AppDeps, actor: EstateActor, q: z.output<typeof staffQuery>): Promise<StaffPage> {
  residentOrAdmin(actor);
  const { rows, totals } = await listStaff(deps.db, scopeOf(actor), q, q);
  const { count, ...stats } = totals;
  return { count, results: rows.map(toStaffMember), stats };
}

/** A resident registers a staff member; the staff ID is drawn until one is free. */
export async function registerStaff(deps: AppDeps, actor: EstateActor, body: StaffInput): Promise<StaffMember> {
  employer(actor);
  const now = deps.clock.now();
  const draw = deps.staffIds ?? newStaffId;
  const row = await phoneChecked(() =>
    deps.db.transaction(async (tx) => {
      for (let i = 0; i < ID_TRIES; i++) {
        const inserted = await insertStaffUnlessIdTaken(tx, {
          estateId: actor.estateId,
          residentId: actor.id,
          name: body.name,
          role: body.role,
          phoneNumber: body.phone_number,
          gender: body.gender,
          uniqueId: draw(),
          createdAt: now,
          updatedAt: now,
        });
        if (!inserted) continue;
        await emit(tx, {
          type: 'staff.registered',
          ...eventBase(actor, inserted, now),
          data: { name: inserted.name, role: inserted.role, residentId: actor.id, residentName: personName(actor) },
        });
        return inserted;
      }
      return undefined;
    }),
  );
  if (!row) throw new HttpError(503, { detail: STAFF_MSG.idUnavailable });
  return toStaffMember({
    staff: row,
    residentEmail: actor.email,
    estateName: await estateName(deps.db, actor.estateId),
  });
}

/** The employer, or an admin of the estate, reads one; anyone else's is not found. */
export async function staffDetail(deps: AppDeps, actor: EstateActor, id: number): Promise<StaffMember> {
  residentOrAdmin(actor);
  const found = await findStaff(deps.db, actor.estateId, id);
  if (!found || (actor.role === 'resident' && found.staff.residentId !== actor.id)) throw notFound();
  return toStaffMember(found);
}

/** The employer's staff row, locked; anyone else's is not found. */
async function ownStaffLocked(tx: AppDeps['db'], actor: EstateActor, id: number): Promise<StaffRow> {
  const row = await lockStaff(tx, actor.estateId, id);
  if (!row || row.residentId !== actor.id) throw notFound();
  return row;
}

/** The employer edits a staff member while active; a removed one is kept as it was (409). */
export async function editStaff(
  deps: AppDeps,
  actor: EstateActor,
  id: number,
  changes: StaffChanges,
): Promise<StaffMember> {
  employer(actor);
  const now = deps.clock.now();
  await phoneChecked(() =>
    deps.db.transaction(async (tx) => {
      const row = await ownStaffLocked(tx, actor, id);
      if (row.status === 'removed') throw conflict(STAFF_MSG.removedLocked);
      await updateStaff(tx, id, {
        name: changes.name,
        role: changes.role,
        phoneNumber: changes.phone_number,
        gender: changes.gender,
        updatedAt: now,
      });
    }),
  );
  return staffDetail(deps, actor, id);
}

/**
 * Disable (remove): the employer, with an optional reason, or the estate's admin, who must give
 * one. The row stays, marked removed, so the gate can say why; removing twice is a 409.
 */
export async function disableStaff(
  deps: AppDeps,
  actor: EstateActor,
  id: number,
  body: z.output<typeof staffDisableBody>,
): Promise<StaffMember> {
  residentOrAdmin(actor);
  // The route is open to members (residents manage their own staff); an admin's removal is an estate write.
  if (actor.role === 'admin' && !(await subscriptionActive(deps, actor))) throw subscriptionEnded();
  const reason = body.removal_reason;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = actor.role === 'admin' ? await lockStaff(tx, actor.estateId, id) : await ownStaffLocked(tx, actor, id);
    if (!row) throw notFound();
    if (actor.role === 'admin' && reason === '') throw fieldErrors({ removal_reason: [STAFF_MSG.reasonRequired] });
    if (row.status === 'removed') throw conflict(STAFF_MSG.alreadyRemoved);
    const removed = await updateStaff(tx, id, {
      status: 'removed',
      removalReason: reason || null,
      removedAt: now,
      removedBy: actor.id,
      updatedAt: now,
    });
    await emit(tx, {
      type: 'staff.removed',
      ...eventBase(actor, removed, now),
      data: {
        name: removed.name,
        role: removed.role,
        residentId: removed.residentId,
        actorName: personName(actor),
        reason,
      },
    });
  });
  return staffDetail(deps, actor, id);
}

/** The employer deletes a staff record for good (the screen confirms first). */
export async function removeStaff(deps: AppDeps, actor: EstateActor, id: number): Promise<void> {
  employer(actor);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await ownStaffLocked(tx, actor, id);
    await deleteStaff(tx, id);
    await emit(tx, {
      type: 'staff.deleted',
      ...eventBase(actor, row, now),
      data: { name: row.name, role: row.role, residentId: row.residentId, actorName: personName(actor) },
    });
  });
}

/** The admin's export: the filters of the list, every page (see staff-csv.ts). */
export function exportScope(actor: EstateActor, q: z.output<typeof staffExportQuery>) {
  if (actor.role !== 'admin') throw forbidden();
  return { scope: scopeOf(actor), filters: q };
}

/**
 * The gate: an approved guard, or an admin, of the staff member's own estate reads who they are,
 * whom they work for, and whether they may come in. Another estate's ID is not found.
 */
export async function lookup(deps: AppDeps, actor: EstateActor, typed: string): Promise<StaffLookup> {
  approved(actor);
  if (actor.role === 'resident') throw forbidden();
  await consume(deps.db, deps.clock, { key: `staff:lookup:${actor.id}`, ...LOOKUP_LIMIT }, STAFF_MSG.tooManyLookups);
  const uniqueId = normaliseStaffId(typed);
  const found = STAFF_ID_PATTERN.test(uniqueId) ? await lookupStaff(deps.db, actor.estateId, uniqueId) : undefined;
  if (!found) throw notFound(STAFF_MSG.lookupNotFound);
  const { staff } = found;
  return {
    unique_id: staff.uniqueId,
    name: staff.name,
    role: staff.role,
    gender: staff.gender,
    status: staff.status,
    removal_reason: staff.removalReason,
    employer: { name: personName(found), home_address: found.homeAddress },
    estate_name: found.estateName,
  };
}
