import type { ReceiptVerification } from '@estatehub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export type ReceiptCheck = { number: string; token: string };

/**
 * POST /api/receipts/verify/ {number, token} (public): the receipt's estate, amount, date and
 * status when both match a receipt we issued. A POST so the token stays out of addresses and logs;
 * it changes nothing, so the screen reads it as a query.
 */
export function verifyReceipt(check: ReceiptCheck): Promise<ReceiptVerification> {
  return api.post<ReceiptVerification>('/api/receipts/verify/', check);
}

/** A refusal (wrong number or token, too many checks) is an answer: asking again would not change it. */
const retryable = (failures: number, error: unknown) => failures < 2 && !(isApiError(error) && error.status < 500);

export const receiptVerificationQuery = (check: ReceiptCheck) =>
  queryOptions({
    queryKey: ['receipt-verification', check.number, check.token] as const,
    queryFn: () => verifyReceipt(check),
    retry: retryable,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useReceiptVerification(check: ReceiptCheck | null) {
  return useQuery({
    ...receiptVerificationQuery(check ?? { number: '', token: '' }),
    enabled: check !== null,
  });
}
