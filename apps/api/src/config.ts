import path from 'node:path';
import { BILLING_INTERVALS, PLAN_NAMES } from '@estatehub/shared';
import { z } from 'zod';

/** Each plan's Paystack code comes from PAYSTACK_PLAN_STARTER_MONTHLY … PAYSTACK_PLAN_ENTERPRISE_YEARLY. */
export const planCodeVar = (name: string, interval: string) =>
  `PAYSTACK_PLAN_${name.toUpperCase()}_${interval.toUpperCase()}`;
const PLAN_CODE_VARS = PLAN_NAMES.flatMap((name) => BILLING_INTERVALS.map((i) => planCodeVar(name, i)));
const planCode = z.string().regex(/^PLN_\w+$/, 'must be a Paystack plan code (PLN_…)');

/** Paystack, when both keys are set: the keys, its API address and every plan's code (by variable name). */
export type PaystackConfig = {
  publicKey: string;
  secretKey: string;
  baseUrl: string;
  planCodes: Record<string, string>;
};

function paystackConfig(c: z.infer<typeof envSchema>, env: Record<string, string | undefined>): PaystackConfig | null {
  const { PAYSTACK_PUBLIC_KEY: publicKey, PAYSTACK_SECRET_KEY: secretKey } = c;
  if (!publicKey && !secretKey) return null;
  const problems: string[] = [];
  if (!publicKey || !secretKey) problems.push('  PAYSTACK_PUBLIC_KEY and PAYSTACK_SECRET_KEY: set both, or neither');
  const planCodes: Record<string, string> = {};
  for (const name of PLAN_CODE_VARS) {
    const parsed = planCode.safeParse(env[name]);
    if (parsed.success) planCodes[name] = parsed.data;
    else
      problems.push(
        `  ${name}: ${env[name] === undefined ? 'required with the Paystack keys' : parsed.error.issues[0]!.message}`,
      );
  }
  if (problems.length) throw new ConfigError(`Invalid environment variable(s):\n${problems.join('\n')}`);
  return { publicKey: publicKey!, secretKey: secretKey!, baseUrl: c.PAYSTACK_BASE_URL, planCodes };
}

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 with the demo data (its passwords are public), else every interface. */
  HOST: z.string().min(1).optional(),
  /** Where the embedded database, uploads and the local outbox live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** SMTP relay, e.g. smtp://user:pass@host:587; without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('EstateHub <no-reply@estatehub.ng>'),
  SUPPORT_EMAIL: z.email().default('support@estatehub.ng'),
  /** The address people reach the app at, used in links inside e-mails; http://localhost:PORT when unset. */
  PUBLIC_URL: z.url().optional(),
  /** Signing key for cookies and code hashes; generated and kept in the database when absent. */
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_DATA: flag.optional(),
  TRUST_PROXY: flag.default(false),
  /** Web push (VAPID) keys, base64url; without them a pair is generated and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
    .optional(),
  /** SMS through a Nigerian provider's HTTP API; without one (or its key) texts go to DATA_DIR/outbox. */
  SMS_PROVIDER: z.enum(['termii', 'africastalking']).optional(),
  TERMII_API_KEY: z.string().min(1).optional(),
  TERMII_SENDER_ID: z.string().min(1).max(11).default('EstateHub'),
  TERMII_BASE_URL: z.url().default('https://api.ng.termii.com'),
  AFRICASTALKING_USERNAME: z.string().min(1).optional(),
  AFRICASTALKING_API_KEY: z.string().min(1).optional(),
  AFRICASTALKING_SENDER_ID: z.string().min(1).max(11).optional(),
  AFRICASTALKING_BASE_URL: z.url().default('https://api.africastalking.com'),
  /** Paystack keys; without both, the sandbox provider stands in (a local test checkout). */
  PAYSTACK_PUBLIC_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must look like pk_test_… or pk_live_…')
    .optional(),
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'must look like sk_test_… or sk_live_…')
    .optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof envSchema> & {
  HOST: string;
  PUBLIC_URL: string;
  dataDir: string;
  loadDemoData: boolean;
  /** Null: the sandbox provider (no keys configured). */
  paystack: PaystackConfig | null;
};

export class ConfigError extends Error {}

/** Reads the environment once; a wrong value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO= in an env file) means unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment variable(s):\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // Demo data only ever goes into the embedded database.
  const loadDemoData = !c.DATABASE_URL && c.DEMO_DATA !== false;
  return {
    ...c,
    HOST: c.HOST ?? (loadDemoData ? '127.0.0.1' : '0.0.0.0'),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(c.DATA_DIR),
    loadDemoData,
    paystack: paystackConfig(c, present),
  };
}
