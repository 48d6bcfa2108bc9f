import { api } from '../../../lib/api-client';
import type { DetailAnswer } from './detail-answer';

/** POST /api/auth/verify-email/: the code, and the e-mail when the screen knows it. */
export function verifyEmail(code: string, email?: string) {
  return api.post<DetailAnswer>('/api/auth/verify-email/', email ? { code, email } : { code });
}
