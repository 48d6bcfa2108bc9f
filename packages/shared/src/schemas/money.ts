import { z } from 'zod';
import { MSG } from '../messages';

/** The largest amount a due or payment may carry: ₦1 billion, far above any levy, well inside bigint. */
export const MAX_NAIRA = 1_000_000_000;

export const MONEY_MSG = {
  amount: 'Enter an amount of 0 or more.',
  amountTooLarge: 'Enter an amount of at most ₦1,000,000,000.',
  amountDecimals: 'Enter an amount with at most 2 decimal places.',
} as const;

/** Naira to integer kobo, exact for amounts with at most two decimals. */
export const toKobo = (naira: number) => Math.round(naira * 100);
/** Integer kobo to the naira number the API answers. */
export const toNaira = (kobo: number) => kobo / 100;

/**
 * A naira amount from a form or JSON: a number or a numeric string, 0 or more, in steps of
 * 0.01 (the spec's `min 0, step 0.01`).
 */
export const nairaAmount = () =>
  z
    .union([z.number(), z.string().trim()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? MSG.required : MONEY_MSG.amount),
    })
    .refine((v) => v !== '', MSG.required)
    .transform(Number)
    .pipe(
      z
        .number({ error: MONEY_MSG.amount })
        .refine(Number.isFinite, MONEY_MSG.amount)
        .refine((v) => v >= 0, MONEY_MSG.amount)
        .refine((v) => v <= MAX_NAIRA, MONEY_MSG.amountTooLarge)
        .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, MONEY_MSG.amountDecimals),
    );
