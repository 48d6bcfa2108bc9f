import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from '../../../test/test-app';

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

/** A stand-in for the SMS provider's HTTP API on loopback: records each request, answers `status`. */
async function fakeProvider() {
  const received: Received[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"message":"Successfully Sent"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer(s: number) {
      status = s;
    },
    async waitFor(n: number, ms = 5000) {
      const deadline = Date.now() + ms;
      while (received.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(received.length).toBeGreaterThanOrEqual(n);
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let n = 0;
/** A resident signed in, and an admin and a guard with phones on file (08031234 5nn, 09051234 5nn). */
async function estateWithGuardAndAdmin(t: TestApp) {
  n += 1;
  const estateId = (await t.createEstate({ name: `SMS Estate ${process.pid} ${n}` })).id;
  const resident = await t.createUser({ estateId, role: 'resident', firstName: 'Chidi', lastName: 'Obi' });
  const admin = await t.createUser({ estateId, role: 'admin', phoneNumber: `080312345${String(n).padStart(2, '0')}` });
  const guard = await t.createUser({
    estateId,
    role: 'security',
    phoneNumber: `090512345${String(n).padStart(2, '0')}`,
  });
  const client = t.client();
  expect((await client.login(resident.email, PASSWORD)).status).toBe(200);
  return { client, admin, guard };
}

describe('alert texts through Termii', () => {
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let t: TestApp;
  beforeAll(async () => {
    provider = await fakeProvider();
    t = await startTestApp({
      SMS_PROVIDER: 'termii',
      TERMII_API_KEY: 'termii-test-key',
      TERMII_SENDER_ID: 'PalmGrove',
      TERMII_BASE_URL: provider.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('sends one text to the recipients on file, with the key, sender, type and channel Termii expects', async () => {
    const { client } = await estateWithGuardAndAdmin(t);
    expect((await client.post('/api/alert/', { alert_type: 'fire', other_reason: 'Block C' })).status).toBe(201);
    const [req] = await provider.waitFor(1);
    expect(req!.path).toBe('/api/sms/send');
    expect(req!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(req!.body);
    expect(body).toEqual({
      api_key: 'termii-test-key',
      to: expect.arrayContaining([`234803123450${n}`, `234905123450${n}`]),
      from: 'PalmGrove',
      sms: expect.stringMatching(
        /^EMERGENCY at SMS Estate .*: Fire Emergency from Chidi Obi \(a resident\), .*\. Block C$/,
      ),
      type: 'plain',
      channel: 'generic',
    });
    expect(body.to).toHaveLength(2);
  });

  it('retries a text the provider refused', async () => {
    provider.answer(500);
    const before = provider.received.length;
    const { client } = await estateWithGuardAndAdmin(t);
    expect((await client.post('/api/alert/', { alert_type: 'water' })).status).toBe(201);
    await provider.waitFor(before + 1);
    // The refused attempt is recorded (and its retry scheduled) before the clock moves on.
    await t.jobs.runDue();
    provider.answer(200);
    t.clock.advance(60);
    await t.jobs.runDue();
    await provider.waitFor(before + 2);
    const [first, second] = provider.received.slice(before);
    expect(second!.body).toBe(first!.body);
  });
});

describe("alert texts through Africa's Talking", () => {
  it('posts the form with the username, +234 numbers and the key in the apiKey header', async () => {
    const provider = await fakeProvider();
    const t = await startTestApp({
      SMS_PROVIDER: 'africastalking',
      AFRICASTALKING_USERNAME: 'estatehub',
      AFRICASTALKING_API_KEY: 'at-test-key',
      AFRICASTALKING_BASE_URL: provider.url,
    });
    try {
      const { client } = await estateWithGuardAndAdmin(t);
      expect((await client.post('/api/alert/', { alert_type: 'medical' })).status).toBe(201);
      const [req] = await provider.waitFor(1);
      expect(req!.path).toBe('/version1/messaging');
      expect(req!.headers.apikey).toBe('at-test-key');
      const form = new URLSearchParams(req!.body);
      expect(form.get('username')).toBe('estatehub');
      expect(form.get('to')!.split(',').sort()).toEqual([`+234803123450${n}`, `+234905123450${n}`]);
      expect(form.get('message')).toContain('Medical Emergency from Chidi Obi');
    } finally {
      await t.close();
      await provider.close();
    }
  });
});
