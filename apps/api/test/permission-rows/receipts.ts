import { addDue, seedPayment } from '../../src/modules/payments/payments.test-kit';
import { approveWithReceipt, printedToken } from '../../src/modules/receipts/receipts.arrange';
import { adminOwnList, type Expect, everyone, type MatrixContext, type Row } from '../permission-matrix';

/** A receipt is the payer's and their estate admins'; to anyone else the payment does not exist. */
const payerAndAdmins: Expect = {
  anonymous: 401,
  resident: 200,
  otherResident: 404,
  security: 404,
  pendingSecurity: 404,
  otherSecurity: 404,
  otherAdmin: 404,
  lapsedAdmin: 200,
  admin: 200,
};

/** The receipt endpoints and the payments report in the permission matrix. */
export async function receiptsRows({ t, estate, userIds }: MatrixContext): Promise<Row[]> {
  const due = await addDue(t, estate, { title: 'Matrix receipt levy', amountKobo: 500_000 });
  const payment = await seedPayment(t, {
    estateId: estate,
    dueId: due.id,
    resident: null,
    residentId: userIds.resident,
    amountPaidKobo: 500_000,
  });
  const receipt = await approveWithReceipt(t, payment.id, { id: userIds.admin, name: 'Matrix Admin' });
  const token = await printedToken(t, receipt.fileKey);
  const stillStored = async () => (await t.storage.read(receipt.fileKey)) !== null;
  const receiptRow = (action: 'info' | 'view' | 'download'): Row => ({
    route: `GET /api/payments/{id}/receipt/${action}/`,
    expect: payerAndAdmins,
    call: (c) => c.get(`/api/payments/${payment.id}/receipt/${action}/`),
    unchanged: stillStored,
  });

  return [
    receiptRow('info'),
    receiptRow('view'),
    receiptRow('download'),
    {
      route: 'POST /api/receipts/verify/',
      // Public: whoever holds the receipt's token may check it, signed in or not.
      expect: everyone(200),
      call: (c) => c.post('/api/receipts/verify/', { number: receipt.number, token }),
    },
    {
      route: 'GET /api/payments/report/pdf/',
      // Another estate's admin gets their own estate's report.
      expect: adminOwnList,
      call: (c) => c.get('/api/payments/report/pdf/'),
    },
  ];
}
