import type { Leader, leaderUpdateBody } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { estateKeys } from './get-estate';

/** The edit dialog sends every field. */
export type LeaderUpdate = Required<z.output<typeof leaderUpdateBody>>;

/** PATCH /api/estates/{id}/leadership/{leaderId}/ (admin), multipart: the fields and an optional new picture. */
export function updateLeader(estateId: string, leaderId: number, values: LeaderUpdate, picture: File | null) {
  const body = new FormData();
  body.set('position', values.position);
  body.set('phone_number', values.phone_number);
  body.set('email', values.email);
  body.set('bio', values.bio);
  body.set('order', String(values.order));
  if (picture) body.set('profile_picture', picture);
  return api.patch<Leader>(`/api/estates/${encodeURIComponent(estateId)}/leadership/${leaderId}/`, body);
}

export function useUpdateLeader(estateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leaderId, values, picture }: { leaderId: number; values: LeaderUpdate; picture: File | null }) =>
      updateLeader(estateId, leaderId, values, picture),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estateKeys.leadership(estateId) }),
  });
}
