import type { Leader, leaderCreateBody } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { estateKeys } from './get-estate';

export type LeaderCreate = z.output<typeof leaderCreateBody>;

/** POST /api/estates/{id}/leadership/ (admin), multipart: user, position, phone_number, bio, order, profile_picture?. */
export function createLeader(estateId: string, values: LeaderCreate, picture: File | null) {
  const body = new FormData();
  body.set('user', String(values.user));
  body.set('position', values.position);
  body.set('phone_number', values.phone_number);
  body.set('bio', values.bio);
  body.set('order', String(values.order));
  if (picture) body.set('profile_picture', picture);
  return api.post<Leader>(`/api/estates/${encodeURIComponent(estateId)}/leadership/`, body);
}

export function useCreateLeader(estateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, picture }: { values: LeaderCreate; picture: File | null }) =>
      createLeader(estateId, values, picture),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estateKeys.leadership(estateId) }),
  });
}
