import type { Leader } from '@estatehub/shared';
import { api } from '../../../lib/api-client';

export type LeaderCreate = {
  user: number;
  position: string;
  phone_number: string;
  bio: string;
  order: number;
};

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
