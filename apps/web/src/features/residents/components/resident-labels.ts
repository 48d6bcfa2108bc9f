import {
  HOUSE_TYPE_LABELS,
  type HouseType,
  RESIDENT_TYPE_LABELS,
  type ResidentRow,
  type ResidentType,
} from '@estatehub/shared';

export function fullName(row: ResidentRow): string {
  return [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email;
}

export function houseTypeLabel(value: string | null): string {
  if (!value) return '—';
  return HOUSE_TYPE_LABELS[value as HouseType] ?? value;
}

/** Security staff show as Estate Security whatever their stored type. */
export function residentTypeLabel(row: ResidentRow): string {
  if (row.role === 'security') return RESIDENT_TYPE_LABELS.security;
  if (row.role === 'admin' && !row.resident_type) return 'Admin';
  if (!row.resident_type) return '—';
  return RESIDENT_TYPE_LABELS[row.resident_type as ResidentType] ?? row.resident_type;
}
