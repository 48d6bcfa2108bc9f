/** Contact details shown in the footer, the support page and the verify screen (the spec leaves the values open). */
export const SITE = {
  name: 'EstateHub',
  company: 'EstateHub Technologies Ltd.',
  tagline: 'Modern estate management solution for residential communities.',
  supportEmail: 'support@estatehub.ng',
  supportPhone: '+234 800 123 4567',
  supportPhoneHref: 'tel:+2348001234567',
  supportHours: 'Mon-Fri 9AM-6PM',
} as const;
