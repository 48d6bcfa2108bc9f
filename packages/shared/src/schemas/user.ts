import { z } from 'zod';
import { HOUSE_TYPES, RESIDENT_TYPES, ROLES } from '../enums';

/** The user as every auth answer gives it (spec part 1 section 3). */
export const userAnswer = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  estate: z.number().int().nullable(),
  subscription_active: z.boolean(),
});
export type UserAnswer = z.infer<typeof userAnswer>;

/** The profile adds the resident's own fields to the user. */
export const profileAnswer = userAnswer.extend({
  phone_number: z.string(),
  home_address: z.string(),
  street_number: z.string(),
  house_type: z.enum(HOUSE_TYPES).nullable(),
  resident_type: z.enum(RESIDENT_TYPES).nullable(),
  is_approved: z.boolean(),
  date_joined: z.string(),
});
export type ProfileAnswer = z.infer<typeof profileAnswer>;
