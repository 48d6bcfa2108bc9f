import { expect } from 'vitest';
import { PASSWORD, type TestApp } from '../../../test/test-app';

type Role = 'admin' | 'resident' | 'security';

/** A fresh estate with its admin, two residents and a guard, each signed in. */
export async function estateWithPeople(t: TestApp) {
  const estateId = (await t.createEstate({ name: `Palm ${Math.random().toString(36).slice(2, 8)}` })).id;
  const sign = async (role: Role, firstName: string) => {
    const user = await t.createUser({ estateId, role, firstName, lastName: 'Obi', homeAddress: `${firstName} House` });
    const client = t.client();
    expect((await client.login(user.email, PASSWORD)).status).toBe(200);
    return { user, client };
  };
  return {
    estateId,
    admin: await sign('admin', 'Ada'),
    resident: await sign('resident', 'Res'),
    resident2: await sign('resident', 'Bola'),
    guard: await sign('security', 'Gbenga'),
  };
}

let phone = 0;
/** An 11-digit phone unique within this test process. */
export const newPhone = () => `081${String((process.pid * 997 + ++phone) % 1e8).padStart(8, '0')}`;

export const staffBody = (over: Record<string, unknown> = {}) => ({
  name: 'Musa Bello',
  role: 'Driver',
  phone_number: newPhone(),
  gender: 'male',
  ...over,
});
