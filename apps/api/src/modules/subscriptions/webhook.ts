import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { plans, providerEvents, subscriptions, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http-errors';
import { sha256 } from '../../lib/random';
import { applyCharge } from './charges';
import { paymentProvider } from './payment-provider';
import { isSignedByPaystack, planCodeOf, readCharge } from './paystack';
import { type Log, stopReplacedPlan } from './subscriptions.service';

type Outcome = { outcome: 'applied' | 'ignored' | 'rejected'; reason: string; after?: () => Promise<void> };
const rejected = (reason: string): Outcome => ({ outcome: 'rejected', reason });
const ignored = (reason: string): Outcome => ({ outcome: 'ignored', reason });

const customer = z.object({ email: z.string().nullish(), customer_code: z.string().nullish() });
const subscriptionData = z.object({
  subscription_code: z.string().min(1),
  email_token: z.string().nullish(),
  plan: z.unknown().optional(),
  customer: customer.optional(),
});
const invoiceData = z.object({
  amount: z.number().int().optional(),
  subscription: z.object({ subscription_code: z.string().min(1) }),
  customer: customer.optional(),
});
const envelope = z.object({ event: z.string().min(1).max(100), data: z.unknown() });

/** A subscription by Paystack's code, with its plan, locked for this event. */
async function byCode(tx: Db, code: string) {
  const [row] = await tx
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.subscriptionCode, code))
    .for('update', { of: subscriptions });
  return row;
}

/** The customer named in the event is the subscription's own (by code once known, else by the account's e-mail). */
async function sameCustomer(tx: Db, s: typeof subscriptions.$inferSelect, c: z.infer<typeof customer> | undefined) {
  if (!c) return false;
  if (s.customerCode && c.customer_code) return s.customerCode === c.customer_code;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, s.userId));
  return !!user && !!c.email && user.email.toLowerCase() === c.email.toLowerCase();
}

/** subscription.create: Paystack's recurring plan for a charge we applied; keep its code and e-mail token. */
async function subscriptionCreated(tx: Db, deps: AppDeps, data: unknown, log: Log): Promise<Outcome> {
  const d = subscriptionData.safeParse(data);
  if (!d.success || !d.data.customer?.email) return rejected('not a subscription with a customer');
  const email = d.data.customer.email.toLowerCase();
  const [row] = await tx
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(sql`lower(${users.email}) = ${email}`)
    .for('update', { of: subscriptions });
  if (!row) return rejected('no paid subscription for this customer');
  const { subscription: s, plan } = row;
  if (planCodeOf(d.data.plan) !== plan.paystackPlanCode) return rejected('the subscription is for another plan');
  const code = d.data.customer.customer_code ?? null;
  if (s.customerCode && code && s.customerCode !== code) return rejected('the customer code is not this account’s');
  if (s.subscriptionCode === d.data.subscription_code) return ignored('already recorded');
  await tx
    .update(subscriptions)
    .set({
      subscriptionCode: d.data.subscription_code,
      emailToken: d.data.email_token ?? null,
      customerCode: s.customerCode ?? code,
      updatedAt: deps.clock.now(),
    })
    .where(eq(subscriptions.id, s.id));
  // Cancelled before Paystack told us the plan: stop it now, as the cancel answer promised.
  const token = d.data.email_token;
  if (s.status !== 'cancelled' || !token) return { outcome: 'applied', reason: 'recurring plan recorded' };
  const provider = paymentProvider(deps);
  return {
    outcome: 'applied',
    reason: 'recurring plan recorded and stopped (cancelled before)',
    after: async () => {
      await provider?.disableSubscription(d.data.subscription_code, token).catch((err) => {
        log.warn({ err: String(err) }, 'subscription: could not stop a plan cancelled before it was created');
      });
    },
  };
}

/** subscription.not_renew and subscription.disable: renewal stops; access runs to next_billing_date. */
async function subscriptionStopped(tx: Db, deps: AppDeps, data: unknown): Promise<Outcome> {
  const d = subscriptionData.safeParse(data);
  if (!d.success) return rejected('not a subscription');
  const row = await byCode(tx, d.data.subscription_code);
  if (!row) return rejected('unknown subscription code');
  const s = row.subscription;
  if (!(await sameCustomer(tx, s, d.data.customer))) return rejected('the customer is not the subscription’s');
  const now = deps.clock.now();
  const ended = !s.nextBillingDate || s.nextBillingDate <= now;
  const status = ended ? 'inactive' : 'cancelled';
  if (s.status === status) return ignored(`already ${status}`);
  await tx.update(subscriptions).set({ status, updatedAt: now }).where(eq(subscriptions.id, s.id));
  return { outcome: 'applied', reason: status };
}

/** invoice.*: checked against the subscription; a failed payment starts the past_due grace period. */
async function invoiceEvent(tx: Db, deps: AppDeps, event: string, data: unknown): Promise<Outcome> {
  const d = invoiceData.safeParse(data);
  if (!d.success) return rejected('not an invoice of a subscription');
  const row = await byCode(tx, d.data.subscription.subscription_code);
  if (!row?.plan) return rejected('unknown subscription code');
  const { subscription: s, plan } = row;
  if (!(await sameCustomer(tx, s, d.data.customer))) return rejected('the customer is not the subscription’s');
  if (d.data.amount !== undefined && d.data.amount !== plan.amountKobo)
    return rejected(`the invoice is ${d.data.amount} kobo, the plan costs ${plan.amountKobo}`);
  if (event !== 'invoice.payment_failed') return { outcome: 'applied', reason: 'noted' };
  if (s.status !== 'active') return ignored(`the subscription is ${s.status}`);
  await tx
    .update(subscriptions)
    .set({ status: 'past_due', updatedAt: deps.clock.now() })
    .where(and(eq(subscriptions.id, s.id), inArray(subscriptions.status, ['active'])));
  return { outcome: 'applied', reason: 'past_due' };
}

async function handle(tx: Db, deps: AppDeps, event: string, data: unknown, log: Log): Promise<Outcome> {
  switch (event) {
    case 'charge.success': {
      const charge = readCharge(data);
      if (!charge) return rejected('not a charge');
      const outcome = await applyCharge(tx, charge, 'paystack');
      const provider = paymentProvider(deps);
      return {
        ...outcome,
        after: provider ? () => stopReplacedPlan(provider, outcome, log) : undefined,
      };
    }
    case 'subscription.create':
      return subscriptionCreated(tx, deps, data, log);
    case 'subscription.not_renew':
    case 'subscription.disable':
      return subscriptionStopped(tx, deps, data);
    case 'invoice.create':
    case 'invoice.update':
    case 'invoice.payment_failed':
      return invoiceEvent(tx, deps, event, data);
    default:
      return ignored('not an event we act on');
  }
}

/**
 * POST /api/subscription/webhook/: Paystack's signed events. The signature is checked on the raw
 * bytes before anything is read; each event is handled once (its body's hash is its key), in one
 * transaction with its record, so a replay or a failure half-way changes nothing.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app;
  // This plugin's own parser keeps the bytes: the signature is over the body exactly as sent.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/webhook/',
    { schema: { hide: true }, config: { access: 'public', csrf: false }, bodyLimit: 256 * 1024 },
    async (request, reply) => {
      const secretKey = deps.config.paystack?.secretKey;
      if (!secretKey) throw new HttpError(404, { detail: 'Not found.' });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isSignedByPaystack(raw, request.headers['x-paystack-signature'], secretKey)) {
        request.log.warn({ ip: request.ip, bytes: raw.length }, 'paystack webhook: bad signature, ignored');
        throw new HttpError(401, { detail: 'Invalid signature.' });
      }
      let body: z.infer<typeof envelope>;
      try {
        body = envelope.parse(JSON.parse(raw.toString('utf8')));
      } catch {
        request.log.warn('paystack webhook: signed but unreadable body');
        throw new HttpError(400, { detail: 'Unreadable event.' });
      }
      const eventKey = `${body.event}:${sha256(raw.toString('base64'))}`;
      const outcome = await deps.db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(providerEvents)
          .values({ eventKey, event: body.event, outcome: 'ignored', receivedAt: deps.clock.now() })
          .onConflictDoNothing({ target: providerEvents.eventKey })
          .returning({ id: providerEvents.id });
        if (!fresh) return ignored('replay of an event already handled');
        const result = await handle(tx, deps, body.event, body.data, request.log);
        await tx
          .update(providerEvents)
          .set({ outcome: result.outcome, reason: result.reason.slice(0, 500) })
          .where(eq(providerEvents.id, fresh.id));
        return result;
      });
      if (outcome.outcome === 'rejected')
        request.log.warn({ event: body.event, reason: outcome.reason }, 'paystack webhook: event rejected');
      await outcome.after?.();
      // Paystack retries anything but 200; a rejected event must not come back forever.
      return reply.code(200).send({ received: true });
    },
  );
};
