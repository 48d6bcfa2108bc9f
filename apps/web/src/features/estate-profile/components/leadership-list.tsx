import type { Leader } from '@estatehub/shared';
import { Mail, Phone, Users } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LeaderAvatar } from './leader-avatar';

export const NO_LEADERSHIP = 'No leadership data available.';

/** The estate's leadership as cards (read-only). */
export function LeadershipList({ leaders }: { leaders: Leader[] }) {
  if (leaders.length === 0) return <EmptyState icon={Users} title={NO_LEADERSHIP} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3" aria-label="Leadership">
      {leaders.map((leader) => (
        <li key={leader.id} className="flex min-w-0 gap-3 rounded-lg border border-slate-200 p-4">
          <LeaderAvatar name={leader.name} url={leader.profile_picture} />
          <div className="min-w-0 space-y-1">
            <p className="font-semibold break-words text-slate-900">{leader.name}</p>
            <p className="text-sm font-medium text-brand-700">{leader.position}</p>
            {leader.phone_number ? (
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                <Phone className="size-3.5 shrink-0" aria-hidden="true" />
                <a href={`tel:${leader.phone_number}`} className="hover:underline">
                  {leader.phone_number}
                </a>
              </p>
            ) : null}
            {leader.email ? (
              <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
                <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                <a href={`mailto:${leader.email}`} className="truncate hover:underline" title={leader.email}>
                  {leader.email}
                </a>
              </p>
            ) : null}
            {leader.bio ? <p className="pt-1 text-sm text-slate-600">{leader.bio}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
