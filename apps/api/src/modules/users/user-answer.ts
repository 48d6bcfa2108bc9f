import type { ProfileAnswer, UserAnswer } from '@estatehub/shared';
import type { UserRow } from '../auth/session.queries';

/** The user as every auth answer gives it. */
export function toUserAnswer(user: UserRow, subscriptionActive: boolean): UserAnswer {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: user.role,
    estate: user.estateId,
    subscription_active: subscriptionActive,
  };
}

export function toProfileAnswer(user: UserRow, subscriptionActive: boolean): ProfileAnswer {
  return {
    ...toUserAnswer(user, subscriptionActive),
    phone_number: user.phoneNumber ?? '',
    home_address: user.homeAddress,
    street_number: user.streetNumber,
    house_type: user.houseType as ProfileAnswer['house_type'],
    resident_type: user.residentType as ProfileAnswer['resident_type'],
    is_approved: user.isApproved,
    date_joined: user.dateJoined.toISOString(),
  };
}
