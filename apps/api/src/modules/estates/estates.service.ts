import {
  type bankAccountBody,
  ESTATE_MSG,
  estateFields,
  type estatePatchBody,
  estateRegistration,
  MSG,
  TRIAL_DAYS,
} from '@estatehub/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { addDays } from '../../lib/clock';
import { uniqueViolation } from '../../lib/db-errors';
import { newFileKey } from '../../lib/file-storage';
import { IMAGE_KINDS } from '../../lib/file-type';
import { badRequest, type FieldErrors, fieldErrors, notFound } from '../../lib/http-errors';
import { ensureUnder, hit } from '../../lib/rate-limit';
import { parseOr400 } from '../../lib/validation';
import type { EstateActor as Admin } from '../../plugins/access';
import type { FileRule, FormInput, UploadedFile } from '../../plugins/uploads';
import { issueCode } from '../auth/codes';
import { startTrial } from '../subscriptions/subscriptions.queries';
import { insertUser } from '../users/users.queries';
import { estateWelcomeEmail } from './estates.emails';
import {
  type BankAccountFields,
  countBankAccounts,
  deleteBankAccountRow,
  deleteBankAccountsExcept,
  emailBelongsToUser,
  findEstate,
  insertBankAccount,
  insertEstate,
  listBankAccounts,
  listEstates,
  takenEstateContacts,
  updateBankAccountRow,
  updateEstateRow,
} from './estates.queries';

const MAX_BANK_ACCOUNTS = 10;
const FIVE_MB = 5 * 1024 * 1024;

export const registrationLogoRule: FileRule = {
  field: 'logo',
  maxBytes: FIVE_MB,
  kinds: IMAGE_KINDS,
  typeMessage: ESTATE_MSG.logoType,
  sizeMessage: ESTATE_MSG.logoSize,
};
export const profileLogoRule: FileRule = {
  ...registrationLogoRule,
  typeMessage: ESTATE_MSG.imageType,
  sizeMessage: ESTATE_MSG.imageSize,
};

/** Name, e-mail and phone are unique among estates; the e-mail also becomes the admin's sign-in. */
async function checkUnique(
  db: Db,
  v: { name?: string; email?: string; phone_number?: string },
  exceptEstateId?: number,
) {
  const taken = await takenEstateContacts(db, { name: v.name, email: v.email, phone: v.phone_number }, exceptEstateId);
  const errors: FieldErrors = {};
  if (taken.name) errors.name = [ESTATE_MSG.estateNameTaken];
  if (taken.email) errors.email = [ESTATE_MSG.estateEmailTaken];
  if (taken.phone) errors.phone_number = [ESTATE_MSG.estatePhoneTaken];
  return errors;
}

function uniqueError(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === null) throw err;
  if (constraint.includes('name')) throw fieldErrors({ name: [ESTATE_MSG.estateNameTaken] });
  if (constraint.includes('phone')) throw fieldErrors({ phone_number: [ESTATE_MSG.estatePhoneTaken] });
  throw fieldErrors({ email: [ESTATE_MSG.estateEmailTaken] });
}

const bankFields = (a: z.output<typeof bankAccountBody>): BankAccountFields => ({
  accountNumber: a.account_number,
  accountName: a.account_name,
  bankName: a.bank_name,
});

async function storeImage(deps: AppDeps, folder: string, file: UploadedFile | null): Promise<string | null> {
  if (!file) return null;
  const key = newFileKey(folder, file.kind.ext);
  await deps.storage.put(key, file.data);
  return key;
}

/**
 * Registers an estate and its admin account (no password yet) with a free trial, and e-mails
 * the estate address a code that sets the password through the reset-password screen.
 */
export async function registerEstate(deps: AppDeps, form: FormInput, ip: string) {
  const { db, clock } = deps;
  // Counts registrations that succeed; refused forms cost the client nothing.
  const limit = { key: `estate-register:ip:${ip}`, max: 5, windowSeconds: 3600 };
  await ensureUnder(db, clock, limit);
  const input = parseOr400(estateRegistration, form.fields);
  const errors = await checkUnique(db, input);
  if (!errors.email && (await emailBelongsToUser(db, input.email))) errors.email = [MSG.emailTaken];
  if (Object.keys(errors).length) throw fieldErrors(errors);

  const logo = await storeImage(deps, 'logos', form.file);
  try {
    return await db.transaction(async (tx) => {
      const now = clock.now();
      const estate = await insertEstate(tx, {
        name: input.name,
        address: input.address,
        description: input.description,
        email: input.email,
        phoneNumber: input.phone_number,
        logo,
        createdAt: now,
        updatedAt: now,
      });
      const admin = await insertUser(tx, {
        email: input.email,
        firstName: input.name,
        lastName: 'Admin',
        role: 'admin',
        estateId: estate.id,
        isApproved: true,
        dateJoined: now,
      });
      await startTrial(tx, admin.id, addDays(now, TRIAL_DAYS));
      const code = await issueCode(tx, deps.secret, admin.id, 'password_reset', now);
      await deps.mail.enqueue(tx, estateWelcomeEmail(estate.name, input.email, code, deps.config.PUBLIC_URL));
      await hit(tx, clock, limit);
      return { detail: ESTATE_MSG.registered, id: estate.id, name: estate.name };
    });
  } catch (err) {
    if (logo) await deps.storage.remove(logo);
    const constraint = uniqueViolation(err);
    if (constraint?.startsWith('users_email')) throw fieldErrors({ email: [MSG.emailTaken] });
    uniqueError(err);
  }
}

export async function estateDetail(deps: AppDeps, estateId: number) {
  const estate = await findEstate(deps.db, estateId);
  if (!estate) throw notFound();
  return { estate, accounts: await listBankAccounts(deps.db, estateId) };
}

/** PUT: every profile field, and a new logo when one is sent. */
export async function updateEstate(deps: AppDeps, admin: Admin, form: FormInput) {
  const input = parseOr400(estateFields, form.fields);
  await saveEstateFields(deps, admin, input, form.file);
}

/** PATCH: any of the fields, and optionally the whole list of bank accounts. */
export async function patchEstate(deps: AppDeps, admin: Admin, input: z.output<typeof estatePatchBody>) {
  const { bank_accounts, ...fields } = input;
  await saveEstateFields(deps, admin, fields, null, bank_accounts);
}

async function saveEstateFields(
  deps: AppDeps,
  admin: Admin,
  fields: Partial<z.output<typeof estateFields>>,
  file: UploadedFile | null,
  accounts?: z.output<typeof estatePatchBody>['bank_accounts'],
) {
  const { db, clock } = deps;
  const errors = await checkUnique(db, fields, admin.estateId);
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const before = await findEstate(db, admin.estateId);
  if (!before) throw notFound();
  const logo = await storeImage(deps, 'logos', file);
  try {
    await db.transaction(async (tx) => {
      await updateEstateRow(tx, admin.estateId, {
        name: fields.name,
        address: fields.address,
        description: fields.description,
        email: fields.email,
        phoneNumber: fields.phone_number,
        ...(logo ? { logo } : {}),
        updatedAt: clock.now(),
      });
      if (accounts) await replaceBankAccounts(tx, admin.estateId, accounts);
    });
  } catch (err) {
    if (logo) await deps.storage.remove(logo);
    uniqueError(err);
  }
  if (logo && before.logo) await deps.storage.remove(before.logo);
}

async function replaceBankAccounts(
  tx: Db,
  estateId: number,
  accounts: NonNullable<z.output<typeof estatePatchBody>['bank_accounts']>,
) {
  const existing = new Set((await listBankAccounts(tx, estateId)).map((a) => a.id));
  const keep = accounts.flatMap((a) => (a.id ? [a.id] : []));
  if (keep.some((id) => !existing.has(id)))
    throw badRequest('A bank account in the list does not belong to this estate.');
  await deleteBankAccountsExcept(tx, estateId, keep);
  for (const a of accounts) {
    const values = bankFields(a);
    if (a.id) await updateBankAccountRow(tx, estateId, a.id, values);
    else await insertBankAccount(tx, estateId, values);
  }
}

export async function addBankAccount(deps: AppDeps, admin: Admin, body: z.output<typeof bankAccountBody>) {
  if ((await countBankAccounts(deps.db, admin.estateId)) >= MAX_BANK_ACCOUNTS)
    throw badRequest(ESTATE_MSG.bankAccountLimit);
  return insertBankAccount(deps.db, admin.estateId, bankFields(body));
}

export async function updateBankAccount(
  deps: AppDeps,
  admin: Admin,
  id: number,
  body: z.output<typeof bankAccountBody>,
) {
  const row = await updateBankAccountRow(deps.db, admin.estateId, id, bankFields(body));
  if (!row) throw notFound();
  return row;
}

export async function deleteBankAccount(deps: AppDeps, admin: Admin, id: number) {
  if (!(await deleteBankAccountRow(deps.db, admin.estateId, id))) throw notFound();
}

/** The public list: a page of estates, newest first, searched by name or address. */
export async function publicEstates(deps: AppDeps, query: { page: number; pageSize: number; search?: string }) {
  return listEstates(deps.db, query);
}
