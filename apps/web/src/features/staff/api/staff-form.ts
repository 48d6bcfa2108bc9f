import { type StaffMember, staffBody } from '@estatehub/shared';
import type { z } from 'zod';

/** The add and edit forms validate with the server's own schema. */
export const staffFormSchema = staffBody;
export type StaffFormInput = z.input<typeof staffBody>;
export type StaffFormValues = z.output<typeof staffBody>;

export const STAFF_FORM_FIELDS = ['name', 'role', 'phone_number', 'gender'] as const;

/** Empty for a new staff member (gender male, the spec's default), their own values for an edit. */
export function staffFormDefaults(staff: StaffMember | null): StaffFormInput {
  if (!staff) return { name: '', role: '', phone_number: '', gender: 'male' };
  return { name: staff.name, role: staff.role, phone_number: staff.phone_number, gender: staff.gender };
}
