import { z } from 'zod';
import { STAFF_GENDERS, STAFF_STATUSES } from '../enums';
import { STAFF_MSG } from '../messages';
import { choice, optionalText, paged, pageQuery, phoneNumber, searchParam, text } from './fields';

/** The phone is required (spec part 2 section 5: an empty one says so), then exactly 11 digits. */
const staffPhone = () => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), phoneNumber());

export const STAFF_PAGE_SIZE = 10;
export const STAFF_MAX_PAGE_SIZE = 100;

export const STAFF_GENDER_LABELS = { male: 'Male', female: 'Female' } as const;
export const STAFF_STATUS_LABELS = { active: 'Active', removed: 'Removed' } as const;

/**
 * A staff ID: `ST-` and six characters from an alphabet without look-alikes (no 0/O, 1/I/L), so
 * a guard can read it off a card and type it without doubt (decision 016).
 */
export const STAFF_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const STAFF_ID_PATTERN = /^ST-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

/** A typed staff ID as the gate reads it: trimmed, upper case, the dash optional ("st 7k..." too). */
export function normaliseStaffId(typed: string): string {
  const bare = typed.trim().toUpperCase().replace(/[\s-]/g, '');
  return bare.startsWith('ST') ? `ST-${bare.slice(2)}` : `ST-${bare}`;
}

/** Add New Staff and the edit form: name, role (free text), 11-digit phone, gender (spec part 2 section 5). */
export const staffBody = z.object({
  name: text(100),
  role: text(60),
  phone_number: staffPhone(),
  gender: choice(STAFF_GENDERS, STAFF_MSG.chooseGender).default('male'),
});
export type StaffBody = z.input<typeof staffBody>;

/** PATCH sends any of the fields (the screen sends all four). */
export const staffPatch = z.object({
  name: text(100).optional(),
  role: text(60).optional(),
  phone_number: staffPhone().optional(),
  gender: choice(STAFF_GENDERS, STAFF_MSG.chooseGender).optional(),
});
export type StaffPatch = z.input<typeof staffPatch>;

/** Disable: the reason is optional for the employer, required for an admin (checked by the server). */
export const staffDisableBody = z
  .object({ removal_reason: optionalText(500, { multiline: true }) })
  .nullish()
  .transform((v) => v ?? { removal_reason: '' });
export type StaffDisableBody = z.input<typeof staffDisableBody>;

export const staffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  phone_number: z.string(),
  gender: z.enum(STAFF_GENDERS),
  unique_id: z.string(),
  date_of_registration: z.string(),
  status: z.enum(STAFF_STATUSES),
  removal_reason: z.string().nullable(),
  removed_at: z.string().nullable(),
  /** The employing resident's e-mail (the spec shows it under this name). */
  resident_name: z.string(),
  estate_name: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const STAFF_STATUS_FILTERS = ['all', ...STAFF_STATUSES] as const;
export type StaffStatusFilter = (typeof STAFF_STATUS_FILTERS)[number];

export const staffQuery = pageQuery(STAFF_PAGE_SIZE, STAFF_MAX_PAGE_SIZE).extend({
  search: searchParam(),
  status: z.enum(STAFF_STATUS_FILTERS).default('all'),
});
export type StaffQuery = z.input<typeof staffQuery>;
/** The export takes the list's filters and no page. */
export const staffExportQuery = staffQuery.pick({ search: true, status: true });

/** Counts over everything the caller may see (the estate for an admin, their own for a resident), filters aside. */
export const staffStats = z.object({ total: z.number().int(), active: z.number().int(), removed: z.number().int() });
export const staffPage = paged(staffMember).extend({ stats: staffStats });
export type StaffPage = z.infer<typeof staffPage>;

/** What the gate sees of a staff ID: who, for whom, and whether to let them in. No phone, no e-mail. */
export const staffLookup = z.object({
  unique_id: z.string(),
  name: z.string(),
  role: z.string(),
  gender: z.enum(STAFF_GENDERS),
  status: z.enum(STAFF_STATUSES),
  removal_reason: z.string().nullable(),
  employer: z.object({ name: z.string(), home_address: z.string() }),
  estate_name: z.string(),
});
export type StaffLookup = z.infer<typeof staffLookup>;

/** The export's columns, exactly as spec part 2 section 9 names them. */
export const STAFF_CSV_COLUMNS = [
  'ID',
  'Name',
  'Role',
  'Phone',
  'Gender',
  'Unique ID',
  'Resident Email',
  'Estate',
  'Status',
  'Registration Date',
] as const;
