import {
  VISITOR_MSG,
  VISITOR_PURPOSE_LABELS,
  VISITOR_PURPOSES,
  type VisitorCode,
  visitorCodeBody,
} from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input, Select } from '../../../components/ui/input';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateVisitorCode } from '../api/create-visitor-code';

type FormInput = z.input<typeof visitorCodeBody>;
type FormValues = z.output<typeof visitorCodeBody>;

const FIELDS = ['visitor_name', 'purpose'] as const;

/** Visitor name and purpose, both required; a new pass goes to `onCreated`, a refusal is said here. */
export function VisitorCodeForm({ onCreated }: { onCreated: (pass: VisitorCode) => void }) {
  const create = useCreateVisitorCode();
  const [failure, setFailure] = useState<{ text: string; revision: number } | null>(null);
  const ids = { name: useId(), purpose: useId() };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(visitorCodeBody),
    // No purpose chosen yet: the empty option, which the schema refuses with 'Select a purpose.'
    defaultValues: { visitor_name: '', purpose: '' as FormInput['purpose'] },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const pass = await create.mutateAsync(values);
      reset();
      onCreated(pass);
    } catch (error) {
      const { message, fields } = applyServerErrors(error, setError, FIELDS);
      // Field errors sit under their inputs; the panel gives the server's words or the spec's fallback.
      if (message || Object.keys(fields).length === 0)
        setFailure({ text: message ?? VISITOR_MSG.generateFailed, revision: Date.now() });
    }
  });

  const nameError = errors.visitor_name?.message;
  const purposeError = errors.purpose?.message;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Generate visitor code" className="space-y-4">
      {failure ? (
        <FormAlert variant="error" title="Could not generate the code" revision={failure.revision}>
          {failure.text}
        </FormAlert>
      ) : null}
      <Field id={ids.name} label="Visitor name" required error={nameError}>
        <Input
          {...fieldA11y(ids.name, nameError)}
          autoComplete="off"
          maxLength={100}
          required
          disabled={isSubmitting}
          placeholder="e.g. Chidi Okafor"
          {...register('visitor_name')}
        />
      </Field>
      <Field id={ids.purpose} label="Purpose" required error={purposeError}>
        <Select {...fieldA11y(ids.purpose, purposeError)} required disabled={isSubmitting} {...register('purpose')}>
          <option value="">Select a purpose</option>
          {VISITOR_PURPOSES.map((purpose) => (
            <option key={purpose} value={purpose}>
              {VISITOR_PURPOSE_LABELS[purpose]}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" className="w-full" loading={isSubmitting} disabled={isSubmitting}>
        {isSubmitting ? null : <KeyRound className="size-4" aria-hidden="true" />}
        {isSubmitting ? 'Generating...' : 'Generate Code'}
      </Button>
    </form>
  );
}
