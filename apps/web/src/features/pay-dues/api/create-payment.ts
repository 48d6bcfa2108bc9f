import type { Payment } from '@estatehub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UploadProgress, uploadForm } from '../../../lib/upload';
import { historyKeys } from './get-payment-history';
import { unpaidDueKeys } from './get-unpaid-dues';

export type NewPayment = {
  due: number;
  amount_paid: number;
  evidence: File;
  onProgress?: (progress: UploadProgress) => void;
};

/** POST /api/payments/ (resident), multipart: due, payment_evidence, amount_paid; 201 with the pending payment. */
export function createPayment({ due, amount_paid, evidence, onProgress }: NewPayment): Promise<Payment> {
  const body = new FormData();
  body.set('due', String(due));
  body.set('amount_paid', String(amount_paid));
  body.set('payment_evidence', evidence);
  return uploadForm<Payment>('/api/payments/', body, { onProgress });
}

/** Uploads the evidence, then refreshes the history and the unpaid dues (their latest status changed). */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKeys.all }),
        queryClient.invalidateQueries({ queryKey: unpaidDueKeys.all }),
      ]),
  });
}
