import { DUE_MSG, type Due } from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input, Textarea } from '../../../components/ui/input';
import { applyServerErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateDue } from '../api/create-due';
import {
  DUE_FORM_FIELDS,
  type DueFormInput,
  type DueFormValues,
  dueDay,
  dueFormDefaults,
  dueFormSchema,
  earliestDueDate,
  lagosToday,
} from '../api/due-form';
import { useUpdateDue } from '../api/update-due';

/** `'new'` opens the add form, a due opens its edit form, null closes the dialog. */
export type DueDialogTarget = Due | 'new' | null;

type DueFormDialogProps = { target: DueDialogTarget; onClose: () => void };

/** Add New Due and Edit Due: title, amount, due date, optional description. */
export function DueFormDialog({ target, onClose }: DueFormDialogProps) {
  const isNew = target === 'new';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target !== null ? (
        <DialogContent
          title={isNew ? 'Add New Due' : 'Edit Due'}
          description={
            isNew
              ? 'Residents see the new due on their Pay Dues page.'
              : 'Changes show at once to residents; payments already made stay as they are.'
          }
        >
          <DueForm key={isNew ? 'new' : target.id} due={isNew ? null : target} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DueForm({ due, onClose }: { due: Due | null; onClose: () => void }) {
  const isNew = due === null;
  const create = useCreateDue();
  const update = useUpdateDue();
  const today = useMemo(() => lagosToday(), []);
  const keptDate = due ? dueDay(due) : null;
  const [formError, setFormError] = useState<{ text: string; revision: number } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DueFormInput, unknown, DueFormValues>({
    resolver: zodResolver(dueFormSchema(keptDate, today)),
    defaultValues: dueFormDefaults(due),
  });

  const failed = isNew ? DUE_MSG.createFailed : DUE_MSG.updateFailed;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (isNew) await create.mutateAsync(values);
      else await update.mutateAsync({ id: due.id, body: values });
      notify.success(isNew ? DUE_MSG.created : DUE_MSG.updated);
      onClose();
    } catch (error) {
      const { message, fields } = applyServerErrors(error, setError, DUE_FORM_FIELDS);
      // A refusal the fields explain needs no panel; anything else says what failed, with the server's reason.
      if (message || Object.keys(fields).length === 0) setFormError({ text: message ?? '', revision: Date.now() });
    }
  });

  const id = due ? `due-${due.id}` : 'due-new';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError !== null ? (
        <FormAlert variant="error" title={failed} revision={formError.revision}>
          {formError.text || null}
        </FormAlert>
      ) : null}
      <Field id={`${id}-title`} label="Title" required error={errors.title?.message}>
        <Input
          {...fieldA11y(`${id}-title`, errors.title?.message)}
          required
          // The dialog opens for typing: start in the first field rather than on the close button.
          autoFocus
          maxLength={200}
          placeholder="e.g. Security Levy, March"
          {...register('title')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-amount`} label="Amount (₦)" required error={errors.amount?.message}>
          <Input
            {...fieldA11y(`${id}-amount`, errors.amount?.message)}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            required
            placeholder="0.00"
            {...register('amount')}
          />
        </Field>
        <Field id={`${id}-date`} label="Due Date" required error={errors.due_date?.message}>
          <Input
            {...fieldA11y(`${id}-date`, errors.due_date?.message)}
            type="date"
            min={earliestDueDate(keptDate, today)}
            required
            {...register('due_date')}
          />
        </Field>
      </div>
      <Field id={`${id}-description`} label="Description (optional)" error={errors.description?.message}>
        <Textarea
          {...fieldA11y(`${id}-description`, errors.description?.message)}
          rows={3}
          maxLength={2000}
          placeholder="What the due covers, how to pay"
          {...register('description')}
        />
      </Field>
      <DialogActions busy={isSubmitting} className="pt-2">
        <Button type="submit" disabled={isSubmitting} loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : isNew ? 'Create Due' : 'Save Changes'}
        </Button>
      </DialogActions>
    </form>
  );
}
