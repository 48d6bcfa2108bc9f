import { z } from 'zod';
import { MSG } from '../messages';

/** A missing value reads "This field is required."; a value of the wrong type says so. */
const requiredOr = (invalid: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? MSG.required : invalid;

type TextOptions = { /** Descriptions, messages, bios: tabs and line breaks allowed. */ multiline?: boolean };

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * True when the text holds a C0 or C1 control character (NUL among them: PostgreSQL refuses it
 * in text), DEL, or half of a surrogate pair. Multi-line fields may hold tabs and line breaks.
 */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff)) return true;
  }
  return false;
}

/** A trimmed string of at most `max` characters without control characters. */
const cleanString = (max: number, error: Parameters<typeof z.string>[0], options: TextOptions) =>
  z
    .string(error)
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .refine((v) => !hasForbiddenCharacters(v, options.multiline), MSG.forbiddenCharacters);

/** A required trimmed text field with a length bound. */
export const text = (max = 255, options: TextOptions = {}) =>
  cleanString(max, { error: requiredOr('Not a valid string.') }, options).refine((v) => v.length > 0, MSG.required);

/** Optional text: absent, null or blank all become an empty string. */
export const optionalText = (max = 1000, options: TextOptions = {}) =>
  cleanString(max, { error: 'Not a valid string.' }, options)
    .nullish()
    .transform((v) => v ?? '');

/** A search box's value in a query string: optional, one line, at most 100 characters. */
export const searchParam = () =>
  optionalText(100)
    .transform((v) => v || undefined)
    .optional();

export const email = () =>
  text(254)
    .pipe(z.email(MSG.invalidEmail))
    .transform((v) => v.toLowerCase());

/** An e-mail address that may be left empty (the empty string stays empty). */
export const optionalEmail = () =>
  optionalText(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, MSG.invalidEmail)
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
