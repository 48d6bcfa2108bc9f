import { and, eq } from 'drizzle-orm';
import { plans, subscriptionCharges } from '../../src/db/schema';
import { everyone, type MatrixContext, type Row, signedIn } from '../permission-matrix';

/** Each account lists its own charges; an invoice is its payer's alone, to anyone else it does not exist. */
export async function billingRows({ t, userIds }: MatrixContext): Promise<Row[]> {
  const [plan] = await t.db
    .select()
    .from(plans)
    .where(and(eq(plans.name, 'Starter'), eq(plans.interval, 'monthly')));
  const paidAt = t.clock.now();
  const [charge] = await t.db
    .insert(subscriptionCharges)
    .values({
      userId: userIds.admin,
      planId: plan!.id,
      planName: plan!.name,
      interval: plan!.interval,
      amountKobo: plan!.amountKobo,
      reference: 'matrix_billing_0001',
      customerName: 'Matrix Admin',
      customerEmail: 'matrix-admin@example.com',
      mode: 'sandbox',
      paidAt,
      periodEnd: new Date(paidAt.getTime() + 30 * 86_400_000),
    })
    .returning();

  return [
    {
      route: 'GET /api/subscription/charges/',
      expect: signedIn(200),
      call: (c) => c.get('/api/subscription/charges/'),
    },
    {
      route: 'GET /api/subscription/charges/{id}/invoice/',
      expect: { ...everyone(404), anonymous: 401, admin: 200 },
      call: (c) => c.get(`/api/subscription/charges/${charge!.id}/invoice/`),
    },
  ];
}
