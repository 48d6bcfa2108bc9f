import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type FieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error: the control must use `id`, and `fieldA11y(id, error, hint)` for aria attributes. */
export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      {/* The star sits outside the label so the accessible name (and getByLabel) is the label text alone. */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {required ? (
          <span className="text-sm text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="text-xs font-medium text-red-600" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

export function fieldA11y(id: string, error?: string, hint?: boolean) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
