import crypto from 'node:crypto';
import { z } from 'zod';
import type { PaystackConfig } from '../../config';

const TIMEOUT_MS = 15_000;

/** A charge as the provider reports it, in the terms we check it by. */
export type ProviderCharge = {
  reference: string;
  /** 'success' for money received; anything else is not. */
  status: string;
  amountKobo: number;
  currency: string;
  paidAt: Date;
  /** The plan code the charge was for (PLN_…), if it was for a plan. */
  planCode: string | null;
  customerEmail: string;
  customerCode: string | null;
};

/** A plan's code, whether Paystack sends the plan as its code or as an object. */
export const planCodeOf = (plan: unknown): string | null => {
  if (typeof plan === 'string') return plan || null;
  if (plan && typeof plan === 'object' && 'plan_code' in plan && typeof plan.plan_code === 'string')
    return plan.plan_code;
  return null;
};

/**
 * A charge in Paystack's shape: the data of `charge.success` and of the verify call. The plan is
 * an object on the event and a code string on the verify answer (with plan_object beside it).
 */
const paystackCharge = z.object({
  reference: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  paidAt: z.string().nullish(),
  plan: z.unknown().optional(),
  plan_object: z.unknown().optional(),
  customer: z.object({ email: z.string(), customer_code: z.string().nullish() }),
});

/** Paystack's charge data in our terms; null when it is not a charge we can read. */
export function readCharge(data: unknown): ProviderCharge | null {
  const parsed = paystackCharge.safeParse(data);
  if (!parsed.success) return null;
  const d = parsed.data;
  const paidAt = new Date(d.paid_at ?? d.paidAt ?? Number.NaN);
  if (Number.isNaN(paidAt.getTime())) return null;
  return {
    reference: d.reference,
    status: d.status,
    amountKobo: d.amount,
    currency: d.currency,
    paidAt,
    planCode: planCodeOf(d.plan) ?? planCodeOf(d.plan_object),
    customerEmail: d.customer.email.toLowerCase(),
    customerCode: d.customer.customer_code ?? null,
  };
}

/** `x-paystack-signature`: HMAC-SHA512 of the raw body with the secret key, compared in constant time. */
export function isSignedByPaystack(rawBody: Buffer, signature: unknown, secretKey: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = crypto.createHmac('sha512', secretKey).update(rawBody).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export class ProviderError extends Error {}

const envelope = z.object({ status: z.boolean(), message: z.string().optional(), data: z.unknown().optional() });

/** Paystack's HTTP API, the two calls we make. Errors never carry the key. */
export function paystackClient(config: PaystackConfig) {
  async function call(method: 'GET' | 'POST', path: string, body?: object) {
    let res: Response;
    try {
      res = await fetch(new URL(path, config.baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ProviderError(`Paystack unreachable: ${err instanceof Error ? err.name : 'error'}`);
    }
    const json = envelope.safeParse(await res.json().catch(() => null));
    return { httpStatus: res.status, ok: res.ok && json.success && json.data.status, data: json.data?.data };
  }

  return {
    /** The transaction behind a reference; null when Paystack does not know it. */
    async verifyTransaction(reference: string): Promise<ProviderCharge | null> {
      const res = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (res.httpStatus === 404 || res.httpStatus === 400) return null;
      if (!res.ok) throw new ProviderError(`Paystack verify answered ${res.httpStatus}`);
      return readCharge(res.data);
    },
    /** Stops a subscription's renewals; Paystack needs the e-mail token it sent with subscription.create. */
    async disableSubscription(code: string, token: string): Promise<void> {
      const res = await call('POST', '/subscription/disable', { code, token });
      if (!res.ok) throw new ProviderError(`Paystack disable answered ${res.httpStatus}`);
    },
  };
}
export type PaystackClient = ReturnType<typeof paystackClient>;
