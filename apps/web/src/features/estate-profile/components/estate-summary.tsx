import type { EstateDetail } from '@estatehub/shared';
import { Building2, CalendarDays, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="absolute top-0.5 left-0 text-slate-400">{icon}</span>
        {label}
      </dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** The estate's logo, name, description and contact details. */
export function EstateSummary({ estate }: { estate: EstateDetail }) {
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {estate.logo ? (
          <img
            src={estate.logo}
            alt={`${estate.name} logo`}
            className="size-20 shrink-0 rounded-xl border border-slate-200 object-cover"
          />
        ) : (
          <span className="grid size-20 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Building2 className="size-9" aria-hidden="true" />
          </span>
        )}
        <div className="min-w-0">
          <h2 className="text-2xl font-bold tracking-tight break-words text-slate-900">{estate.name}</h2>
          {estate.description ? (
            <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{estate.description}</p>
          ) : null}
        </div>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail icon={<MapPin className="size-4" aria-hidden="true" />} label="Address">
          {estate.address}
        </Detail>
        <Detail icon={<Mail className="size-4" aria-hidden="true" />} label="Email">
          <a href={`mailto:${estate.email}`} className="text-brand-700 hover:underline">
            {estate.email}
          </a>
        </Detail>
        <Detail icon={<Phone className="size-4" aria-hidden="true" />} label="Phone">
          <a href={`tel:${estate.phone_number}`} className="text-brand-700 hover:underline">
            {estate.phone_number}
          </a>
        </Detail>
        {estate.created_at ? (
          <Detail icon={<CalendarDays className="size-4" aria-hidden="true" />} label="On EstateHub since">
            {formatDate(estate.created_at)}
          </Detail>
        ) : null}
      </dl>
    </div>
  );
}
