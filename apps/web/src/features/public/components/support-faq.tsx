import { TRIAL_DAYS } from '@estatehub/shared';
import { ChevronDown } from 'lucide-react';
import { SITE } from '../../../lib/site';

const FAQ = [
  {
    q: 'I registered but cannot sign in. Why?',
    a: 'New accounts must verify their email and then be approved by the estate admin before signing in. Ask your estate admin to approve your account.',
  },
  {
    q: 'I did not receive my verification code.',
    a: 'Check your spam folder, then use Resend Code on the verification screen. You can request a new code every 60 seconds.',
  },
  {
    q: 'How do I reset my password?',
    a: 'Use "Forgot password?" on the sign-in screen. We will email you a 6-digit code to set a new password.',
  },
  {
    q: 'How long is a visitor code valid?',
    a: 'A visitor code is valid for 30 minutes and can be used once.',
  },
  {
    q: 'How do I change my estate’s subscription?',
    a: `Estate admins manage plans from the Subscription page. Every new estate starts with a ${TRIAL_DAYS}-day free trial.`,
  },
  {
    q: 'When will I hear back?',
    a: `We reply to emails within 24 hours. Phone support is available ${SITE.supportHours}.`,
  },
];

export function SupportFaq() {
  return (
    <section aria-labelledby="support-faq-heading" className="space-y-4">
      <h2 id="support-faq-heading" className="text-2xl font-bold text-slate-900">
        Frequently asked questions
      </h2>
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {FAQ.map((item) => (
          <details key={item.q} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900">
              {item.q}
              <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <p className="mt-3 text-sm text-slate-600">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
