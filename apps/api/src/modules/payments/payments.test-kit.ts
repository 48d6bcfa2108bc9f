import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// Test-only helpers shared by the payments tests and the permission matrix (never imported by the app).
import { form, PNG_BYTES } from '../../../test/fixtures';
import { PASSWORD, type TestApp } from '../../../test/test-app';
import { dues, payments } from '../../db/schema';
import { newFileKey } from '../../lib/file-storage';
import type { UserRow } from '../auth/session.queries';

export async function signedInAs(t: TestApp, user: UserRow) {
  const c = t.client();
  const res = await c.login(user.email, PASSWORD);
  if (res.status !== 200) throw new Error(`Sign-in failed for ${user.email}: ${res.status}`);
  return c;
}

/** A live due of the estate, arranged directly (the dues API has its own tests). */
export async function addDue(t: TestApp, estateId: number, values: Partial<typeof dues.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(dues)
    .values({ estateId, title: 'Service charge', amountKobo: 2_500_000, dueDate: '2030-01-31', ...values })
    .returning();
  return row!;
}

/** The multipart body of POST /api/payments/, as the Pay Dues form sends it. */
export const evidenceForm = (
  due: number | string,
  amount: number | string,
  file: [Buffer, string, string?] | null = [PNG_BYTES, 'transfer.png', 'image/png'],
) => form({ due, amount_paid: amount }, file ? ['payment_evidence', ...file] : undefined);

/** A payment row with a real stored evidence file, arranged directly (any status, any date). */
export async function seedPayment(
  t: TestApp,
  values: { estateId: number; dueId: number; resident: UserRow | null } & Partial<typeof payments.$inferInsert>,
) {
  const { resident, ...rest } = values;
  const evidenceKey = newFileKey('evidence', 'png');
  await t.storage.put(evidenceKey, PNG_BYTES);
  const [row] = await t.db
    .insert(payments)
    .values({
      residentId: resident?.id ?? null,
      payerName: resident ? `${resident.firstName} ${resident.lastName}` : 'Former resident',
      amountPaidKobo: 2_500_000,
      evidenceKey,
      evidenceMime: 'image/png',
      ...rest,
    })
    .returning();
  return row!;
}

const roots = new WeakMap<TestApp, string>();

/**
 * How many files the storage holds under a folder (evidence, receipts). The app's storage folder
 * is found once by a marker file stored through the storage interface.
 */
export async function storedFileCount(t: TestApp, folder: string): Promise<number> {
  let root = roots.get(t);
  if (!root) {
    const marker = newFileKey('marker', 'txt');
    await t.storage.put(marker, Buffer.from('x'));
    root = fs
      .readdirSync(os.tmpdir())
      .map((d) => path.join(os.tmpdir(), d))
      .find((dir) => path.basename(dir).startsWith('estatehub-uploads-') && fs.existsSync(path.join(dir, marker)));
    if (!root) throw new Error('The test storage folder was not found.');
    roots.set(t, root);
  }
  const dir = path.join(root, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
}
