import { expect } from 'vitest';
import { PASSWORD, type TestApp } from '../../../test/test-app';

type Person = Omit<Parameters<TestApp['createUser']>[0], 'estateId'>;

/**
 * A fresh estate with a signed-in host (Amaka Eze of 12 Palm Close), and `signIn` for more people
 * of it, each with their own signed-in client.
 */
export async function estateWithHost(t: TestApp) {
  const estate = await t.createEstate({ name: `Palm Grove ${Math.random().toString(36).slice(2, 7)}` });
  const signIn = async (values: Person = {}) => {
    const user = await t.createUser({ estateId: estate.id, ...values });
    const client = t.client();
    expect((await client.login(user.email, PASSWORD)).status).toBe(200);
    return { user, client };
  };
  const host = await signIn({ firstName: 'Amaka', lastName: 'Eze', homeAddress: '12 Palm Close' });
  return { estate, host, signIn };
}
