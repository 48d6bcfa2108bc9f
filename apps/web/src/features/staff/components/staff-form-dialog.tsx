import { STAFF_GENDER_LABELS, STAFF_GENDERS, STAFF_MSG, type StaffMember } from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input, PhoneInput, Select } from '../../../components/ui/input';
import { applyServerErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateStaff } from '../api/create-staff';
import {
  STAFF_FORM_FIELDS,
  type StaffFormInput,
  type StaffFormValues,
  staffFormDefaults,
  staffFormSchema,
} from '../api/staff-form';
import { useUpdateStaff } from '../api/update-staff';

/** `'new'` opens Add New Staff, a staff member opens their edit form, null closes the dialog. */
export type StaffDialogTarget = StaffMember | 'new' | null;

type StaffFormDialogProps = { target: StaffDialogTarget; onClose: () => void };

/** Add New Staff and Edit Staff: name, role (free text), 11-digit phone, gender. */
export function StaffFormDialog({ target, onClose }: StaffFormDialogProps) {
  const isNew = target === 'new';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target !== null ? (
        <DialogContent
          title={isNew ? 'Add New Staff' : 'Edit Staff'}
          description={
            isNew
              ? 'Each staff member gets a staff ID that security checks at the gate.'
              : 'The staff ID stays the same.'
          }
        >
          <StaffForm key={isNew ? 'new' : target.id} staff={isNew ? null : target} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function StaffForm({ staff, onClose }: { staff: StaffMember | null; onClose: () => void }) {
  const isNew = staff === null;
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const [formError, setFormError] = useState<{ text: string; revision: number } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffFormInput, unknown, StaffFormValues>({
    resolver: zodResolver(staffFormSchema),
    defaultValues: staffFormDefaults(staff),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (isNew) {
        const created = await create.mutateAsync(values);
        notify.success(`${STAFF_MSG.added}. Staff ID: ${created.unique_id}`, { duration: 6000 });
      } else {
        await update.mutateAsync({ id: staff.id, body: values });
        notify.success(STAFF_MSG.updated);
      }
      onClose();
    } catch (error) {
      const { message, fields } = applyServerErrors(error, setError, STAFF_FORM_FIELDS);
      // Spec part 2 section 8: a refused create shows the server's error body; an edit its detail.
      if (message || Object.keys(fields).length === 0) setFormError({ text: message ?? '', revision: Date.now() });
    }
  });

  const id = staff ? `staff-${staff.id}` : 'staff-new';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError !== null ? (
        <FormAlert
          variant="error"
          title={isNew ? STAFF_MSG.createFailed : STAFF_MSG.updateFailed}
          revision={formError.revision}
        >
          {formError.text || null}
        </FormAlert>
      ) : null}
      <Field id={`${id}-name`} label="Full Name" required error={errors.name?.message}>
        <Input
          {...fieldA11y(`${id}-name`, errors.name?.message)}
          required
          autoFocus
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. Musa Bello"
          {...register('name')}
        />
      </Field>
      <Field
        id={`${id}-role`}
        label="Role"
        required
        error={errors.role?.message}
        hint="For example plumber, cook, cleaner, driver."
      >
        <Input
          {...fieldA11y(`${id}-role`, errors.role?.message, true)}
          required
          maxLength={60}
          autoComplete="off"
          placeholder="e.g. Cook"
          {...register('role')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-phone`} label="Phone Number" required error={errors.phone_number?.message}>
          <PhoneInput
            {...fieldA11y(`${id}-phone`, errors.phone_number?.message)}
            required
            {...register('phone_number')}
          />
        </Field>
        <Field id={`${id}-gender`} label="Gender" required error={errors.gender?.message}>
          <Select {...fieldA11y(`${id}-gender`, errors.gender?.message)} required {...register('gender')}>
            {STAFF_GENDERS.map((g) => (
              <option key={g} value={g}>
                {STAFF_GENDER_LABELS[g]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <DialogActions busy={isSubmitting} className="pt-2">
        <Button type="submit" disabled={isSubmitting} loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : isNew ? 'Add Staff' : 'Save Changes'}
        </Button>
      </DialogActions>
    </form>
  );
}
