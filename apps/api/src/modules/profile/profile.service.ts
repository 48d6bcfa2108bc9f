import { ESTATE_MSG, MSG, type profileUpdateBody } from '@estatehub/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { emit } from '../../events/emit';
import { uniqueViolation } from '../../lib/db-errors';
import { fieldErrors, forbidden } from '../../lib/http-errors';
import { consume } from '../../lib/rate-limit';
import type { Actor } from '../../plugins/access';
import { findUserById, phoneTakenByOther } from '../users/users.queries';
import { updateOwnFields } from './profile.queries';

/** Saves the user's own fields. Estate, role, approval and e-mail are not in the schema, so never change. */
export async function updateProfile(deps: AppDeps, user: Actor, input: z.output<typeof profileUpdateBody>) {
  const { db, clock } = deps;
  if (input.phone_number && (await phoneTakenByOther(db, input.phone_number, user.id))) {
    throw fieldErrors({ phone_number: [MSG.phoneTaken] });
  }
  // A guard's type follows their role; residents choose between tenant and landlord.
  const residentType = user.role === 'resident' ? input.resident_type : undefined;
  try {
    await updateOwnFields(
      db,
      user.id,
      {
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_number,
        homeAddress: input.home_address,
        streetNumber: input.street_number,
        houseType: input.house_type,
        residentType,
      },
      clock.now(),
    );
  } catch (err) {
    if (uniqueViolation(err) !== null) throw fieldErrors({ phone_number: [MSG.phoneTaken] });
    throw err;
  }
  return (await findUserById(db, user.id))!;
}

/** The resident asks to leave: the estate's admins get an e-mail and the feed an entry (from the event). */
export async function requestAccountDeletion(deps: AppDeps, user: Actor, reason: string) {
  const { db, clock } = deps;
  if (user.estateId === null || user.role === 'admin')
    throw forbidden('Estate admins close their account through support.');
  await consume(db, clock, { key: `delete-request:${user.id}`, max: 3, windowSeconds: 86_400 });
  const name = `${user.firstName} ${user.lastName}`.trim();
  await emit(db, {
    type: 'resident.deletion_requested',
    estateId: user.estateId,
    actorId: user.id,
    subjectId: user.id,
    at: clock.now().toISOString(),
    data: { name, email: user.email, homeAddress: user.homeAddress, reason },
  });
  return { detail: ESTATE_MSG.deleteRequested };
}
