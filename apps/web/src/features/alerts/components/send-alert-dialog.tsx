import { ALERT_MSG, ALERT_TYPES, type AlertBody, alertBody } from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { applyServerErrors } from '../../../lib/form-errors';
import { ALERT_VISUALS } from '../../../lib/live/alert-visuals';
import { useSendAlert } from '../api/send-alert';

type Variant = 'resident' | 'admin';
type SendAlertDialogProps = { open: boolean; variant: Variant; onClose: () => void; onSent: () => void };

const FIELDS = ['alert_type', 'other_reason'] as const;
const EMPTY: AlertBody = { alert_type: '' as AlertBody['alert_type'], other_reason: '' };

/**
 * Send Emergency Alert: six type tiles, a description, a note, Cancel and Send Alert. Closing it
 * any way (Cancel, the close icon, the backdrop, Escape) forgets the form and its error.
 */
export function SendAlertDialog({ open, variant, onClose, onSent }: SendAlertDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {open ? (
        <DialogContent
          title="Send Emergency Alert"
          description={
            variant === 'admin' ? 'Select the type of emergency to alert all residents and security' : undefined
          }
          className="max-w-xl"
        >
          <SendAlertForm variant={variant} onSent={onSent} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SendAlertForm({ variant, onSent }: { variant: Variant; onSent: () => void }) {
  const send = useSendAlert();
  const [formError, setFormError] = useState<{ text: string; revision: number } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AlertBody, unknown, z.output<typeof alertBody>>({
    resolver: zodResolver(alertBody),
    defaultValues: EMPTY,
  });
  const type = watch('alert_type');
  const isOther = type === 'other';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send.mutateAsync(values);
      onSent();
    } catch (error) {
      const { message, fields } = applyServerErrors(error, setError, FIELDS);
      if (message || Object.keys(fields).length === 0)
        setFormError({ text: message ?? ALERT_MSG.sendFailed, revision: Date.now() });
    }
  });

  const typeError = errors.alert_type?.message;
  const reasonError = errors.other_reason?.message;
  return (
    // The browser's own required bubble is off so the spec's messages show under the fields.
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {formError ? (
        <FormAlert variant="error" revision={formError.revision}>
          {formError.text}
        </FormAlert>
      ) : null}
      <fieldset aria-describedby={typeError ? 'alert_type-error' : undefined}>
        <legend className="mb-2 flex items-baseline gap-0.5 text-sm font-medium text-slate-800">
          Alert Type
          {variant === 'admin' ? (
            <span className="text-red-600" aria-hidden="true">
              *
            </span>
          ) : null}
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {ALERT_TYPES.map((t) => {
            const v = ALERT_VISUALS[t];
            const Icon = v.icon;
            const chosen = type === t;
            return (
              <label
                key={t}
                className={cn(
                  'flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border-2 p-2 text-center text-sm font-medium text-slate-800 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  chosen ? cn(v.ring, v.tint) : 'border-slate-200 bg-white hover:bg-slate-50',
                )}
              >
                <input type="radio" value={t} className="sr-only" {...register('alert_type')} />
                <Icon className={cn('size-6', v.text)} aria-hidden="true" />
                {v.label}
              </label>
            );
          })}
        </div>
        <p id="alert_type-error" className="mt-1.5 text-xs font-medium text-red-600" aria-live="polite">
          {typeError ?? ''}
        </p>
      </fieldset>

      <Field
        id="other_reason"
        label={isOther ? 'Reason for alert' : 'Additional details (optional)'}
        required={isOther}
        error={reasonError}
      >
        <Textarea
          {...fieldA11y('other_reason', reasonError)}
          {...register('other_reason')}
          rows={isOther ? 4 : 3}
          required={isOther && variant === 'resident'}
          placeholder={isOther ? 'Describe the emergency' : 'Where is it, and what is happening?'}
        />
      </Field>

      <p className="rounded-lg bg-amber-50 p-3 text-xs text-amber-900">
        {variant === 'admin'
          ? 'Every resident and guard of the estate is alerted at once, in the app, by e-mail and by text message.'
          : 'Estate management and security are alerted at once, in the app, by e-mail and by text message. Use this only for real emergencies.'}
      </p>

      <DialogActions busy={isSubmitting}>
        <Button type="submit" variant="danger" disabled={isSubmitting} loading={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Alert'}
        </Button>
      </DialogActions>
    </form>
  );
}
