import { HOUSE_TYPES, MSG, RESIDENT_TYPES, registerBody } from '@estatehub/shared';
import { z } from 'zod';
import type { RegisterPayload } from '../../../lib/auth/auth-context';
import { errorData, firstFieldError, serverMessage } from '../../../lib/error-text';

export const REGISTER_SUCCESS = 'Registration successful! Check your email to verify before logging in.';
export const REGISTER_FALLBACK = 'Registration failed. Please check your details and try again.';
export const FULL_NAME_MESSAGE = 'Please enter your first and last name.';
export const REDIRECT_AFTER_REGISTER_MS = 2500;

/** The screen's fields; the shared registerBody supplies the rules (and the spec's messages). */
export const registerFormSchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, MSG.required)
    .refine((value) => value.split(/\s+/).filter(Boolean).length >= 2, FULL_NAME_MESSAGE),
  email: registerBody.shape.email,
  phone_number: registerBody.shape.phone_number,
  home_address: registerBody.shape.home_address,
  house_type: z.enum(HOUSE_TYPES, { error: MSG.invalidHouseType }),
  estate: z.string().regex(/^\d+$/, MSG.invalidEstate),
  resident_type: z.enum(RESIDENT_TYPES, { error: MSG.invalidResidentType }),
  password: registerBody.shape.password,
});

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

export const registerFormDefaults: RegisterFormInput = {
  full_name: '',
  email: '',
  phone_number: '',
  home_address: '',
  house_type: '' as RegisterFormInput['house_type'],
  estate: '',
  resident_type: 'tenant',
  password: '',
};

/** Full name split on spaces: the first word is first_name, the second last_name. */
export function toRegisterPayload(values: RegisterFormOutput): RegisterPayload {
  const [firstName = '', lastName = ''] = values.full_name.split(/\s+/).filter(Boolean);
  return {
    email: values.email,
    password: values.password,
    first_name: firstName,
    last_name: lastName,
    phone_number: values.phone_number,
    home_address: values.home_address,
    house_type: values.house_type,
    role: 'resident',
    resident_type: values.resident_type,
    estate: Number.parseInt(values.estate, 10),
  };
}

const PREFIXED_FIELDS: [string, string][] = [
  ['email', 'Email:'],
  ['password', 'Password:'],
  ['phone_number', 'Phone:'],
];

/** Server's error, message or detail; else "Email:", "Password:", "Phone:" field errors; else the fallback. */
export function registrationErrorMessage(error: unknown): string {
  const data = errorData(error);
  const message = serverMessage(data);
  if (message) return message;
  const fields = PREFIXED_FIELDS.map(([field, prefix]) => {
    const text = firstFieldError(data, field);
    return text ? `${prefix} ${text}` : null;
  }).filter(Boolean);
  if (fields.length > 0) return fields.join(' ');
  if (!data && error instanceof Error && error.name !== 'ApiError' && error.message) return error.message;
  return REGISTER_FALLBACK;
}

export const SERVER_FIELDS = [
  'email',
  'phone_number',
  'password',
  'home_address',
  'house_type',
  'estate',
  'resident_type',
] as const;
