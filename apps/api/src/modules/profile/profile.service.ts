import { ESTATE_MSG, MSG, type profileUpdateBody } from '@estatehub/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { uniqueViolation } from '../../lib/db-errors';
import { fieldErrors, forbidden } from '../../lib/http-errors';
import { consume } from '../../lib/rate-limit';
import type { Actor } from '../../plugins/access';
import { recordActivity } from '../activities/activities.queries';
import { findUserById, phoneTakenByOther } from '../users/users.queries';

/** Saves the user's own fields. Estate, role, approval and e-mail are not in the schema, so never change. */
export async function updateProfile(deps: AppDeps, user: Actor, input: z.output<typeof profileUpdateBody>) {
  const { db, clock } = deps;
  if (input.phone_number && (await phoneTakenByOther(db, input.phone_number, user.id))) {
    throw fieldErrors({ phone_number: [MSG.phoneTaken] });
  }
  // A guard's type follows their role; residents choose between tenant and landlord.
  const residentType = user.role === 'resident' ? input.resident_type : undefined;
  try {
    await db
      .update(users)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_number,
        homeAddress: input.home_address,
        streetNumber: input.street_number,
        houseType: input.house_type,
        residentType,
        updatedAt: clock.now(),
      })
      .where(eq(users.id, user.id));
  } catch (err) {
    if (uniqueViolation(err) !== null) throw fieldErrors({ phone_number: [MSG.phoneTaken] });
    throw err;
  }
  return (await findUserById(db, user.id))!;
}

/** The resident asks to leave: the estate's admins get an e-mail and the feed an entry. */
export async function requestAccountDeletion(deps: AppDeps, user: Actor, reason: string) {
  const { db, clock } = deps;
  if (user.estateId === null || user.role === 'admin')
    throw forbidden('Estate admins close their account through support.');
  await consume(db, clock, { key: `delete-request:${user.id}`, max: 3, windowSeconds: 86_400 });
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.estateId, user.estateId), eq(users.role, 'admin'), eq(users.isActive, true)))
    .limit(20);
  const name = `${user.firstName} ${user.lastName}`.trim();
  await db.transaction(async (tx) => {
    await recordActivity(tx, {
      estateId: user.estateId!,
      type: 'resident',
      description: `${name} asked to delete their account${reason ? `: ${reason}` : ''}`,
      actorId: user.id,
      createdAt: clock.now(),
    });
    for (const admin of admins) {
      await deps.mail.enqueue(tx, {
        to: admin.email,
        subject: `${name} asked to delete their EstateHub account`,
        text: [
          `${name} (${user.email}${user.homeAddress ? `, ${user.homeAddress}` : ''}) asked to delete their account.`,
          reason ? `Reason: ${reason}` : 'No reason was given.',
          '',
          `You can remove them from the residents screen: ${deps.config.PUBLIC_URL}/admin/residents`,
        ].join('\n'),
      });
    }
  });
  return { detail: ESTATE_MSG.deleteRequested };
}
