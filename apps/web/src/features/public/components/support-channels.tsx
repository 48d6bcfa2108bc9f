import { Mail, MessageCircle, Phone } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { SITE } from '../../../lib/site';

export function SupportChannels() {
  return (
    <section aria-label="Support channels" className="grid gap-4 md:grid-cols-3">
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6">
        <div className="flex items-center justify-between">
          <span className="grid size-10 place-items-center rounded-lg bg-slate-100 text-slate-600">
            <MessageCircle className="size-5" aria-hidden="true" />
          </span>
          <Badge tone="warning">Coming soon</Badge>
        </div>
        <h2 className="mt-4 font-semibold text-slate-900">Live Chat</h2>
        <p className="mt-1 text-sm text-slate-600">Chat with our team right from the app.</p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Phone className="size-5" aria-hidden="true" />
        </span>
        <h2 className="mt-4 font-semibold text-slate-900">Phone</h2>
        <p className="mt-1 text-sm text-slate-600">{SITE.supportHours}</p>
        <a
          href={SITE.supportPhoneHref}
          className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          {SITE.supportPhone}
        </a>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Mail className="size-5" aria-hidden="true" />
        </span>
        <h2 className="mt-4 font-semibold text-slate-900">Email</h2>
        <p className="mt-1 text-sm text-slate-600">We reply within 24 hours.</p>
        <a
          href={`mailto:${SITE.supportEmail}`}
          className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          {SITE.supportEmail}
        </a>
      </div>
    </section>
  );
}
