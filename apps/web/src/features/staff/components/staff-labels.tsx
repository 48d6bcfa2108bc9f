import { STAFF_GENDER_LABELS, STAFF_STATUS_LABELS, type StaffStatus } from '@estatehub/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';

/** Active in green, Removed in red, each with an icon so the colour is not the only sign. */
export function StaffStatusBadge({ status }: { status: StaffStatus }) {
  const Icon = status === 'active' ? CircleCheck : CircleX;
  return (
    <Badge tone={status === 'active' ? 'success' : 'danger'}>
      <Icon className="size-3.5" aria-hidden="true" />
      {STAFF_STATUS_LABELS[status]}
    </Badge>
  );
}

export const genderLabel = (gender: keyof typeof STAFF_GENDER_LABELS) => STAFF_GENDER_LABELS[gender];
export const registeredOn = (iso: string) => formatDate(iso);
