import { MSG, type registerBody, roleForResidentType } from '@estatehub/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
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
import { consume, ensureUnder, hit, reset } from '../../lib/rate-limit';
import { recordActivity } from '../activities/activities.queries';
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
import { type CodePurpose, consumeCode, cooldownLeft, issueCode } from './codes';
import { deleteUserSessions, type UserRow } from './session.queries';

type RegisterInput = z.output<typeof registerBody>;

/** A sign-in refused because the e-mail is not verified; carries the account so the route can remember it. */
export class EmailNotVerifiedError extends HttpError {
  constructor(readonly userId: number) {
    super(403, { detail: MSG.emailNotVerified, email_verified: false });
  }
}
const FIFTEEN_MINUTES = 15 * 60;

/** Failed sign-ins allowed per account and per address before a pause. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 30, windowSeconds: FIFTEEN_MINUTES };
const loginKeys = (email: string, ip: string) => [
  { key: `login:acct:${email}`, max: LOGIN_LIMITS.perAccount, windowSeconds: LOGIN_LIMITS.windowSeconds },
  { key: `login:ip:${ip}`, max: LOGIN_LIMITS.perAddress, windowSeconds: LOGIN_LIMITS.windowSeconds },
];
/** Code checks per address, across accounts, so codes cannot be guessed by spreading tries. */
const codeCheckLimit = (ip: string) => ({ key: `code:ip:${ip}`, max: 30, windowSeconds: FIFTEEN_MINUTES });
const codeSendLimit = (ip: string) => ({ key: `send:ip:${ip}`, max: 20, windowSeconds: 3600 });

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
      await recordActivity(tx, {
        estateId: input.estate,
        type: 'resident',
        description: `${user.firstName} ${user.lastName} registered as ${user.role === 'security' ? 'estate security' : 'a resident'} and awaits approval`,
        actorId: user.id,
        createdAt: clock.now(),
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
  const { db, clock } = deps;
  const limits = loginKeys(email, ip);
  for (const limit of limits) {
    await ensureUnder(db, clock, limit, 'Too many failed sign-in attempts. Please try again later.');
  }
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    for (const limit of limits) await hit(db, clock, limit);
    throw unauthorized(MSG.invalidCredentials);
  }
  await reset(db, limits[0]!.key);
  if (!user.isActive) throw forbidden(MSG.accountDisabled);
  if (!user.emailVerifiedAt) throw new EmailNotVerifiedError(user.id);
  if (!user.isApproved) throw forbidden(MSG.awaitingApproval);
  return user;
}

export async function userAnswerFor(deps: AppDeps, user: UserRow) {
  return toUserAnswer(user, await isSubscriptionActive(deps.db, user, deps.clock.now()));
}

/** The account a verify or resend call is about: the e-mail given, else the registration cookie. */
export async function pendingAccount(deps: AppDeps, email: string | undefined, cookieUserId: number | null) {
  if (email) return findUserByEmail(deps.db, email);
  if (cookieUserId) return findUserById(deps.db, cookieUserId);
  throw badRequest(MSG.noPendingVerification);
}

export async function verifyEmail(deps: AppDeps, user: UserRow | undefined, code: string, ip: string): Promise<void> {
  const { db, clock } = deps;
  await consume(db, clock, codeCheckLimit(ip));
  if (!user) throw badRequest(MSG.invalidCode);
  if (user.emailVerifiedAt) throw badRequest(MSG.alreadyVerified);
  await checkCode(deps, user, 'verify_email', code);
  await updateUser(db, user.id, { emailVerifiedAt: clock.now() }, clock.now());
}

export async function resendVerification(deps: AppDeps, user: UserRow | undefined, ip: string): Promise<void> {
  const { db, clock } = deps;
  await consume(db, clock, codeSendLimit(ip));
  // An unknown e-mail gets the same answer as a known one.
  if (!user) return;
  if (user.emailVerifiedAt) throw badRequest(MSG.alreadyVerified);
  const wait = await cooldownLeft(db, user.id, 'verify_email', clock.now());
  if (wait > 0) throw tooManyRequests(wait, `Please wait ${wait} seconds before requesting another code.`);
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, deps.secret, user.id, 'verify_email', clock.now());
    await deps.mail.enqueue(tx, verificationEmail(user.email, user.firstName, code));
  });
}

/** Answers the same whether or not the e-mail exists; the cooldown is per e-mail either way. */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<void> {
  const { db, clock } = deps;
  await consume(db, clock, codeSendLimit(ip));
  const { count, retryAfter } = await hit(db, clock, { key: `reset:${email}`, max: 1, windowSeconds: 60 });
  if (count > 1) throw tooManyRequests(retryAfter, `Please wait ${retryAfter} seconds before trying again.`);
  const user = await findUserByEmail(db, email);
  if (!user?.isActive) return;
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, deps.secret, user.id, 'password_reset', clock.now());
    await deps.mail.enqueue(tx, passwordResetEmail(user.email, code, deps.config.PUBLIC_URL));
  });
}

export async function resetPassword(deps: AppDeps, email: string, code: string, newPassword: string, ip: string) {
  const { db, clock } = deps;
  await consume(db, clock, codeCheckLimit(ip));
  const user = await findUserByEmail(db, email);
  if (!user?.isActive) throw badRequest(MSG.invalidCode);
  await checkCode(deps, user, 'password_reset', code);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // The code arrived by e-mail, which also proves the address.
    await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? clock.now() }, clock.now());
    await deleteUserSessions(tx, user.id);
  });
}

async function checkCode(deps: AppDeps, user: UserRow, purpose: CodePurpose, code: string) {
  const result = await consumeCode(deps.db, deps.secret, user.id, purpose, code, deps.clock.now());
  if (result === 'too_many_attempts') throw badRequest(MSG.tooManyCodeAttempts);
  if (result === 'invalid') throw badRequest(MSG.invalidCode);
}
