import { z } from 'zod';
import { MSG } from '../messages';

/** A missing value reads "This field is required."; a value of the wrong type says so. */
const requiredOr = (invalid: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? MSG.required : invalid;

/** A required trimmed text field with a length bound. */
export const text = (max = 255) =>
  z
    .string({ error: requiredOr('Not a valid string.') })
    .trim()
    .min(1, MSG.required)
    .max(max, `Ensure this field has no more than ${max} characters.`);

/** Optional text: absent, null or blank all become an empty string. */
export const optionalText = (max = 1000) =>
  z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .nullish()
    .transform((v) => v ?? '');

export const email = () =>
  text(254)
    .pipe(z.email(MSG.invalidEmail))
    .transform((v) => v.toLowerCase());

export const phoneNumber = () =>
  z
    .string({ error: requiredOr(MSG.phone) })
    .trim()
    .regex(/^\d{11}$/, MSG.phone);

export const sixDigitCode = () =>
  z
    .string({ error: requiredOr(MSG.codeFormat) })
    .trim()
    .regex(/^\d{6}$/, MSG.codeFormat);

export const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: requiredOr(message) });

/** A positive integer id that may arrive as a number or a numeric string (forms). */
export const idField = (message: string) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/, message)], { error: requiredOr(message) })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .positive(message)
        .max(2 ** 31 - 1, message),
    );

/** The answer shape of every list: the server pages, the page holds `results`. */
export const paged = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), results: z.array(item) });

export const pageQuery = (defaultSize: number, maxSize: number) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });

export const detail = z.object({ detail: z.string() });
