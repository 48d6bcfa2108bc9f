/** The plans as the pricing page shows them and the server bills and caps them (spec part 2 sections 2 and 9). */
export const PLAN_NAMES = ['Starter', 'Professional', 'Enterprise'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export type PlanTerms = {
  /** Amounts in kobo (minor units), as Paystack and the plans table hold them. */
  amount: Record<BillingInterval, number>;
  /** The struck-through "was" price on the pricing page, in kobo. */
  originalAmount: Record<BillingInterval, number>;
  /** Approved residents allowed; null means no cap. */
  residentCap: number | null;
};

export const PLAN_TERMS: Record<PlanName, PlanTerms> = {
  Starter: {
    amount: { monthly: 1_500_000, yearly: 15_000_000 },
    originalAmount: { monthly: 2_000_000, yearly: 20_000_000 },
    residentCap: 50,
  },
  Professional: {
    amount: { monthly: 3_500_000, yearly: 35_000_000 },
    originalAmount: { monthly: 4_500_000, yearly: 45_000_000 },
    residentCap: 200,
  },
  Enterprise: {
    amount: { monthly: 7_500_000, yearly: 75_000_000 },
    originalAmount: { monthly: 10_000_000, yearly: 100_000_000 },
    residentCap: null,
  },
};

/** An estate admin's free trial, counted from the day the estate is registered. */
export const TRIAL_DAYS = 30;

/** Yearly billing against the original price, as the pricing page advertises it. */
export const YEARLY_DISCOUNT_PERCENT = 25;

/** A failed renewal (past_due) keeps access this many days after next_billing_date. */
export const PAST_DUE_GRACE_DAYS = 3;

/** Approved residents an estate on its free trial may have: the Starter cap. */
export const TRIAL_RESIDENT_CAP = 50;

/** Days before a trial or a period that will not renew ends that its holder is warned by e-mail. */
export const ENDING_WARNING_DAYS = [7, 1] as const;

/** The refusal when approving one more resident would pass the plan's cap (null plan: the free trial). */
export const residentCapMessage = (plan: PlanName | null, cap: number) =>
  plan
    ? `Your ${plan} plan allows up to ${cap} approved residents. Upgrade your plan to approve more.`
    : `Your free trial allows up to ${cap} approved residents. Choose a plan to approve more.`;

/** The cap of approved residents for a plan, or for the free trial (null plan); null means none. */
export const residentCapOf = (plan: PlanName | null): number | null =>
  plan ? PLAN_TERMS[plan].residentCap : TRIAL_RESIDENT_CAP;
