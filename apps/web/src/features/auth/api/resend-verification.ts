import { api } from '../../../lib/api-client';
import type { DetailAnswer } from './detail-answer';

/** POST /api/auth/resend-verification/: empty, or the e-mail when known. */
export function resendVerification(email?: string) {
  return api.post<DetailAnswer>('/api/auth/resend-verification/', email ? { email } : {});
}
