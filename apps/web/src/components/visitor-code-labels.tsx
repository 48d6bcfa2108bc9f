import type { VisitorCode } from '@estatehub/shared';
import { Badge } from './ui/badge';

// A visitor code as the resident's code history and dashboard both show it.

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

/** The code spaced in threes (123 456), easier to read aloud at the gate. */
export const spacedCode = (code: string) => (code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code);
