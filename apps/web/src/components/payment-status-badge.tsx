import type { PaymentStatus } from '@estatehub/shared';
import { Badge } from './ui/badge';

const LOOK: Record<PaymentStatus | 'unpaid', { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }> = {
  approved: { label: 'Approved', tone: 'success' },
  pending: { label: 'Pending', tone: 'warning' },
  rejected: { label: 'Rejected', tone: 'danger' },
  unpaid: { label: 'Unpaid', tone: 'neutral' },
};

/** A payment's status, or a due's latest payment status (none reads Unpaid), as the spec names them. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus | null }) {
  const look = LOOK[status ?? 'unpaid'];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
