import { ESTATE_MSG, type Leader, leaderCreateBody, leaderUpdateBody } from '@estatehub/shared';
import type { AppDeps } from '../../deps';
import { uniqueViolation } from '../../lib/db-errors';
import { newFileKey } from '../../lib/file-storage';
import { IMAGE_KINDS } from '../../lib/file-type';
import { fieldErrors, notFound } from '../../lib/http-errors';
import { parseOr400 } from '../../lib/validation';
import type { EstateActor as Admin } from '../../plugins/access';
import type { FileRule, FormInput } from '../../plugins/uploads';
import { fileUrl } from '../estates/estate-answer';
import { findResident } from '../residents/residents.queries';
import {
  deleteLeaderRow,
  findLeader,
  insertLeader,
  type LeaderWithUser,
  listLeaders,
  updateLeaderRow,
} from './leadership.queries';

export const pictureRule: FileRule = {
  field: 'profile_picture',
  maxBytes: 5 * 1024 * 1024,
  kinds: IMAGE_KINDS,
  typeMessage: ESTATE_MSG.imageType,
  sizeMessage: ESTATE_MSG.imageSize,
};

export function toLeader({ leader, firstName, lastName, userEmail }: LeaderWithUser): Leader {
  return {
    id: leader.id,
    user: leader.userId,
    name: `${firstName} ${lastName}`.trim(),
    email: leader.email || userEmail,
    position: leader.position,
    phone_number: leader.phoneNumber,
    profile_picture: fileUrl(leader.profilePicture),
    bio: leader.bio,
    order: leader.order,
  };
}

async function storePicture(deps: AppDeps, form: FormInput) {
  if (!form.file) return null;
  const key = newFileKey('leaders', form.file.kind.ext);
  await deps.storage.put(key, form.file.data);
  return key;
}

/** Adds an approved resident or guard of the admin's estate to its leadership. */
export async function addLeader(deps: AppDeps, admin: Admin, form: FormInput) {
  const input = parseOr400(leaderCreateBody, form.fields);
  const person = await findResident(deps.db, admin.estateId, input.user);
  if (!person?.isApproved) throw fieldErrors({ user: [ESTATE_MSG.chooseResident] });
  const picture = await storePicture(deps, form);
  try {
    const row = await insertLeader(deps.db, {
      estateId: admin.estateId,
      userId: person.id,
      position: input.position,
      phoneNumber: input.phone_number || (person.phoneNumber ?? ''),
      bio: input.bio,
      order: input.order,
      profilePicture: picture,
    });
    return toLeader((await findLeader(deps.db, admin.estateId, row.id))!);
  } catch (err) {
    if (picture) await deps.storage.remove(picture);
    if (uniqueViolation(err) !== null) throw fieldErrors({ user: [ESTATE_MSG.alreadyLeader] });
    throw err;
  }
}

export async function updateLeader(deps: AppDeps, admin: Admin, id: number, form: FormInput) {
  const current = await findLeader(deps.db, admin.estateId, id);
  if (!current) throw notFound();
  const input = parseOr400(leaderUpdateBody, form.fields);
  const picture = await storePicture(deps, form);
  const changes = {
    position: input.position,
    phoneNumber: input.phone_number,
    email: input.email,
    bio: input.bio,
    order: input.order,
    ...(picture ? { profilePicture: picture } : {}),
  };
  // An edit with nothing in it changes nothing (an empty SET is not SQL).
  if (Object.values(changes).some((v) => v !== undefined)) await updateLeaderRow(deps.db, admin.estateId, id, changes);
  if (picture && current.leader.profilePicture) await deps.storage.remove(current.leader.profilePicture);
  return toLeader((await findLeader(deps.db, admin.estateId, id))!);
}

export async function removeLeader(deps: AppDeps, admin: Admin, id: number) {
  const row = await deleteLeaderRow(deps.db, admin.estateId, id);
  if (!row) throw notFound();
  if (row.profilePicture) await deps.storage.remove(row.profilePicture);
}

/** The member's estate's leadership, in display order. */
export async function estateLeaders(deps: AppDeps, member: Admin) {
  const rows = await listLeaders(deps.db, member.estateId);
  return { count: rows.length, results: rows.map(toLeader) };
}
