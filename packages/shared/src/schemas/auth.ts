import { z } from 'zod';
import { HOUSE_TYPES, RESIDENT_TYPES } from '../enums';
import { MSG } from '../messages';
import { meetsAllPasswordRules, meetsResetPasswordRule } from '../password';
import { choice, email, idField, optionalText, phoneNumber, sixDigitCode, text } from './fields';

export const loginBody = z.object({
  email: email(),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(256),
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  email: email(),
  password: z
    .string({ error: MSG.required })
    .min(1, MSG.required)
    .max(128, 'Ensure this field has no more than 128 characters.')
    .refine(meetsAllPasswordRules, MSG.passwordRules),
  first_name: text(150),
  last_name: text(150),
  phone_number: phoneNumber(),
  home_address: text(255),
  house_type: choice(HOUSE_TYPES, MSG.invalidHouseType),
  resident_type: choice(RESIDENT_TYPES, MSG.invalidResidentType).default('tenant'),
  estate: idField(MSG.invalidEstate),
  /** Sent by the screen; ignored: the server decides the role (never admin). */
  role: z.string().optional(),
  street_number: optionalText(50),
});
export type RegisterBody = z.input<typeof registerBody>;

export const verifyEmailBody = z.object({
  code: sixDigitCode(),
  /** Optional: the server otherwise knows the account from the pending-verification cookie. */
  email: email().optional(),
});

export const resendVerificationBody = z
  .object({ email: email().optional() })
  .nullish()
  .transform((v) => v ?? {});

export const requestPasswordResetBody = z.object({ email: email() });

export const resetPasswordConfirmBody = z.object({
  email: email(),
  code: sixDigitCode(),
  new_password: z
    .string({ error: MSG.required })
    .min(1, MSG.required)
    .max(128, 'Ensure this field has no more than 128 characters.')
    .refine(meetsResetPasswordRule, MSG.resetPasswordRule),
});

export const messageAnswer = z.object({ detail: z.string() });
export const retryAnswer = z.object({ detail: z.string(), retry_after: z.number().int() });
