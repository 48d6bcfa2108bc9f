import {
  ANNOUNCEMENT_MESSAGE_MAX,
  ANNOUNCEMENT_MSG,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
  type AnnouncementBody,
  announcementBody,
} from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input, Textarea } from '../../../components/ui/input';
import { applyServerErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateAnnouncement } from '../api/create-announcement';
import { useUpdateAnnouncement } from '../api/update-announcement';

/** `'new'` opens the create form, an announcement opens its edit form, null closes the dialog. */
export type AnnouncementDialogTarget = Announcement | 'new' | null;

const FIELDS = ['title', 'message'] as const;
type FormValues = z.output<typeof announcementBody>;

/** New Announcement and Edit Announcement: title and message, both required. */
export function AnnouncementFormDialog({ target, onClose }: { target: AnnouncementDialogTarget; onClose: () => void }) {
  const isNew = target === 'new';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target !== null ? (
        <DialogContent
          title={isNew ? 'New Announcement' : 'Edit Announcement'}
          description={
            isNew
              ? 'Residents and security of the estate are notified and e-mailed when you post it.'
              : 'The change shows at once; nobody is notified again.'
          }
        >
          <AnnouncementForm key={isNew ? 'new' : target.id} announcement={isNew ? null : target} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function AnnouncementForm({ announcement, onClose }: { announcement: Announcement | null; onClose: () => void }) {
  const isNew = announcement === null;
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const [formError, setFormError] = useState<{ text: string; revision: number } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AnnouncementBody, unknown, FormValues>({
    resolver: zodResolver(announcementBody),
    defaultValues: { title: announcement?.title ?? '', message: announcement?.message ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (isNew) await create.mutateAsync(values);
      else await update.mutateAsync({ id: announcement.id, body: values });
      notify.success(isNew ? ANNOUNCEMENT_MSG.created : ANNOUNCEMENT_MSG.updated);
      onClose();
    } catch (error) {
      // The spec only logs these; the form also says what went wrong, so the admin can act on it.
      console.error('Saving the announcement failed', error);
      const { message, fields } = applyServerErrors(error, setError, FIELDS);
      if (message || Object.keys(fields).length === 0) setFormError({ text: message ?? '', revision: Date.now() });
    }
  });

  const id = announcement ? `announcement-${announcement.id}` : 'announcement-new';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError !== null ? (
        <FormAlert variant="error" title={ANNOUNCEMENT_MSG.saveFailed} revision={formError.revision}>
          {formError.text || null}
        </FormAlert>
      ) : null}
      <Field id={`${id}-title`} label="Title" required error={errors.title?.message}>
        <Input
          {...fieldA11y(`${id}-title`, errors.title?.message)}
          required
          // The dialog opens for typing: start in the first field rather than on the close button.
          autoFocus
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          placeholder="e.g. Water supply interruption"
          {...register('title')}
        />
      </Field>
      <Field id={`${id}-message`} label="Message" required error={errors.message?.message}>
        <Textarea
          {...fieldA11y(`${id}-message`, errors.message?.message)}
          required
          rows={6}
          maxLength={ANNOUNCEMENT_MESSAGE_MAX}
          placeholder="What residents and security need to know"
          {...register('message')}
        />
      </Field>
      <DialogActions busy={isSubmitting} className="pt-2">
        <Button type="submit" disabled={isSubmitting} loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : isNew ? 'Post Announcement' : 'Save Changes'}
        </Button>
      </DialogActions>
    </form>
  );
}
