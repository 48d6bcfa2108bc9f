import type { PaymentDecision } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from './get-payments';

/** POST /api/admin/approve-payment/{id}/ : 200 {detail, payment}; 409 when the payment was already decided. */
export function approvePayment(id: number) {
  return api.post<PaymentDecision>(`/api/admin/approve-payment/${id}/`);
}

/** Approves, then reloads the list whatever the answer (a 409 means the row changed under us). */
export function useApprovePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
