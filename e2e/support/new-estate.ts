import { expect } from '@playwright/test';
import {
  Api,
  findResident,
  type NewResident,
  registerResident,
  verifyResident,
  waitForMailAbout,
} from './estates-fixtures';

export type NewEstate = { name: string; address: string; description: string; phone_number: string; email: string };

/**
 * Registers an estate as the public form does; its admin sets a password with the code from the
 * welcome e-mail, as the reset-password screen does. Answers the estate's id. A test that must know
 * every figure on a screen starts from one of these rather than the demo estate.
 */
export async function registerEstateWithAdmin(api: Api, estate: NewEstate, password: string): Promise<number> {
  const made = await api.send('POST', '/api/estates/', estate);
  expect(made.status, made.text).toBe(201);
  const welcome = await waitForMailAbout(estate.email, 'Welcome to EstateHub');
  const code = welcome.text.match(/Your code to set the password is (\d{6})\./)?.[1];
  expect(code, welcome.text).toBeDefined();
  const reset = await api.send('POST', '/api/auth/reset-password-confirm/', {
    email: estate.email,
    code,
    new_password: password,
  });
  expect(reset.status, reset.text).toBe(200);
  return (made.body as { id: number }).id;
}

/** A resident who registers and verifies their e-mail on their own, then is approved by `admin` (the estate's). */
export async function addApprovedResident(admin: Api, estateId: number, person: NewResident): Promise<void> {
  const own = await Api.open();
  try {
    await registerResident(own, estateId, person);
    await verifyResident(own, person.email);
  } finally {
    await own.close();
  }
  const row = await findResident(admin, person.email);
  const approved = await admin.send('POST', `/api/admin/approve-resident/${row!.id}/`);
  expect(approved.status, approved.text).toBe(200);
}
