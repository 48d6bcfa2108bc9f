import {
  type BillingInterval,
  PLAN_TERMS,
  type PlanName,
  TRIAL_DAYS,
  YEARLY_DISCOUNT_PERCENT,
} from '@estatehub/shared';

/** The pricing page's words (spec part 2 section 9); prices, caps and the trial come from the shared plans. */
export type Billing = BillingInterval;

export type Plan = {
  name: PlanName;
  description: string;
  residents: string;
  popular?: boolean;
  features: string[];
  cta: { label: string; to: string };
};

export const FREE_TRIAL_DAYS = TRIAL_DAYS;
export { YEARLY_DISCOUNT_PERCENT };

/** "Up to 50", or "Unlimited" for a plan without a cap. */
export function residentLimit(name: PlanName): string {
  const cap = PLAN_TERMS[name].residentCap;
  return cap === null ? 'Unlimited' : `Up to ${cap}`;
}
const residentsLine = (name: PlanName) => `${residentLimit(name)} residents`;

export const PLANS: Plan[] = [
  {
    name: 'Starter',
    description: 'For small estates getting organised.',
    residents: residentsLine('Starter'),
    features: [
      residentsLine('Starter'),
      'Resident approvals',
      'Dues and payment evidence',
      'Visitor codes',
      'Emergency alerts',
      'Email support',
    ],
    cta: { label: 'Start Free Trial', to: '/register-estate' },
  },
  {
    name: 'Professional',
    description: 'For growing estates with a busy gate.',
    residents: residentsLine('Professional'),
    popular: true,
    features: [
      residentsLine('Professional'),
      'Everything in Starter',
      'Payment receipts and reports',
      'Artisan and domestic staff registry',
      'Announcements',
      'Priority email and phone support',
    ],
    cta: { label: 'Start Free Trial', to: '/register-estate' },
  },
  {
    name: 'Enterprise',
    description: 'For large estates and multi-estate managers.',
    residents: residentsLine('Enterprise'),
    features: [
      residentsLine('Enterprise'),
      'Everything in Professional',
      'Estate leadership and bank accounts',
      'Activity log and exports',
      'Dedicated account manager',
      'Onboarding and training',
    ],
    cta: { label: 'Contact Sales', to: '/contact-support' },
  },
];

/** true / false for a tick or a dash, or a text value; columns are Starter, Professional, Enterprise. */
export type Cell = boolean | string;
export const COMPARISON: { feature: string; values: [Cell, Cell, Cell] }[] = [
  {
    feature: 'Residents',
    values: [residentLimit('Starter'), residentLimit('Professional'), residentLimit('Enterprise')],
  },
  { feature: 'Resident approvals', values: [true, true, true] },
  { feature: 'Visitor codes (30-minute, single use)', values: [true, true, true] },
  { feature: 'Gate verification for security staff', values: [true, true, true] },
  { feature: 'Dues management', values: [true, true, true] },
  { feature: 'Payment evidence uploads', values: [true, true, true] },
  { feature: 'Emergency alerts', values: [true, true, true] },
  { feature: 'Payment receipts (PDF)', values: [false, true, true] },
  { feature: 'Payment and resident reports', values: [false, true, true] },
  { feature: 'Artisan and domestic staff registry', values: [false, true, true] },
  { feature: 'Announcements', values: [false, true, true] },
  { feature: 'Estate leadership and bank accounts', values: [false, false, true] },
  { feature: 'Activity log', values: [false, false, true] },
  { feature: 'Support', values: ['Email', 'Email and phone', 'Dedicated manager'] },
];

export const WHY_CHOOSE = [
  {
    title: 'Built for Nigeria',
    text: 'Prices in naira, phone numbers in the local format, and data handled under the NDPR.',
  },
  { title: 'Secure by design', text: 'Every account is verified by email and approved by the estate admin.' },
  { title: 'Works on any phone', text: 'Residents and guards use EstateHub from the browser they already have.' },
  { title: 'Fast gate checks', text: 'Single-use visitor codes that expire after 30 minutes keep the gate moving.' },
  { title: 'Transparent dues', text: 'Residents upload evidence; admins approve and issue receipts in one place.' },
  { title: 'Local support', text: 'Our team answers Monday to Friday, 9AM to 6PM, by phone and email.' },
];

export const PRICING_FAQ = [
  {
    q: 'How does the free trial work?',
    a: `Every new estate gets a ${FREE_TRIAL_DAYS}-day free trial with no card required. Choose a plan before it ends to keep access.`,
  },
  {
    q: 'How much do I save with yearly billing?',
    a: `Yearly billing is ${YEARLY_DISCOUNT_PERCENT}% off compared with the original price.`,
  },
  {
    q: 'What happens if we outgrow our plan?',
    a: `You can upgrade at any time. Starter covers up to ${PLAN_TERMS.Starter.residentCap} residents, Professional up to ${PLAN_TERMS.Professional.residentCap}, and Enterprise is unlimited.`,
  },
  {
    q: 'Can I cancel at any time?',
    a: 'Yes. When you cancel, you keep access until the end of the period you have paid for.',
  },
  {
    q: 'How do we pay?',
    a: 'Subscriptions are paid by card through our secure payment provider, in Nigerian naira.',
  },
];
