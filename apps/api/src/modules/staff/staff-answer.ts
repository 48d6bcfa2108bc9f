import type { StaffMember } from '@estatehub/shared';
import type { StaffWithNames } from './staff.queries';

/** A staff row as every staff answer shows it (the employer as their e-mail, as the spec's screens do). */
export function toStaffMember({ staff, residentEmail, estateName }: StaffWithNames): StaffMember {
  return {
    id: staff.id,
    name: staff.name,
    role: staff.role,
    phone_number: staff.phoneNumber,
    gender: staff.gender,
    unique_id: staff.uniqueId,
    date_of_registration: staff.createdAt.toISOString(),
    status: staff.status,
    removal_reason: staff.removalReason,
    removed_at: staff.removedAt?.toISOString() ?? null,
    resident_name: residentEmail,
    estate_name: estateName,
  };
}
