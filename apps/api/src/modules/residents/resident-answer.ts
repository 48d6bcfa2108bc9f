import type { ResidentRow } from '@estatehub/shared';
import type { UserRow } from '../auth/session.queries';

export function toResidentRow(u: UserRow): ResidentRow {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    phone_number: u.phoneNumber ?? '',
    home_address: u.homeAddress,
    house_type: u.houseType,
    resident_type: u.residentType,
    role: u.role,
    is_approved: u.isApproved,
    email_verified: u.emailVerifiedAt !== null,
    date_joined: u.dateJoined.toISOString(),
  };
}
