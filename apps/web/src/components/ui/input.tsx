import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const controlClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-500';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

export function Input({ className, ...props }: InputProps) {
  return <input className={cn(controlClasses, 'h-10', className)} {...props} />;
}

/** Keeps only the digits of what was typed or pasted, before the form sees the value. */
export function keepDigits(event: React.ChangeEvent<HTMLInputElement>) {
  const digits = event.target.value.replace(/\D/g, '');
  if (digits !== event.target.value) event.target.value = digits;
}

/** The spec's phone field: 11 digits, numeric keypad on phones; letters never reach the field. */
export function PhoneInput({ onChange, ...props }: InputProps) {
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={11}
      placeholder="08012345678"
      {...props}
      onChange={(event) => {
        keepDigits(event);
        onChange?.(event);
      }}
    />
  );
}

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> };

export function Textarea({ className, ...props }: TextareaProps) {
  return <textarea className={cn(controlClasses, 'min-h-24', className)} {...props} />;
}

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> };

/** A native select: keyboard, mobile pickers and getByLabel all work without extra code. */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <select className={cn(controlClasses, 'h-10 pr-8', className)} {...props}>
      {children}
    </select>
  );
}
