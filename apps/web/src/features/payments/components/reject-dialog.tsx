import { PAYMENT_MSG, type Payment } from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { Field, fieldA11y } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatNaira } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { type RejectFormInput, type RejectFormValues, rejectForm, useRejectPayment } from '../api/reject-payment';

export const REJECT_FAILED = 'Failed to reject payment.';

type RejectDialogProps = { payment: Payment | null; onClose: () => void };

/** The confirm step before a rejection, with an optional reason that the resident will read. */
export function RejectDialog({ payment, onClose }: RejectDialogProps) {
  return (
    <Dialog open={payment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {payment ? (
        <DialogContent
          title="Reject payment?"
          description={`${payment.resident_name}'s payment of ${formatNaira(payment.amount_paid)} for ${payment.due_title} will be marked as rejected.`}
        >
          <RejectForm key={payment.id} payment={payment} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RejectForm({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const reject = useRejectPayment();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RejectFormInput, unknown, RejectFormValues>({
    resolver: zodResolver(rejectForm),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      const answer = await reject.mutateAsync({ id: payment.id, reason });
      notify.success(answer.detail || PAYMENT_MSG.rejected);
      onClose();
    } catch (error) {
      const { message, fields } = applyServerErrors(error, setError, ['reason']);
      // A refused reason stays to be fixed; anything else (already decided, plan lapsed) ends the step.
      if (fields.reason) return;
      notify.error(message ?? REJECT_FAILED);
      onClose();
    }
  });

  const id = `reject-${payment.id}-reason`;
  const error = errors.reason?.message;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field id={id} label="Reason (optional)" error={error} hint="The resident will see this reason.">
        <Textarea
          {...fieldA11y(id, error, true)}
          rows={3}
          maxLength={500}
          autoFocus
          placeholder="e.g. The transfer amount does not match the receipt."
          {...register('reason')}
        />
      </Field>
      <DialogActions busy={isSubmitting} className="mt-6">
        <Button type="submit" variant="danger" disabled={isSubmitting} loading={isSubmitting}>
          {isSubmitting ? 'Rejecting...' : 'Reject payment'}
        </Button>
      </DialogActions>
    </form>
  );
}
