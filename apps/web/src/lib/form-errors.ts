import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorData, firstFieldError, serverMessage } from './error-text';

export type ServerErrorOutcome = {
  /** The answer's general message (error, message or detail), if it had one. */
  message: string | undefined;
  /** The first message of each of the given fields the server refused, in the given order. */
  fields: Partial<Record<string, string>>;
};

/**
 * The one way a form shows a refused write: each `{"field": ["message"]}` of the answer goes
 * under its input (react-hook-form's setError), and the general message comes back for the
 * form's error panel. Fields the form does not have are reported back in `fields` only if listed.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): ServerErrorOutcome {
  const data = errorData(error);
  const found: Partial<Record<string, string>> = {};
  for (const field of fields) {
    const text = firstFieldError(data, field);
    if (!text) continue;
    found[field] = text;
    setError(field, { type: 'server', message: text });
  }
  return { message: serverMessage(data), fields: found };
}
