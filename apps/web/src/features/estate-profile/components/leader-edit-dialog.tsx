import { ESTATE_MSG, type Leader } from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { ImagePicker } from '../../../components/ui/image-picker';
import { Input, PhoneInput, Textarea } from '../../../components/ui/input';
import { errorData, firstFieldError } from '../../../lib/error-text';
import { applyServerErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import {
  LEADER_UPDATE_FAILED,
  LEADER_UPDATED,
  type LeaderEditInput,
  type LeaderEditValues,
  leaderEditSchema,
} from '../api/leader-forms';
import { useUpdateLeader } from '../api/update-leader';

const FIELDS = ['position', 'phone_number', 'email', 'bio', 'order'] as const;

type LeaderEditDialogProps = { estateId: string; leader: Leader | null; onClose: () => void };

/** Edit one leader: position, phone, e-mail, bio, order and an optional new picture (PATCH, multipart). */
export function LeaderEditDialog({ estateId, leader, onClose }: LeaderEditDialogProps) {
  return (
    <Dialog open={leader !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {leader ? (
        <DialogContent title={`Edit ${leader.name}`} description="Change how this leader appears to residents.">
          <EditForm key={leader.id} estateId={estateId} leader={leader} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditForm({ estateId, leader, onClose }: { estateId: string; leader: Leader; onClose: () => void }) {
  const update = useUpdateLeader(estateId);
  const [picture, setPicture] = useState<File | null>(null);
  const [formError, setFormError] = useState<{ text: string; revision: number } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeaderEditInput, unknown, LeaderEditValues>({
    resolver: zodResolver(leaderEditSchema),
    defaultValues: {
      position: leader.position,
      phone_number: leader.phone_number ?? '',
      email: leader.email ?? '',
      bio: leader.bio ?? '',
      order: leader.order,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync({ leaderId: leader.id, values, picture });
      notify.success(LEADER_UPDATED);
      onClose();
    } catch (error) {
      const { message } = applyServerErrors(error, setError, FIELDS);
      const pictureError = firstFieldError(errorData(error), 'profile_picture');
      setFormError({ text: message ?? pictureError ?? '', revision: Date.now() });
    }
  });

  const id = `leader-${leader.id}`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError !== null ? (
        <FormAlert variant="error" title={LEADER_UPDATE_FAILED} revision={formError.revision}>
          {formError.text || null}
        </FormAlert>
      ) : null}
      <Field id={`${id}-position`} label="Position" required error={errors.position?.message}>
        <Input {...fieldA11y(`${id}-position`, errors.position?.message)} required {...register('position')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-phone`} label="Phone Number" error={errors.phone_number?.message}>
          <PhoneInput
            {...fieldA11y(`${id}-phone`, errors.phone_number?.message)}
            maxLength={20}
            {...register('phone_number')}
          />
        </Field>
        <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
          <Input {...fieldA11y(`${id}-email`, errors.email?.message)} type="email" {...register('email')} />
        </Field>
      </div>
      <Field id={`${id}-bio`} label="Bio" error={errors.bio?.message}>
        <Textarea {...fieldA11y(`${id}-bio`, errors.bio?.message)} rows={3} {...register('bio')} />
      </Field>
      <Field id={`${id}-order`} label="Order" error={errors.order?.message} hint="Lower numbers are listed first.">
        <Input
          {...fieldA11y(`${id}-order`, errors.order?.message, true)}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...register('order')}
        />
      </Field>
      <ImagePicker
        id={`${id}-picture`}
        label="Profile Picture (optional)"
        value={picture}
        onChange={setPicture}
        currentUrl={leader.profile_picture}
        messages={{ type: ESTATE_MSG.imageType, size: ESTATE_MSG.imageSize }}
        round
        disabled={isSubmitting}
      />
      <DialogActions busy={isSubmitting} sticky>
        <Button type="submit" disabled={isSubmitting} loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </form>
  );
}
