import type { SubscriptionStatus } from '@estatehub/shared';
import { Badge } from '../../../components/ui/badge';
import { formatDate, formatKobo } from '../../../lib/format';

const LONG = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** "24 December 2026". */
export function longDay(value: string): string {
  return formatDate(value, LONG);
}

export function intervalLabel(interval: 'monthly' | 'yearly'): string {
  return interval === 'monthly' ? 'month' : 'year';
}

/** "₦35,000 / month". */
export function priceLabel(amount: number, interval: 'monthly' | 'yearly'): string {
  return `${formatKobo(amount)} / ${intervalLabel(interval)}`;
}

const STATUS_BADGES = {
  active: { tone: 'success', text: 'Active' },
  cancelled: { tone: 'warning', text: 'Cancelled' },
  past_due: { tone: 'danger', text: 'Past due' },
  inactive: { tone: 'neutral', text: 'Inactive' },
} as const;

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  if (status.is_trial) return <Badge tone="info">Free trial</Badge>;
  const badge = STATUS_BADGES[status.status];
  return <Badge tone={badge.tone}>{badge.text}</Badge>;
}

/** The date line under the plan: next billing, trial end, access end, or the grace period. */
export function statusDateLine(status: SubscriptionStatus): string | null {
  if (status.is_trial && status.trial_ends_at) return `Trial ends ${longDay(status.trial_ends_at)}`;
  if (status.status === 'past_due' && status.grace_ends_at)
    return `Payment failed — access continues until ${longDay(status.grace_ends_at)}`;
  if (status.status === 'cancelled' && status.next_billing_date)
    return `Access until ${longDay(status.next_billing_date)}`;
  if (status.status === 'active' && status.next_billing_date)
    return `Next billing date: ${longDay(status.next_billing_date)}`;
  return null;
}
