import { api } from '../../../lib/api-client';
import type { DetailAnswer } from './detail-answer';

/** POST /api/auth/reset-password-confirm/ */
export function resetPasswordConfirm(body: { email: string; code: string; new_password: string }) {
  return api.post<DetailAnswer>('/api/auth/reset-password-confirm/', body);
}
