/** Lists the spec fixes; the server validates against them and the web app renders them. */

export const HOUSE_TYPES = [
  'self_contained',
  'miniflat',
  '2bedroom',
  '3bedroom',
  '4bedroom',
  'duplex',
  'bungalow',
  'mansion',
  'townhouse',
  'other',
] as const;
export type HouseType = (typeof HOUSE_TYPES)[number];

export const HOUSE_TYPE_LABELS: Record<HouseType, string> = {
  self_contained: 'Self Contained',
  miniflat: 'Mini Flat',
  '2bedroom': '2 Bedroom',
  '3bedroom': '3 Bedroom',
  '4bedroom': '4 Bedroom',
  duplex: 'Duplex',
  bungalow: 'Bungalow',
  mansion: 'Mansion',
  townhouse: 'Townhouse',
  other: 'Other',
};

export const RESIDENT_TYPES = ['tenant', 'landlord/landlady', 'security'] as const;
export type ResidentType = (typeof RESIDENT_TYPES)[number];

export const RESIDENT_TYPE_LABELS: Record<ResidentType, string> = {
  tenant: 'Tenant',
  'landlord/landlady': 'Landlord/Landlady',
  security: 'Estate Security',
};

export const ROLES = ['admin', 'resident', 'security'] as const;
export type Role = (typeof ROLES)[number];

/** Public registration never creates an admin: the role follows the resident type. */
export function roleForResidentType(residentType: ResidentType): Role {
  return residentType === 'security' ? 'security' : 'resident';
}

export const STAFF_GENDERS = ['male', 'female'] as const;
export type StaffGender = (typeof STAFF_GENDERS)[number];

export const STAFF_STATUSES = ['active', 'removed'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** Spec part 2 section 3: the six alert types and their labels. */
export const ALERT_TYPES = ['fire', 'intruder', 'medical', 'electricity', 'water', 'other'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const ALERT_TYPE_LABELS: Record<AlertType, string> = {
  fire: 'Fire Emergency',
  intruder: 'Intruder/Security Threat',
  medical: 'Medical Emergency',
  electricity: 'Electricity Issue',
  water: 'Water Leakage',
  other: 'Other Emergency',
};
