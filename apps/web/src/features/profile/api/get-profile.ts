import type { ProfileAnswer } from '@estatehub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const profileKey = ['profile'] as const;

/** GET /api/resident/profile/ : the signed-in person's own profile. */
export function getProfile() {
  return api.get<ProfileAnswer>('/api/resident/profile/');
}

export const profileQuery = queryOptions({ queryKey: profileKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQuery);
}
