import { optionalText, type PaymentDecision } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './get-payments';

/** The reject dialog's one field, by the server's rule: optional, at most 500 characters, may span lines. */
export const rejectForm = z.object({ reason: optionalText(500, { multiline: true }) });
export type RejectFormInput = z.input<typeof rejectForm>;
export type RejectFormValues = z.output<typeof rejectForm>;

/** POST /api/admin/reject-payment/{id}/ {reason} : 200 {detail, payment}; 409 when the payment was already decided. */
export function rejectPayment({ id, reason }: { id: number; reason: string }) {
  return api.post<PaymentDecision>(`/api/admin/reject-payment/${id}/`, { reason });
}

/** Rejects, then reloads the list whatever the answer (a 409 means the row changed under us). */
export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
