import { ImageIcon, X } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The message for a file that is not an image or is 5MB or more, else null. */
export function imageFileError(file: File, messages: { type: string; size: string }): string | null {
  if (!file.type.startsWith('image/')) return messages.type;
  if (file.size >= MAX_IMAGE_BYTES) return messages.size;
  return null;
}

type ImagePickerProps = {
  id: string;
  label: ReactNode;
  /** The chosen file, or null. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The picture already saved (URL), shown while no new file is chosen. */
  currentUrl?: string | null;
  messages: { type: string; size: string };
  hint?: ReactNode;
  /** Round preview (people) instead of a rounded square (logos). */
  round?: boolean;
  disabled?: boolean;
};

/** An image file input with a preview, the type and 5MB checks, and an error announced politely. */
export function ImagePicker({
  id,
  label,
  value,
  onChange,
  currentUrl,
  messages,
  hint,
  round,
  disabled,
}: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const message = imageFileError(file, messages);
    setError(message);
    if (message) {
      event.target.value = '';
      onChange(null);
      return;
    }
    onChange(file);
  };

  const clear = () => {
    onChange(null);
    setError(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const shown = preview ?? currentUrl ?? null;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            'grid size-20 shrink-0 place-items-center overflow-hidden border border-slate-200 bg-slate-50 text-slate-400',
            round ? 'rounded-full' : 'rounded-xl',
          )}
        >
          {shown ? (
            <img
              src={shown}
              alt={preview ? 'Preview of the chosen image' : 'Current image'}
              className="size-full object-cover"
            />
          ) : (
            <ImageIcon className="size-8" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept="image/*"
            className="block max-w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50 disabled:opacity-60"
            onChange={onSelect}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
          />
          {value ? (
            <Button variant="ghost" size="sm" onClick={clear} disabled={disabled}>
              <X className="size-4" aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
      </div>
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
