import { MSG, type registerBody, roleForResidentType } from '@estatehub/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { emit } from '../../events/emit';
import { uniqueViolation } from '../../lib/db-errors';
import {
  badRequest,
  type FieldErrors,
  fieldErrors,
  forbidden,
  HttpError,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { consume } from '../../lib/rate-limit';
import { isSubscriptionActive } from '../subscriptions/subscriptions.queries';
import { toUserAnswer } from '../users/user-answer';
import {
  estateExists,
  findUserByEmail,
  findUserById,
  insertUser,
  takenContacts,
  updateUser,
} from '../users/users.queries';
import { passwordResetEmail, verificationEmail } from './auth.emails';
import { codeCheckLimit, limitCodeSend, sendWaitMessage } from './code-limits';
import { type CodePurpose, consumeCode, cooldownLeft, issueCode } from './codes';
import { deleteUserSessions, type UserRow } from './session.queries';
import { admitSignIn, liftSignInThrottles, signInSucceeded } from './sign-in-throttle';

type RegisterInput = z.output<typeof registerBody>;

/** A sign-in refused because the e-mail is not verified; carries the account so the route can remember it. */
export class EmailNotVerifiedError extends HttpError {
  constructor(readonly userId: number) {
    super(403, { detail: MSG.emailNotVerified, email_verified: false });
  }
}

export async function register(deps: AppDeps, input: RegisterInput): Promise<UserRow> {
  const { db, clock } = deps;
  const errors: FieldErrors = {};
  const [estateOk, taken] = await Promise.all([
    estateExists(db, input.estate),
    takenContacts(db, input.email, input.phone_number),
  ]);
  if (taken.email) errors.email = [MSG.emailTaken];
  if (taken.phone) errors.phone_number = [MSG.phoneTaken];
  if (!estateOk) errors.estate = [MSG.invalidEstate];
  if (Object.keys(errors).length) throw fieldErrors(errors);

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_number,
        homeAddress: input.home_address,
        streetNumber: input.street_number,
        houseType: input.house_type,
        residentType: input.resident_type,
        // Never an admin, whatever the payload's role says.
        role: roleForResidentType(input.resident_type),
        estateId: input.estate,
        dateJoined: clock.now(),
      });
      const code = await issueCode(tx, deps.secret, user.id, 'verify_email', clock.now());
      await deps.mail.enqueue(tx, verificationEmail(user.email, user.firstName, code));
      await emit(tx, {
        type: 'resident.registered',
        estateId: input.estate,
        actorId: user.id,
        subjectId: user.id,
        at: clock.now().toISOString(),
        data: {
          name: `${user.firstName} ${user.lastName}`.trim(),
          role: user.role === 'security' ? 'security' : 'resident',
        },
      });
      return user;
    });
  } catch (err) {
    // A parallel registration took the e-mail or phone between the check and the insert.
    const constraint = uniqueViolation(err);
    if (constraint === null) throw err;
    throw fieldErrors(constraint.includes('phone') ? { phone_number: [MSG.phoneTaken] } : { email: [MSG.emailTaken] });
  }
}

/** Checks credentials and the account's state; answers the user to sign in. */
export async function authenticate(deps: AppDeps, email: string, password: string, ip: string): Promise<UserRow> {
  // Counted before the password is checked, so a burst of guesses cannot all be tried.
  await admitSignIn(deps, email, ip);
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) throw unauthorized(MSG.invalidCredentials);
  await signInSucceeded(deps, email, ip);
  if (!user.isActive) throw forbidden(MSG.accountDisabled);
  if (!user.emailVerifiedAt) throw new EmailNotVerifiedError(user.id);
  if (!user.isApproved) throw forbidden(MSG.awaitingApproval);
  return user;
}

export async function userAnswerFor(deps: AppDeps, user: UserRow) {
  return toUserAnswer(user, await isSubscriptionActive(deps.db, user, deps.clock.now()));
}

/**
 * The account a verify or resend call is about. `known` when this browser holds the signed
 * pending-verification cookie of that account (set by registration or by a sign-in with the
 * password): only then may answers tell the account's state. A named e-mail alone learns
 * nothing: unknown, verified and exhausted accounts answer alike.
 */
export type PendingAccount = { email: string; user: UserRow | undefined; known: boolean };

export async function pendingAccount(
  deps: AppDeps,
  email: string | undefined,
  cookieUserId: number | null,
): Promise<PendingAccount> {
  const fromCookie = cookieUserId ? await findUserById(deps.db, cookieUserId) : undefined;
  if (fromCookie && (!email || email === fromCookie.email))
    return { email: fromCookie.email, user: fromCookie, known: true };
  if (email) return { email, user: await findUserByEmail(deps.db, email), known: false };
  throw badRequest(MSG.noPendingVerification);
}

export async function verifyEmail(deps: AppDeps, account: PendingAccount, code: string, ip: string): Promise<void> {
  const { db, clock } = deps;
  await consume(db, clock, codeCheckLimit(ip));
  const { user, known } = account;
  if (!user) throw badRequest(MSG.invalidCode);
  if (user.emailVerifiedAt) throw badRequest(known ? MSG.alreadyVerified : MSG.invalidCode);
  await checkCode(deps, user, 'verify_email', code, known);
  await updateUser(db, user.id, { emailVerifiedAt: clock.now() }, clock.now());
}

export async function resendVerification(deps: AppDeps, account: PendingAccount, ip: string): Promise<void> {
  const { db, clock } = deps;
  const { user, known } = account;
  if (known && user) {
    if (user.emailVerifiedAt) throw badRequest(MSG.alreadyVerified);
    // This browser registered the account: the countdown runs from the last code sent.
    const wait = await cooldownLeft(db, user.id, 'verify_email', clock.now());
    if (wait > 0) throw tooManyRequests(wait, sendWaitMessage('verify_email', wait));
  }
  await limitCodeSend(deps, 'verify_email', account.email, ip);
  // Unknown, verified or disabled accounts get the same answer and no mail.
  if (!user || user.emailVerifiedAt || !user.isActive) return;
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, deps.secret, user.id, 'verify_email', clock.now());
    await deps.mail.enqueue(tx, verificationEmail(user.email, user.firstName, code));
  });
}

/** Answers the same whether or not the e-mail exists; the limits count either way. */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<void> {
  const { db, clock } = deps;
  await limitCodeSend(deps, 'password_reset', email, ip);
  const user = await findUserByEmail(db, email);
  if (!user?.isActive) return;
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, deps.secret, user.id, 'password_reset', clock.now());
    await deps.mail.enqueue(tx, passwordResetEmail(user.email, code, deps.config.PUBLIC_URL));
  });
}

/** Every failure answers "invalid or expired code", so the call never tells whether the e-mail exists. */
export async function resetPassword(deps: AppDeps, email: string, code: string, newPassword: string, ip: string) {
  const { db, clock } = deps;
  await consume(db, clock, codeCheckLimit(ip));
  const user = await findUserByEmail(db, email);
  if (!user?.isActive) throw badRequest(MSG.invalidCode);
  await checkCode(deps, user, 'password_reset', code, false);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // The code arrived by e-mail, which also proves the address.
    await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? clock.now() }, clock.now());
    await deleteUserSessions(tx, user.id);
    // The owner proved themselves: lift every sign-in delay on the account.
    await liftSignInThrottles({ db: tx }, user.email);
  });
}

/** `known`: the caller already knows the account (its cookie), so running out of tries may be said. */
async function checkCode(deps: AppDeps, user: UserRow, purpose: CodePurpose, code: string, known: boolean) {
  const result = await consumeCode(deps.db, deps.secret, user.id, purpose, code, deps.clock.now());
  if (result === 'too_many_attempts') throw badRequest(known ? MSG.tooManyCodeAttempts : MSG.invalidCode);
  if (result === 'invalid') throw badRequest(MSG.invalidCode);
}
