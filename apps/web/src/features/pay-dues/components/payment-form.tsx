import { type Due, PAYMENT_MSG } from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { controlClasses, Input, Select } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { errorData, firstFieldError } from '../../../lib/error-text';
import { applyServerErrors } from '../../../lib/form-errors';
import type { UploadProgress } from '../../../lib/upload';
import { UploadNetworkError } from '../../../lib/upload';
import { useCreatePayment } from '../api/create-payment';
import {
  EVIDENCE_ACCEPT,
  EVIDENCE_HINT,
  evidenceFileError,
  type PaymentFormInput,
  type PaymentFormValues,
  paymentFormSchema,
  UPLOAD_FAILED,
} from '../api/payment-form';
import { awaitingReview, dueOptionLabel } from './due-labels';
import { UploadProgressBar } from './upload-progress';

const FIELDS = ['due', 'amount_paid'] as const;
const EVIDENCE = 'payment_evidence';
const UNEXPECTED = 'Please try again.';

/** A due chosen outside the form (a due card's button); `at` makes choosing the same due again count. */
export type DueChoice = { id: number; at: number };

type Outcome = { variant: 'success' | 'error'; title: string; text?: string; revision: number };

type PaymentFormProps = {
  dues: Due[];
  /** True while the unpaid dues load. */
  loading?: boolean;
  choice: DueChoice | null;
};

/** Due, evidence file and amount; the upload's progress; the outcome, then a fresh form. */
export function PaymentForm({ dues, loading = false, choice }: PaymentFormProps) {
  const create = useCreatePayment();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ids = { due: useId(), evidence: useId(), amount: useId() };
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    watch,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFormInput, unknown, PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { due: '', amount_paid: '' },
  });

  const prefill = (dueId: string) => {
    const due = dues.find((d) => String(d.id) === dueId);
    if (due) {
      setValue('amount_paid', String(due.amount));
      clearErrors('amount_paid');
    }
  };

  // A due card's "Pay this due" selects it here and moves on to the evidence.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new choice re-runs this
  useEffect(() => {
    if (!choice) return;
    setValue('due', String(choice.id));
    clearErrors('due');
    prefill(String(choice.id));
    fileInput.current?.focus();
  }, [choice]);

  const dueField = register('due', {
    onChange: (event: ChangeEvent<HTMLSelectElement>) => prefill(event.target.value),
  });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const message = chosen ? evidenceFileError(chosen) : null;
    setFileError(message);
    if (message) event.target.value = '';
    setFile(message ? null : chosen);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!file) {
      setFileError(PAYMENT_MSG.evidenceRequired);
      return;
    }
    setOutcome(null);
    setProgress({ loaded: 0, total: file.size, fraction: 0 });
    try {
      await create.mutateAsync({
        due: values.due,
        amount_paid: values.amount_paid,
        evidence: file,
        onProgress: setProgress,
      });
      reset();
      setFile(null);
      setFileError(null);
      if (fileInput.current) fileInput.current.value = '';
      setOutcome({ variant: 'success', title: PAYMENT_MSG.uploaded, revision: Date.now() });
    } catch (error) {
      const { message, fields } = applyServerErrors(error, setError, FIELDS);
      const evidenceError = firstFieldError(errorData(error), EVIDENCE);
      if (evidenceError) setFileError(evidenceError);
      const text =
        error instanceof UploadNetworkError
          ? error.message
          : (message ?? (evidenceError || Object.keys(fields).length > 0 ? undefined : UNEXPECTED));
      setOutcome({ variant: 'error', title: UPLOAD_FAILED, text, revision: Date.now() });
    } finally {
      setProgress(null);
    }
  });

  const due = watch('due');
  const amount = watch('amount_paid');
  const ready = String(due ?? '') !== '' && String(amount ?? '').trim() !== '' && file !== null;
  const dueError = errors.due?.message;
  const amountError = errors.amount_paid?.message;
  const evidenceDescribedBy = [`${ids.evidence}-hint`, fileError ? `${ids.evidence}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Upload payment evidence" className="space-y-4">
      {outcome ? (
        <FormAlert variant={outcome.variant} title={outcome.title} revision={outcome.revision}>
          {outcome.text ?? null}
        </FormAlert>
      ) : null}
      <Field id={ids.due} label="Due" required error={dueError}>
        <Select {...fieldA11y(ids.due, dueError)} required disabled={isSubmitting} {...dueField}>
          <option value="">
            {loading ? 'Loading dues...' : dues.length === 0 ? 'No unpaid dues' : 'Select a due'}
          </option>
          {dues.map((d) => (
            <option key={d.id} value={String(d.id)} disabled={awaitingReview(d)}>
              {dueOptionLabel(d)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="space-y-1.5">
        <div className="flex items-baseline gap-0.5">
          <label htmlFor={ids.evidence} className="block text-sm font-medium text-slate-800">
            Payment Evidence
          </label>
          <span className="text-sm text-red-600" aria-hidden="true">
            *
          </span>
        </div>
        <input
          ref={fileInput}
          id={ids.evidence}
          name={EVIDENCE}
          type="file"
          accept={EVIDENCE_ACCEPT}
          required
          disabled={isSubmitting}
          onChange={onFile}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={evidenceDescribedBy}
          className={cn(
            controlClasses,
            'h-auto py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50',
          )}
        />
        <p id={`${ids.evidence}-hint`} className="text-xs text-slate-500">
          {EVIDENCE_HINT}
        </p>
        <p id={`${ids.evidence}-error`} className="text-xs font-medium text-red-600" aria-live="polite">
          {fileError ?? ''}
        </p>
      </div>
      <Field
        id={ids.amount}
        label="Amount Paid (₦)"
        required
        error={amountError}
        hint="Filled in with the due's amount; change it if you paid a different sum."
      >
        <Input
          {...fieldA11y(ids.amount, amountError, true)}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          required
          disabled={isSubmitting}
          {...register('amount_paid')}
        />
      </Field>
      {isSubmitting ? <UploadProgressBar progress={progress} /> : null}
      <Button type="submit" className="w-full sm:w-auto" disabled={!ready || isSubmitting} loading={isSubmitting}>
        {isSubmitting ? null : <Upload className="size-4" aria-hidden="true" />}
        {isSubmitting ? 'Uploading...' : 'Submit Payment'}
      </Button>
    </form>
  );
}
