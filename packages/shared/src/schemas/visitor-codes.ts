import { z } from 'zod';
import { choice, paged, pageQuery, text } from './fields';

export const VISITOR_PURPOSES = ['family', 'friend', 'delivery', 'service', 'other'] as const;
export type VisitorPurpose = (typeof VISITOR_PURPOSES)[number];
export const VISITOR_PURPOSE_LABELS: Record<VisitorPurpose, string> = {
  family: 'Family',
  friend: 'Friend',
  delivery: 'Delivery',
  service: 'Service',
  other: 'Other',
};

/** A pass is valid 30 minutes and single-use (spec part 2 sections 4 and 9). */
export const VISITOR_CODE_MINUTES = 30;
export const VISITOR_CODES_PAGE_SIZE = 10;
/** How many unexpired, unused codes one person may hold at once. */
export const MAX_ACTIVE_VISITOR_CODES = 10;

/** Messages of the visitor-code and verify screens (spec part 2 sections 5 and 8) and the server's own. */
export const VISITOR_MSG = {
  fetchFailed: 'Failed to fetch visitor codes',
  generateFailed: 'Failed to generate visitor code',
  loadFailed: 'Failed to load visitor codes',
  noCodes: 'No visitor codes generated yet.',
  choosePurpose: 'Select a purpose.',
  tooManyActive: `You already have ${MAX_ACTIVE_VISITOR_CODES} active visitor codes. Wait for one to be used or to expire.`,
  tooManyCreated: 'You have generated too many visitor codes. Please try again later.',
  enterCode: 'Please enter a code',
  verifyFailed: 'Verification failed',
  invalidCode: 'Invalid code',
  expiredOrUsed: 'Code is expired or already used',
  tooManyChecks: 'Too many checks. Please wait a moment and try again.',
  locked: 'Too many invalid codes. Verification is paused for a few minutes.',
} as const;

export const visitorCodeBody = z.object({
  visitor_name: text(100),
  purpose: choice(VISITOR_PURPOSES, VISITOR_MSG.choosePurpose),
});
export type VisitorCodeBody = z.input<typeof visitorCodeBody>;

/** The host as a pass and a gate check show them: name and house, never the e-mail. */
export const visitorHost = z.object({ name: z.string(), home_address: z.string() });

export const visitorCode = z.object({
  id: z.number().int(),
  visitor_name: z.string(),
  purpose: z.enum(VISITOR_PURPOSES),
  code: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  is_used: z.boolean(),
  used_at: z.string().nullable(),
  resident: visitorHost,
  /** The estate's name, for the pass and its WhatsApp message. */
  estate_name: z.string(),
});
export type VisitorCode = z.infer<typeof visitorCode>;

export const visitorCodesQuery = pageQuery(VISITOR_CODES_PAGE_SIZE, 50).extend({
  ordering: z.enum(['-created_at']).default('-created_at'),
});
export const visitorCodesPage = paged(visitorCode);
export type VisitorCodesPage = z.infer<typeof visitorCodesPage>;

/**
 * The code as typed or scanned: anything, even a body that is not an object (read as no code), so
 * every refusal is the screen's `{error}` answer.
 */
export const verifyCodeBody = z.preprocess(
  (body) => (body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  z.object({ code: z.unknown() }).partial(),
);

export const verifyResult = z.object({
  visitor_name: z.string(),
  purpose: z.enum(VISITOR_PURPOSES),
  resident: visitorHost,
  estate: z.object({ id: z.number().int(), name: z.string() }),
  code: z.string(),
  verified_at: z.string(),
});
export type VerifyResult = z.infer<typeof verifyResult>;

/** A refused check: `error` as the screen reads it; `used_at` when the code was already used. */
export const verifyError = z.object({ error: z.string(), used_at: z.string().nullable().optional() });

export const GATE_RESULTS = ['valid', 'invalid', 'expired', 'used', 'refused'] as const;
export type GateResult = (typeof GATE_RESULTS)[number];

/** One check at the gate, as the guard's recent list and the admin's gate log show it. */
export const gateCheck = z.object({
  id: z.number().int(),
  code: z.string(),
  result: z.enum(GATE_RESULTS),
  visitor_name: z.string().nullable(),
  purpose: z.enum(VISITOR_PURPOSES).nullable(),
  resident: visitorHost.nullable(),
  guard_name: z.string(),
  checked_at: z.string(),
});
export type GateCheck = z.infer<typeof gateCheck>;

export const gateChecksQuery = pageQuery(10, 50);
export const gateChecksPage = paged(gateCheck);
export type GateChecksPage = z.infer<typeof gateChecksPage>;
