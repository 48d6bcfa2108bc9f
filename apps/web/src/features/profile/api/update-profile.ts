import type { ProfileAnswer } from '@estatehub/shared';
import { api } from '../../../lib/api-client';

export type ProfileUpdate = Partial<{
  first_name: string;
  last_name: string;
  phone_number: string;
  home_address: string;
  street_number: string;
  house_type: string;
  resident_type: string;
}>;

/** PATCH /api/resident/profile/ : the changed profile fields; answers the profile. */
export function updateProfile(body: ProfileUpdate) {
  return api.patch<ProfileAnswer>('/api/resident/profile/', body);
}
