import type { ProfileAnswer, profileUpdateBody } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { profileKey } from './get-profile';

export type ProfileUpdate = z.input<typeof profileUpdateBody>;

/** PATCH /api/resident/profile/ : the changed profile fields; answers the profile. */
export function updateProfile(body: ProfileUpdate) {
  return api.patch<ProfileAnswer>('/api/resident/profile/', body);
}

/** The answer is the new profile: it replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => queryClient.setQueryData(profileKey, updated),
  });
}
