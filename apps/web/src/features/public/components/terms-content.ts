import { TRIAL_DAYS } from '@estatehub/shared';
/** The legal text of /terms: two sections (#terms, #privacy), each with titled clauses. */
export type LegalSection = { id: 'terms' | 'privacy'; title: string; clauses: { heading: string; body: string[] }[] };

export const LAST_UPDATED = '1 November 2026';

export const LEGAL_SECTIONS: LegalSection[] = [
  {
    id: 'terms',
    title: 'Terms of Service',
    clauses: [
      {
        heading: '1. About the platform',
        body: [
          'EstateHub is an estate management platform for residential communities in Nigeria. It lets users upload dues receipts, approve dues, verify residents, broadcast messages, and generate and verify gate access codes.',
        ],
      },
      {
        heading: '2. Eligibility',
        body: ['You must be 18 years of age or older to create an account or use the platform.'],
      },
      {
        heading: '3. Accounts and approval',
        body: [
          'You must give accurate information when you register and verify your email address.',
          'Accounts need admin approval before login: your estate administrator decides whether to approve your account.',
          'You are responsible for keeping your password secret and for everything done with your account.',
        ],
      },
      {
        heading: '4. Acceptable use',
        body: [
          'Do not share visitor codes with anyone other than your visitor, misuse emergency alerts, upload false payment evidence, or try to access another estate’s information.',
          'We may suspend accounts that break these terms.',
        ],
      },
      {
        heading: '5. Subscriptions and payments',
        body: [
          `Estate subscriptions are billed monthly or yearly in Nigerian naira through our card payment provider. New estates receive a ${TRIAL_DAYS}-day free trial with no card required.`,
          'A cancelled subscription keeps access until the end of the paid period.',
        ],
      },
      {
        heading: '6. Liability',
        body: [
          'EstateHub is a tool for estate administration. Estate management remains responsible for decisions taken with it, including approvals, dues and gate access.',
        ],
      },
      {
        heading: '7. Governing law and disputes',
        body: [
          'These terms are governed by Nigerian law.',
          'The parties will first try to settle any dispute by negotiation. A dispute not settled after 30 days of negotiation will be referred to arbitration in Lagos.',
        ],
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy Policy',
    clauses: [
      {
        heading: '1. Our commitment',
        body: [
          'We process personal data in line with the Nigeria Data Protection Regulation (NDPR) and other applicable Nigerian law.',
        ],
      },
      {
        heading: '2. Data we collect',
        body: [
          'Account details (name, email address, phone number, home address, house and resident type), the estate you belong to, payment evidence and receipts, visitor names and codes, staff records you register, and emergency alerts you send.',
        ],
      },
      {
        heading: '3. How we use it',
        body: [
          'To run your estate’s services: verifying residents, processing dues, issuing gate access codes, sending alerts and announcements, and providing support.',
          'We do not sell personal data.',
        ],
      },
      {
        heading: '4. Sharing',
        body: [
          'Your estate’s administrators and security staff see the data they need to manage the estate. We share data with service providers (such as our payment provider) only to deliver the service.',
        ],
      },
      {
        heading: '5. Cookies',
        body: [
          'We use essential cookies to keep you signed in and to protect forms against cross-site request forgery. We do not use advertising cookies.',
        ],
      },
      {
        heading: '6. Retention',
        body: [
          'We keep data for as long as your account is active. Data of inactive accounts is deleted or anonymised after 12 months.',
        ],
      },
      {
        heading: '7. Your rights',
        body: [
          'Under the NDPR you may ask to access, correct or delete your personal data, or object to its processing, by contacting our support team.',
        ],
      },
    ],
  },
];
