import type { EstateDetail, estateFields } from '@estatehub/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type EstateFields = z.output<typeof estateFields>;

/** PUT /api/estates/{id}/ (its admin), multipart: the fields and an optional new logo. */
export function updateEstate(id: string, fields: EstateFields, logo: File | null) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (logo) body.set('logo', logo);
  return api.put<EstateDetail>(`/api/estates/${encodeURIComponent(id)}/`, body);
}
