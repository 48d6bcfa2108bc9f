import { ESTATE_MSG, MSG } from '@estatehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, estates, leadershipMembers, oneTimeCodes, supportRequests, users } from '../src/db/schema';
import { form } from './fixtures';
import type { HttpClient } from './http-client';
import { PASSWORD, startTestApp, type TestApp } from './test-app';

/**
 * A NUL (or any other control character) in a text field or search parameter is a 400 naming
 * the field, never a 500 from PostgreSQL, and nothing is stored.
 */
let t: TestApp;
let estateId: number;
let admin: HttpClient;
let resident: HttpClient;
let accountId: number;
let leaderId: number;
let candidateId: number;

beforeAll(async () => {
  t = await startTestApp();
  estateId = (await t.createEstate()).id;
  const a = await t.createUser({ estateId, role: 'admin' });
  admin = t.client();
  expect((await admin.login(a.email, PASSWORD)).status).toBe(200);
  const r = await t.createUser({ estateId });
  resident = t.client();
  expect((await resident.login(r.email, PASSWORD)).status).toBe(200);
  const account = await admin.post(`/api/estates/${estateId}/bank-accounts/`, {
    account_number: '0123456789',
    account_name: 'Estate Levy',
    bank_name: 'First Bank',
  });
  expect(account.status).toBe(201);
  accountId = account.body.id;
  const leader = await admin.post(
    `/api/estates/${estateId}/leadership/`,
    form({ user: r.id, position: 'Chair', bio: 'Serves' }),
  );
  expect(leader.status).toBe(201);
  leaderId = leader.body.id;
  candidateId = (await t.createUser({ estateId })).id;
});
afterAll(() => t.close());

/** Every row of the tables these endpoints write, to prove a refused call changed nothing. */
async function snapshot(): Promise<string> {
  const db = t.db;
  return JSON.stringify([
    await db.select().from(users).orderBy(users.id),
    await db.select().from(estates).orderBy(estates.id),
    await db.select().from(bankAccounts).orderBy(bankAccounts.id),
    await db.select().from(leadershipMembers).orderBy(leadershipMembers.id),
    await db.select().from(supportRequests).orderBy(supportRequests.id),
    await db.select().from(oneTimeCodes).orderBy(oneTimeCodes.id),
  ]);
}

type Encoding = 'json' | 'multipart';
type Case = {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: () => string;
  client: () => Promise<HttpClient>;
  fields: () => Record<string, string | number>;
  /** The text fields to poison, each with the value that carries the NUL. */
  poison: Record<string, string>;
  /** Fields whose own format rule speaks first (digits only). */
  messages?: Record<string, string>;
  encodings: Encoding[];
};

let n = 0;
const next = () => ++n;
const anonymous = () => t.client().primeCsrf();

const cases: Case[] = [
  {
    name: 'register',
    method: 'POST',
    path: () => '/api/auth/register/',
    client: anonymous,
    fields: () => {
      const i = next();
      return {
        email: `nul${i}@example.ng`,
        password: PASSWORD,
        first_name: 'Chidi',
        last_name: 'Obi',
        phone_number: `0815555${String(i).padStart(4, '0')}`,
        home_address: '5 Palm Avenue',
        house_type: 'duplex',
        resident_type: 'tenant',
        estate: estateId,
        street_number: '5',
      };
    },
    poison: {
      email: 'nul\u0000x@example.ng',
      first_name: 'Chi\u0000di',
      last_name: 'O\u0000bi',
      home_address: '5 Palm\u0000 Avenue',
      street_number: '5\u0000',
    },
    encodings: ['json'],
  },
  {
    name: 'estate registration',
    method: 'POST',
    path: () => '/api/estates/',
    client: anonymous,
    fields: () => {
      const i = next();
      return {
        name: `Nul Estate ${i}`,
        address: `${i} Gate Road, Lagos`,
        description: 'Quiet\nestate',
        phone_number: `0806666${String(i).padStart(4, '0')}`,
        email: `office${i}@nul.example.ng`,
      };
    },
    poison: {
      name: 'Nul\u0000 Estate',
      address: '1 Gate\u0000 Road',
      description: 'Quiet\u0000 estate',
      email: 'off\u0000ice@nul.example.ng',
    },
    encodings: ['multipart', 'json'],
  },
  {
    name: 'estate edit (PUT)',
    method: 'PUT',
    path: () => `/api/estates/${estateId}/`,
    client: async () => admin,
    fields: () => ({
      name: 'Edited Estate',
      address: '2 Edited Road',
      description: 'Edited',
      phone_number: '08067777777',
      email: 'edited@nul.example.ng',
    }),
    poison: {
      name: 'Edited\u0000',
      address: '2\u0000 Edited Road',
      description: 'Edi\u0000ted',
      email: 'edi\u0000ted@nul.example.ng',
    },
    encodings: ['multipart', 'json'],
  },
  {
    name: 'estate edit (PATCH)',
    method: 'PATCH',
    path: () => `/api/estates/${estateId}/`,
    client: async () => admin,
    fields: () => ({ name: 'Patched Estate', description: 'Patched' }),
    poison: { name: 'Patched\u0000', address: '\u0000', description: 'Pat\u0000ched', email: 'a\u0000@b.ng' },
    encodings: ['json'],
  },
  {
    name: 'bank account (add)',
    method: 'POST',
    path: () => `/api/estates/${estateId}/bank-accounts/`,
    client: async () => admin,
    fields: () => ({ account_number: '1234567890', account_name: 'Levy', bank_name: 'GTBank' }),
    poison: { account_number: '123456789\u0000', account_name: 'Le\u0000vy', bank_name: 'GT\u0000Bank' },
    messages: { account_number: ESTATE_MSG.accountNumber },
    encodings: ['json'],
  },
  {
    name: 'bank account (edit)',
    method: 'PUT',
    path: () => `/api/estates/${estateId}/bank-accounts/${accountId}/`,
    client: async () => admin,
    fields: () => ({ account_number: '1234567890', account_name: 'Levy', bank_name: 'GTBank' }),
    poison: { account_number: '\u00001234567890', account_name: 'Le\u0000vy', bank_name: 'GT\u0000Bank' },
    messages: { account_number: ESTATE_MSG.accountNumber },
    encodings: ['json'],
  },
  {
    name: 'leadership (add)',
    method: 'POST',
    path: () => `/api/estates/${estateId}/leadership/`,
    client: async () => admin,
    fields: () => ({ user: candidateId, position: 'Treasurer', phone_number: '08011112222', bio: 'Keeps\nbooks' }),
    poison: { position: 'Trea\u0000surer', phone_number: '0801111\u0000', bio: 'Keeps\u0000books' },
    encodings: ['multipart', 'json'],
  },
  {
    name: 'leadership (edit)',
    method: 'PATCH',
    path: () => `/api/estates/${estateId}/leadership/${leaderId}/`,
    client: async () => admin,
    fields: () => ({ position: 'Vice Chair', phone_number: '08011113333', email: 'vice@example.ng', bio: 'New' }),
    poison: {
      position: 'Vice\u0000Chair',
      phone_number: '\u0000',
      email: 'vi\u0000ce@example.ng',
      bio: 'N\u0000ew',
    },
    encodings: ['multipart', 'json'],
  },
  {
    name: 'profile',
    method: 'PATCH',
    path: () => '/api/resident/profile/',
    client: async () => resident,
    fields: () => ({ first_name: 'Zainab', last_name: 'Lawal', home_address: '12 New Road', street_number: '12' }),
    poison: {
      first_name: 'Zai\u0000nab',
      last_name: 'La\u0000wal',
      home_address: '12\u0000 New Road',
      street_number: '1\u00002',
    },
    encodings: ['json'],
  },
  {
    name: 'account deletion request',
    method: 'POST',
    path: () => '/api/resident/delete-account-request/',
    client: async () => resident,
    fields: () => ({ reason: 'Moving out\nin May' }),
    poison: { reason: 'Moving\u0000out' },
    encodings: ['json'],
  },
  {
    name: 'contact support',
    method: 'POST',
    path: () => '/api/contact-support/',
    client: anonymous,
    fields: () => ({ name: 'Yemi', email: 'yemi@example.ng', subject: 'Help', message: 'Line one\nLine two' }),
    poison: {
      name: 'Ye\u0000mi',
      email: 'ye\u0000mi@example.ng',
      subject: 'He\u0000lp',
      message: 'Line one\n\u0000',
    },
    encodings: ['json'],
  },
];

function send(c: HttpClient, kase: Case, encoding: Encoding, fields: Record<string, string | number>) {
  return c.request(kase.method, kase.path(), encoding === 'multipart' ? form(fields) : fields);
}

describe('a NUL in a text field is a 400 with that field message, and nothing is stored', () => {
  for (const kase of cases) {
    for (const encoding of kase.encodings) {
      it(`${kase.name} (${encoding})`, async () => {
        const c = await kase.client();
        for (const [field, value] of Object.entries(kase.poison)) {
          const before = await snapshot();
          const res = await send(c, kase, encoding, { ...kase.fields(), [field]: value });
          expect(res.status, `${field}: ${res.text}`).toBe(400);
          const message = kase.messages?.[field] ?? MSG.forbiddenCharacters;
          expect(res.body[field], `${field}: ${res.text}`).toContain(message);
          expect(await snapshot(), field).toBe(before);
        }
      });
    }
  }

  it('the same calls without the NUL go through (the fields above are otherwise valid)', async () => {
    for (const kase of cases) {
      const res = await send(await kase.client(), kase, kase.encodings[0]!, kase.fields());
      expect(res.status, `${kase.name}: ${res.text}`).toBeLessThan(300);
    }
  });

  it('other control characters are refused too; multi-line fields keep tabs and line breaks', async () => {
    const c = await anonymous();
    for (const bad of ['\u0007', '\u001b[2J', '\u007f', '\u0085', '\ud800']) {
      const res = await c.post('/api/contact-support/', {
        email: 'bell@example.ng',
        subject: `Bell ${bad}`,
        message: 'Hello',
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.subject).toEqual([MSG.forbiddenCharacters]);
    }
    const oneLine = await c.post('/api/contact-support/', {
      email: 'tab@example.ng',
      subject: 'Two\nlines',
      message: 'Hello',
    });
    expect(oneLine.body.subject).toEqual([MSG.forbiddenCharacters]);
    const multiLine = await c.post('/api/contact-support/', {
      email: 'tab@example.ng',
      subject: 'Tabs',
      message: 'Category:\tbilling\r\nPhone: 0801',
    });
    expect(multiLine.status).toBe(201);
  });
});

describe('a NUL in a search parameter is a 400 naming the parameter', () => {
  it('the public estates search', async () => {
    const res = await t.client().get('/api/estates/?search=Gate%00Road');
    expect(res.status).toBe(400);
    expect(res.body.search).toEqual([MSG.forbiddenCharacters]);
  });

  it('the residents search and its PDF', async () => {
    for (const path of ['/api/admin/residents/', '/api/admin/residents/pdf/']) {
      const res = await admin.get(`${path}?search=%00`);
      expect(res.status, path).toBe(400);
      expect(res.body.search).toEqual([MSG.forbiddenCharacters]);
    }
  });

  it('a blank search still lists everything', async () => {
    const res = await t.client().get('/api/estates/?search=%20');
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(0);
  });
});
