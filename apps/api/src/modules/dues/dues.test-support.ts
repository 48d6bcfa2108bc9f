import { lagosDay, type PAYMENT_STATUSES } from '@estatehub/shared';
import type { TestApp } from '../../../test/test-app';
import { dues, payments } from '../../db/schema';

type Status = (typeof PAYMENT_STATUSES)[number];

/** Moves the test clock forward to the next hh:mm in Africa/Lagos (UTC+1 all year). */
export function advanceToLagosTime(t: TestApp, hour: number, minute = 0): void {
  const now = t.clock.now();
  const lagos = new Date(now.getTime() + 3600_000);
  const target = Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), lagos.getUTCDate(), hour, minute) - 3600_000;
  const next = target > now.getTime() ? target : target + 86_400_000;
  t.clock.advance((next - now.getTime()) / 1000);
}

export const lagosToday = (t: TestApp) => lagosDay(t.clock.now());

/** Arranges a due directly (past dates included, which the API refuses for a new due). */
export async function seedDue(
  t: TestApp,
  estateId: number,
  values: { title: string; dueDate: string; amountKobo?: number },
): Promise<number> {
  const [row] = await t.db
    .insert(dues)
    .values({ estateId, amountKobo: 1_000_000, ...values })
    .returning({ id: dues.id });
  return row!.id;
}

/** Arranges a payment row directly; the payments API is not what these tests are about. */
export async function seedPayment(
  t: TestApp,
  p: { estateId: number; dueId: number; residentId: number; status: Status; createdAt?: Date },
): Promise<number> {
  const [row] = await t.db
    .insert(payments)
    .values({
      ...p,
      payerName: 'Payer',
      amountPaidKobo: 1_000_000,
      evidenceKey: 'evidence/seededseededseeded.png',
      evidenceMime: 'image/png',
      createdAt: p.createdAt ?? t.clock.now(),
    })
    .returning({ id: payments.id });
  return row!.id;
}
