import type { Leader } from '@estatehub/shared';
import { api } from '../../../lib/api-client';

export type LeaderUpdate = {
  position: string;
  phone_number: string;
  email: string;
  bio: string;
  order: number;
};

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
