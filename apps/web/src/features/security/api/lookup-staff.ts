import { STAFF_MSG, type StaffLookup } from '@estatehub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { errorData, serverMessage } from '../../../lib/error-text';

/**
 * GET /api/artisans-domestics/lookup/{unique_id}/ (approved guards and admins of the estate):
 * who the staff member is, for whom they work, active or removed (with the reason).
 * 404 {detail} when the ID is not one of the estate's; 429 {detail, retry_after} when too fast.
 */
export function lookupStaff(uniqueId: string) {
  return api.get<StaffLookup>(`/api/artisans-domestics/lookup/${encodeURIComponent(uniqueId)}/`);
}

/** What the guard reads after a staff check. */
export type StaffOutcome = { ok: true; staff: StaffLookup } | { ok: false; message: string; typed: string };

const LOOKUP_FAILED = 'Staff check failed';

/** A refused lookup as the screen shows it: the server's words, else a plain failure. */
export function staffRefusal(error: unknown, typed: string): StaffOutcome {
  const message =
    isApiError(error) && error.status === 404
      ? (serverMessage(errorData(error)) ?? STAFF_MSG.lookupNotFound)
      : (serverMessage(errorData(error)) ?? LOOKUP_FAILED);
  return { ok: false, message, typed };
}

/** A lookup reads only, so there is no cache to refresh; a mutation gives one answer per press. */
export function useLookupStaff() {
  return useMutation({ mutationFn: lookupStaff });
}
