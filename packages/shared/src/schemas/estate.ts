import { z } from 'zod';
import { ESTATE_MSG } from '../messages';
import {
  email,
  idField,
  optionalEmail,
  optionalText,
  paged,
  pageQuery,
  phoneNumber,
  searchParam,
  text,
} from './fields';

/** The public estate card: never bank accounts or e-mail addresses. */
export const publicEstate = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  created_at: z.string(),
});
export type PublicEstate = z.infer<typeof publicEstate>;
export const publicEstateList = paged(publicEstate);
/** The public estate list's query: a page, searched by name or address. */
export const publicEstatesQuery = pageQuery(50, 100).extend({ search: searchParam() });

export const bankAccount = z.object({
  id: z.number().int(),
  account_number: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;

/** The estate as its members see it (spec part 2 section 3). */
export const estateDetail = publicEstate.extend({
  email: z.string(),
  phone_number: z.string(),
  bank_accounts: z.array(bankAccount),
});
export type EstateDetail = z.infer<typeof estateDetail>;

/** Register Estate and the estate profile edit: the same fields (multipart, plus an optional logo). */
export const estateFields = z.object({
  name: text(150),
  address: text(255),
  description: optionalText(2000, { multiline: true }),
  phone_number: phoneNumber(),
  email: email(),
});
export const estateRegistration = estateFields.extend({ description: text(2000, { multiline: true }) });

export const bankAccountBody = z.object({
  account_number: z
    .string({ error: ESTATE_MSG.accountNumber })
    .trim()
    .regex(/^\d{10}$/, ESTATE_MSG.accountNumber),
  account_name: text(150),
  bank_name: text(100),
});

/** PATCH fallback: any estate field, and optionally the whole bank account list. */
export const estatePatchBody = estateFields.partial().extend({
  bank_accounts: z
    .array(bankAccountBody.extend({ id: z.number().int().positive().optional() }))
    .max(10, ESTATE_MSG.bankAccountLimit)
    .optional(),
});

export const leader = z.object({
  id: z.number().int(),
  user: z.number().int(),
  name: z.string(),
  email: z.string(),
  position: z.string(),
  phone_number: z.string(),
  profile_picture: z.string().nullable(),
  bio: z.string(),
  order: z.number().int(),
});
export type Leader = z.infer<typeof leader>;
export const leaderList = paged(leader);

const order = z.coerce.number({ error: 'Enter a whole number.' }).int('Enter a whole number.').min(0).max(1000);

export const leaderCreateBody = z.object({
  user: idField(ESTATE_MSG.chooseResident),
  position: text(100),
  phone_number: optionalText(20),
  bio: optionalText(2000, { multiline: true }),
  order: order.default(0),
});

export const leaderUpdateBody = z.object({
  position: text(100).optional(),
  phone_number: optionalText(20).optional(),
  /** Empty means "use the resident's own e-mail". */
  email: optionalEmail().optional(),
  bio: optionalText(2000, { multiline: true }).optional(),
  order: order.optional(),
});
