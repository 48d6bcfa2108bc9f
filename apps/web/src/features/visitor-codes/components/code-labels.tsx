import { type GateResult, VISITOR_PURPOSE_LABELS, type VisitorCode, type VisitorPurpose } from '@estatehub/shared';
import { Badge } from '../../../components/ui/badge';
import { LOCALE } from '../../../lib/format';

export type CodeStatus = 'used' | 'expired' | 'active';

/** Spec part 2 section 4: Used if is_used; Expired once expires_at has passed; otherwise Active. */
export function codeStatus(code: Pick<VisitorCode, 'is_used' | 'expires_at'>, now: number): CodeStatus {
  if (code.is_used) return 'used';
  return new Date(code.expires_at).getTime() <= now ? 'expired' : 'active';
}

const STATUS_LOOK: Record<CodeStatus, { label: string; tone: 'success' | 'neutral' | 'info' }> = {
  active: { label: 'Active', tone: 'success' },
  used: { label: 'Used', tone: 'info' },
  expired: { label: 'Expired', tone: 'neutral' },
};

export function CodeStatusBadge({ status }: { status: CodeStatus }) {
  const look = STATUS_LOOK[status];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}

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

/** The code spaced in threes (123 456), easier to read aloud at the gate. */
export const spacedCode = (code: string) => (code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code);

/** When a pass expires, in Lagos time whatever the phone's zone, as the pass and its message say it. */
export function lagosTime(value: string): string {
  return new Date(value).toLocaleString(LOCALE, { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' });
}
