import { STAFF_MSG, type StaffMember } from '@estatehub/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Textarea } from '../../../components/ui/input';
import { errorData, firstFieldError, messageOr } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { useDisableStaff } from '../api/disable-staff';

type DisableStaffDialogProps = {
  staff: StaffMember | null;
  onClose: () => void;
  /** Admins must give a reason ('Please provide a reason for removal'); for the employer it is optional. */
  reasonRequired: boolean;
};

/** Disable (remove) a staff member, with a reason the gate will show. */
export function DisableStaffDialog({ staff, onClose, reasonRequired }: DisableStaffDialogProps) {
  return (
    <Dialog open={staff !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {staff ? (
        <DialogContent
          title="Disable Staff"
          description={`${staff.name} (${staff.unique_id}) will be marked removed. Security will see the reason at the gate. This cannot be undone.`}
        >
          <DisableForm key={staff.id} staff={staff} onClose={onClose} reasonRequired={reasonRequired} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DisableForm({
  staff,
  onClose,
  reasonRequired,
}: { staff: StaffMember } & Omit<DisableStaffDialogProps, 'staff'>) {
  const disable = useDisableStaff();
  const id = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<{ text: string; revision: number } | null>(null);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (reasonRequired && reason.trim() === '') {
      setFieldError(STAFF_MSG.reasonRequired);
      return;
    }
    setFieldError(undefined);
    try {
      await disable.mutateAsync({ id: staff.id, reason: reason.trim() });
      notify.success(STAFF_MSG.disabled);
      onClose();
    } catch (error) {
      const field = firstFieldError(errorData(error), 'removal_reason');
      if (field) setFieldError(field);
      else setFormError({ text: messageOr(error, STAFF_MSG.disableFailed), revision: Date.now() });
    }
  };

  const pending = disable.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError ? (
        <FormAlert variant="error" title={STAFF_MSG.disableFailed} revision={formError.revision}>
          {formError.text === STAFF_MSG.disableFailed ? null : formError.text}
        </FormAlert>
      ) : null}
      <Field
        id={`${id}-reason`}
        label={reasonRequired ? 'Reason for removal' : 'Reason for removal (optional)'}
        required={reasonRequired}
        error={fieldError}
      >
        <Textarea
          {...fieldA11y(`${id}-reason`, fieldError)}
          autoFocus
          rows={3}
          maxLength={500}
          required={reasonRequired}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (fieldError) setFieldError(undefined);
          }}
          placeholder="e.g. No longer working for us"
        />
      </Field>
      <DialogActions busy={pending} className="pt-2">
        <Button type="submit" variant="danger" disabled={pending} loading={pending}>
          {pending ? 'Disabling...' : 'Disable Staff'}
        </Button>
      </DialogActions>
    </form>
  );
}
