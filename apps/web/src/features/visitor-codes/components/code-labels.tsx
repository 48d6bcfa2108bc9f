import { type GateResult, VISITOR_PURPOSE_LABELS, type VisitorPurpose } from '@estatehub/shared';
import { Badge } from '../../../components/ui/badge';
import { LOCALE } from '../../../lib/format';

const RESULT_LOOK: Record<GateResult, { label: string; tone: 'success' | 'danger' | 'neutral' }> = {
  valid: { label: 'Valid', tone: 'success' },
  invalid: { label: 'Invalid', tone: 'danger' },
  expired: { label: 'Expired', tone: 'danger' },
  used: { label: 'Used', tone: 'danger' },
  refused: { label: 'Refused', tone: 'neutral' },
};

/** A gate check's outcome: green when the gate opened, red when a code was turned away, grey when refused. */
export function GateResultBadge({ result }: { result: GateResult }) {
  const look = RESULT_LOOK[result];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}

export const purposeLabel = (purpose: VisitorPurpose | null) => (purpose ? VISITOR_PURPOSE_LABELS[purpose] : '—');

/** When a pass expires, in Lagos time whatever the phone's zone, as the pass and its message say it. */
export function lagosTime(value: string): string {
  return new Date(value).toLocaleString(LOCALE, { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' });
}
