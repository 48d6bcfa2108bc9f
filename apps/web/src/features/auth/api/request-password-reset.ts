import { api } from '../../../lib/api-client';
import type { DetailAnswer } from './detail-answer';

/** POST /api/auth/request-password-reset/: answers the same whether or not the e-mail exists. */
export function requestPasswordReset(email: string) {
  return api.post<DetailAnswer>('/api/auth/request-password-reset/', { email });
}
