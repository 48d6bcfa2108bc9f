import { type VerifyResult, VISITOR_MSG } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { errorData, serverMessage } from '../../../lib/error-text';
import { gateCheckKeys } from './get-gate-checks';

/** POST /api/visitor-codes/verify/ {code} : 200 verifyResult; 400/429 {error, used_at?}. */
export function verifyCode(code: string) {
  return api.post<VerifyResult>('/api/visitor-codes/verify/', { code });
}

/** What the guard reads after a check: let in, or why not (with when the code was used, if it was). */
export type GateOutcome =
  | { ok: true; result: VerifyResult }
  | { ok: false; message: string; usedAt: string | null; code: string };

/** A refusal as the screen shows it: the server's `error`, else 'Verification failed'. */
export function refusal(error: unknown, code: string): GateOutcome {
  const data = errorData(error);
  const usedAt = typeof data?.used_at === 'string' ? data.used_at : null;
  return { ok: false, message: serverMessage(data) ?? VISITOR_MSG.verifyFailed, usedAt, code };
}

/** Verifies; every check (let in or refused) is logged, so the recent list refreshes either way. */
export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gateCheckKeys.all }),
  });
}
