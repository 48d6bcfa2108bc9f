import { and, count, eq } from 'drizzle-orm';
import { checkouts, plans, subscriptionCharges, subscriptions } from '../../src/db/schema';
import { everyone, type MatrixContext, type Row, signedIn } from '../permission-matrix';

/** Plans are public; every signed-in account has its own status, checkout and cancel, never another's. */
export async function subscriptionRows({ t, userIds }: MatrixContext): Promise<Row[]> {
  const [plan] = await t.db
    .select()
    .from(plans)
    .where(and(eq(plans.name, 'Starter'), eq(plans.interval, 'monthly')));
  const checkoutCount = async () => (await t.db.select({ n: count() }).from(checkouts))[0]!.n;
  let before = 0;
  let reference = '';
  let seq = 0;
  /** A fresh sandbox checkout of the matrix's resident: only they may verify it. */
  const residentCheckout = async () => {
    reference = `sbx_matrix_${++seq}`;
    await t.db.insert(checkouts).values({ reference, userId: userIds.resident, planId: plan!.id, mode: 'sandbox' });
    return reference;
  };
  const notCharged = async () =>
    (await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.reference, reference))).length === 0;
  /** The other resident holds a paid plan (so has something to cancel); the resident holds none. */
  const arrangeCancel = async (caller: string) => {
    if (caller === 'resident') await t.db.delete(subscriptions).where(eq(subscriptions.userId, userIds.resident));
    if (caller !== 'otherResident') return;
    const values = {
      status: 'active' as const,
      isTrial: false,
      planId: plan!.id,
      nextBillingDate: new Date(t.clock.now().getTime() + 30 * 86_400_000),
    };
    await t.db
      .insert(subscriptions)
      .values({ userId: userIds.otherResident, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  };

  return [
    { route: 'GET /api/subscription/plans/', expect: everyone(200), call: (c) => c.get('/api/subscription/plans/') },
    { route: 'GET /api/subscription/status/', expect: signedIn(200), call: (c) => c.get('/api/subscription/status/') },
    {
      route: 'POST /api/subscription/checkout/',
      expect: signedIn(201),
      call: async (c) => {
        before = await checkoutCount();
        return c.post('/api/subscription/checkout/', { plan_id: plan!.id });
      },
      unchanged: async () => (await checkoutCount()) === before,
    },
    {
      route: 'POST /api/subscription/verify/',
      // A reference is its owner's: anyone else is told it does not exist.
      expect: { ...signedIn(404), resident: 200 },
      call: async (c) => c.post('/api/subscription/verify/', { reference: await residentCheckout() }),
      unchanged: notCharged,
    },
    {
      route: 'POST /api/subscription/cancel/',
      // Each cancels only their own: nothing (404), a trial (403), or a paid plan (200).
      expect: { ...signedIn(404), otherResident: 200, admin: 403, otherAdmin: 403 },
      call: async (c, caller) => {
        await arrangeCancel(caller);
        return c.post('/api/subscription/cancel/');
      },
    },
  ];
}
