import { count, eq } from 'drizzle-orm';
import { payments } from '../../src/db/schema';
import { addDue, evidenceForm, seedPayment } from '../../src/modules/payments/payments.test-kit';
import { activeAdminWrite, everyone, type MatrixContext, type Row } from '../permission-matrix';

/** The payments endpoints in the permission matrix. */
export async function paymentsRows({ t, estate, userIds }: MatrixContext): Promise<Row[]> {
  const paymentCount = async () => (await t.db.select({ n: count() }).from(payments))[0]!.n;
  const statusOf = async (id: number) =>
    (await t.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]?.status;

  /** A pending payment of the matrix's resident, with a real evidence file. */
  const pending = async () => {
    const due = await addDue(t, estate);
    return (
      await seedPayment(t, {
        estateId: estate,
        dueId: due.id,
        resident: null,
        residentId: userIds.resident,
        payerName: 'Matrix Resident',
      })
    ).id;
  };
  const evidenceOf = await pending();

  // Each deciding call gets its own fresh pending payment; `unchanged` checks the one it tried.
  let decided = 0;
  const decide = (verb: 'approve' | 'reject') => async (c: Parameters<Row['call']>[0]) => {
    decided = await pending();
    return c.post(`/api/admin/${verb}-payment/${decided}/`, verb === 'reject' ? { reason: 'Matrix' } : undefined);
  };
  let before = await paymentCount();
  // Deciding needs the estate's admin with a live subscription.
  const decideExpect = activeAdminWrite(200);

  return [
    {
      route: 'POST /api/payments/',
      // Only residents pay; an admin anywhere or a guard is refused before the due is looked at.
      expect: { ...everyone(403), anonymous: 401, resident: 201, otherResident: 201 },
      call: async (c) => {
        before = await paymentCount();
        return c.post('/api/payments/', evidenceForm((await addDue(t, estate)).id, 100));
      },
      unchanged: async () => (await paymentCount()) === before,
    },
    {
      route: 'GET /api/payments/',
      expect: { ...everyone(200), anonymous: 401, security: 403, pendingSecurity: 403, otherSecurity: 403 },
      call: (c) => c.get('/api/payments/'),
    },
    {
      route: 'GET /api/payments/{id}/evidence/',
      // The payer and the estate's admins; to anyone else the payment does not exist.
      expect: { ...everyone(404), anonymous: 401, resident: 200, lapsedAdmin: 200, admin: 200 },
      call: (c) => c.get(`/api/payments/${evidenceOf}/evidence/`),
    },
    {
      route: 'POST /api/admin/approve-payment/{id}/',
      expect: decideExpect,
      call: decide('approve'),
      unchanged: async () => (await statusOf(decided)) === 'pending',
    },
    {
      route: 'POST /api/admin/reject-payment/{id}/',
      expect: decideExpect,
      call: decide('reject'),
      unchanged: async () => (await statusOf(decided)) === 'pending',
    },
  ];
}
