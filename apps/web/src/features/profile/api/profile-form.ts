import { HOUSE_TYPES, type ProfileAnswer, profileUpdateBody } from '@estatehub/shared';
import { z } from 'zod';
import type { ProfileUpdate } from './update-profile';

export const PROFILE_UPDATED = 'Profile updated successfully.';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile.';
export const DELETE_REQUEST_FAILED = 'Failed to send your request. Please try again.';

/** Residents choose tenant or landlord/landlady; security staff keep their type. */
export const EDITABLE_RESIDENT_TYPES = ['tenant', 'landlord/landlady'] as const;

/** The shared profile rules; house type and resident type may stay unset (empty). */
export const profileFormSchema = profileUpdateBody.required().extend({
  house_type: z.union([z.literal(''), z.enum(HOUSE_TYPES)]),
  resident_type: z.union([z.literal(''), z.enum(EDITABLE_RESIDENT_TYPES)]),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

/** Fields an account may have without a value (admins often have no home address): they may stay empty. */
const MAY_STAY_EMPTY = ['phone_number', 'home_address'] as const;

/** The rules for this profile: a phone or address that was never set may stay empty (and is then not sent). */
export function profileFormSchemaFor(profile: ProfileAnswer) {
  const relaxed: Partial<Record<(typeof MAY_STAY_EMPTY)[number], z.ZodType>> = {};
  for (const field of MAY_STAY_EMPTY) {
    if (!profile[field]) relaxed[field] = z.union([z.literal(''), profileFormSchema.shape[field]]);
  }
  return profileFormSchema.extend(relaxed) as unknown as typeof profileFormSchema;
}

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'phone_number',
  'home_address',
  'street_number',
  'house_type',
  'resident_type',
] as const;

export function canEditResidentType(profile: ProfileAnswer): boolean {
  return profile.role !== 'security' && profile.resident_type !== 'security';
}

export function profileDefaults(profile: ProfileAnswer): ProfileFormInput {
  const residentType = profile.resident_type;
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    phone_number: profile.phone_number ?? '',
    home_address: profile.home_address ?? '',
    street_number: profile.street_number ?? '',
    house_type: profile.house_type ?? '',
    resident_type: residentType === 'tenant' || residentType === 'landlord/landlady' ? residentType : '',
  };
}

/** The fields as given; unset choices are left out, and so is the resident type of security staff. */
export function toProfileUpdate(values: ProfileFormValues, profile: ProfileAnswer): ProfileUpdate {
  const { house_type, resident_type, ...rest } = values;
  const body: ProfileUpdate = { ...rest };
  for (const field of MAY_STAY_EMPTY) if (!body[field] && !profile[field]) delete body[field];
  if (house_type) body.house_type = house_type;
  if (resident_type && canEditResidentType(profile)) body.resident_type = resident_type;
  return body;
}
