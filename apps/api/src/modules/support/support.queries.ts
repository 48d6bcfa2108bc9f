import type { Db } from '../../db/client';
import { supportRequests } from '../../db/schema';

export type NewSupportRequest = typeof supportRequests.$inferInsert;

/** Stores a contact-form message; answers its id, which becomes the reference in the e-mails. */
export async function insertSupportRequest(db: Db, values: NewSupportRequest): Promise<number> {
  const [row] = await db.insert(supportRequests).values(values).returning({ id: supportRequests.id });
  return row!.id;
}
