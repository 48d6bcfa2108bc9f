import { z } from 'zod';
import { HOUSE_TYPES, RESIDENT_TYPES, ROLES } from '../enums';
import { MSG } from '../messages';
import { choice, optionalText, pageQuery, phoneNumber, searchParam, text } from './fields';

/** A resident as the admin residents screen reads it (spec part 1 section 3). */
export const residentRow = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  home_address: z.string(),
  house_type: z.string().nullable(),
  resident_type: z.string().nullable(),
  role: z.enum(ROLES),
  is_approved: z.boolean(),
  /** False until the person confirms their e-mail; approval waits for it. */
  email_verified: z.boolean(),
  date_joined: z.string(),
});
export type ResidentRow = z.infer<typeof residentRow>;

export const RESIDENTS_PAGE_SIZE = 10;

/** The residents screen's status filter. */
export const RESIDENT_STATUS_FILTERS = ['all', 'approved', 'pending'] as const;
export type ResidentStatusFilter = (typeof RESIDENT_STATUS_FILTERS)[number];

export const residentsQuery = pageQuery(RESIDENTS_PAGE_SIZE, 100).extend({
  search: searchParam(),
  status: z.enum(RESIDENT_STATUS_FILTERS).default('all'),
  house_type: z.union([z.literal('all'), z.enum(HOUSE_TYPES)]).default('all'),
  resident_type: z.union([z.literal('all'), z.enum(RESIDENT_TYPES)]).default('all'),
});
export type ResidentsQuery = z.input<typeof residentsQuery>;

/** One page, the total of the filtered set, and the three counters over it. */
export const residentsPage = z.object({
  count: z.number().int(),
  results: z.array(residentRow),
  counts: z.object({ total: z.number().int(), approved: z.number().int(), pending: z.number().int() }),
});
export type ResidentsPage = z.infer<typeof residentsPage>;

/** What a person may change on their own profile: never estate, role, approval or e-mail. */
export const profileUpdateBody = z.object({
  first_name: text(150).optional(),
  last_name: text(150).optional(),
  phone_number: phoneNumber().optional(),
  home_address: text(255).optional(),
  street_number: optionalText(50).optional(),
  house_type: choice(HOUSE_TYPES, MSG.invalidHouseType).optional(),
  resident_type: choice(['tenant', 'landlord/landlady'] as const, MSG.invalidResidentType).optional(),
});

export const deleteAccountRequestBody = z
  .object({ reason: optionalText(1000, { multiline: true }) })
  .nullish()
  .transform((v) => v ?? { reason: '' });
