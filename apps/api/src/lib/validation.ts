import type { z } from 'zod';
import { type FieldErrors, fieldErrors } from './http-errors';

/** Zod issues as the screens read them: {"field": ["message"]}, or non_field_errors. */
export function issuesToFieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'non_field_errors';
    out[key] ??= [];
    if (!out[key].includes(issue.message)) out[key].push(issue.message);
  }
  return out;
}

/** Validates input that did not come through a route schema (multipart forms). */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw fieldErrors(issuesToFieldErrors(result.error.issues));
  return result.data;
}
