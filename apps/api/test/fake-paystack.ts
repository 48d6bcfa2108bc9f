import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const PAYSTACK_TEST_SECRET = 'sk_test_fakepaystacksecret0000000000000000';
export const PAYSTACK_TEST_PUBLIC = 'pk_test_fakepaystackpublic0000000000000000';

/** The environment that points the app's real Paystack client at the fake, with a code per plan. */
export function paystackEnv(baseUrl: string): Record<string, string> {
  const env: Record<string, string> = {
    PAYSTACK_PUBLIC_KEY: PAYSTACK_TEST_PUBLIC,
    PAYSTACK_SECRET_KEY: PAYSTACK_TEST_SECRET,
    PAYSTACK_BASE_URL: baseUrl,
  };
  for (const name of ['STARTER', 'PROFESSIONAL', 'ENTERPRISE'])
    for (const interval of ['MONTHLY', 'YEARLY'])
      env[`PAYSTACK_PLAN_${name}_${interval}`] = `PLN_${name.toLowerCase()}${interval.toLowerCase()}`;
  return env;
}
export const planCode = (name: string, interval: 'monthly' | 'yearly') => `PLN_${name.toLowerCase()}${interval}`;

/** A transaction as Paystack's verify call returns it (and as charge.success carries it). */
export type FakeTransaction = {
  id: number;
  reference: string;
  status: string;
  amount: number;
  currency: string;
  paid_at: string;
  plan: string | Record<string, unknown>;
  customer: { email: string; customer_code: string };
};

let nextId = 1000;
export function transaction(
  values: Partial<FakeTransaction> & { reference: string; amount: number; email: string; plan: string },
) {
  const { email, plan, ...rest } = values;
  return {
    id: nextId++,
    status: 'success',
    currency: 'NGN',
    paid_at: new Date().toISOString(),
    customer: { email, customer_code: `CUS_${email.split('@')[0]}` },
    ...rest,
    plan,
  } as FakeTransaction;
}

/** The data of charge.success: the plan is an object there, not a code. */
export const chargeEvent = (t: FakeTransaction) => ({
  ...t,
  plan: typeof t.plan === 'string' ? { plan_code: t.plan, name: 'Plan', interval: 'monthly' } : t.plan,
});

/**
 * Paystack's HTTP API on loopback, as far as we call it: GET /transaction/verify/:reference and
 * POST /subscription/disable, behind the secret key. It records each call so tests can see what
 * the app asked, and sends webhooks signed as Paystack signs them.
 */
export async function startFakePaystack() {
  const transactions = new Map<string, FakeTransaction>();
  const subscriptions = new Map<string, { token: string; active: boolean }>();
  const calls: { method: string; path: string; body: unknown; auth: string | undefined }[] = [];
  let failWith: number | null = null;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      calls.push({ method: req.method ?? '', path: req.url ?? '', body, auth: req.headers.authorization });
      const send = (status: number, json: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.headers.authorization !== `Bearer ${PAYSTACK_TEST_SECRET}`)
        return send(401, { status: false, message: 'Invalid key' });
      if (failWith) return send(failWith, { status: false, message: 'Service unavailable' });
      const verify = req.url?.match(/^\/transaction\/verify\/([^/?]+)$/);
      if (req.method === 'GET' && verify) {
        const t = transactions.get(decodeURIComponent(verify[1]!));
        if (!t) return send(400, { status: false, message: 'Transaction reference not found' });
        return send(200, { status: true, message: 'Verification successful', data: t });
      }
      if (req.method === 'POST' && req.url === '/subscription/disable') {
        const s = subscriptions.get(body?.code);
        if (!s || s.token !== body?.token || !s.active)
          return send(400, { status: false, message: 'Subscription with code not found or already inactive' });
        s.active = false;
        return send(200, { status: true, message: 'Subscription disabled successfully' });
      }
      send(404, { status: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    calls,
    transactions,
    subscriptions,
    /** Makes every call answer this status (null: normal again). */
    failWith(status: number | null) {
      failWith = status;
    },
    addTransaction(t: FakeTransaction) {
      transactions.set(t.reference, t);
      return t;
    },
    addSubscription(code: string, token: string) {
      subscriptions.set(code, { token, active: true });
    },
    /** Posts an event to the app as Paystack does: JSON body, HMAC-SHA512 hex in x-paystack-signature. */
    async sendWebhook(appUrl: string, event: string, data: unknown, opts: { secret?: string; body?: string } = {}) {
      const body = opts.body ?? JSON.stringify({ event, data });
      const signature = crypto
        .createHmac('sha512', opts.secret ?? PAYSTACK_TEST_SECRET)
        .update(body)
        .digest('hex');
      const res = await fetch(`${appUrl}/api/subscription/webhook/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
