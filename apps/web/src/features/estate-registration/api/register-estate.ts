import { estateRegistration } from '@estatehub/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { errorData, firstFieldError, serverMessage } from '../../../lib/error-text';

export const ESTATE_REGISTERED = 'Estate registered successfully!';
export const ESTATE_REGISTRATION_FALLBACK = 'Estate registration failed. Please check your details and try again.';
export const REDIRECT_AFTER_ESTATE_REGISTRATION_MS = 2500;

/** The form's rules: the shared registration schema (11-digit phone, valid e-mail, required fields). */
export const estateRegistrationSchema = estateRegistration;
export type EstateRegistrationInput = z.input<typeof estateRegistration>;
export type EstateRegistrationValues = z.output<typeof estateRegistration>;

/** POST /api/estates/ (public, multipart): the fields and the optional logo. */
export function registerEstate(values: EstateRegistrationValues, logo: File | null) {
  const body = new FormData();
  body.set('name', values.name);
  body.set('address', values.address);
  body.set('description', values.description);
  body.set('phone_number', values.phone_number);
  body.set('email', values.email);
  if (logo) body.set('logo', logo);
  return api.post<unknown>('/api/estates/', body);
}

/** Nothing cached yet depends on the new estate (the public list refetches on its next visit). */
export function useRegisterEstate() {
  return useMutation({
    mutationFn: ({ values, logo }: { values: EstateRegistrationValues; logo: File | null }) =>
      registerEstate(values, logo),
  });
}

const PREFIXED_FIELDS: [string, string][] = [
  ['name', 'Name:'],
  ['email', 'Email:'],
  ['phone_number', 'Phone:'],
  ['address', 'Address:'],
];

/** The server's error, message or detail; else "Name:", "Email:", "Phone:", "Address:" field errors; else the fallback. */
export function estateRegistrationError(error: unknown): string {
  const data = errorData(error);
  const message = serverMessage(data);
  if (message) return message;
  const fields = PREFIXED_FIELDS.map(([field, prefix]) => {
    const text = firstFieldError(data, field);
    return text ? `${prefix} ${text}` : null;
  }).filter(Boolean);
  if (fields.length > 0) return fields.join(' ');
  return ESTATE_REGISTRATION_FALLBACK;
}

/** Fields whose server errors also show under the input. */
export const SERVER_FIELDS = ['name', 'email', 'phone_number', 'address', 'description'] as const;
