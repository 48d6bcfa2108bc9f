import type { AdminDashboard } from '@estatehub/shared';
import { FileText, type LucideIcon, Megaphone, Siren, UserCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

type Action = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** What waits behind it, said after the count ("3 pending"). */
  count: (data: AdminDashboard) => number;
  noun: string;
  /** Emergency alerts never wait on a subscription (decision 018). */
  alwaysEnabled?: boolean;
};

const ACTIONS: Action[] = [
  {
    label: 'Approve New Residents',
    to: '/admin/residents',
    icon: UserCheck,
    count: (d) => d.pending_residents,
    noun: 'pending',
  },
  {
    label: 'Generate Payment Report',
    to: '/admin/payments',
    icon: FileText,
    count: (d) => d.pending_payments,
    noun: 'pending',
  },
  {
    label: 'Add New Due Notice',
    to: '/admin/dues?new=1',
    icon: Megaphone,
    count: (d) => d.estate_dues_count,
    noun: 'live',
  },
  {
    label: 'Send Emergency Alert',
    to: '/admin/alerts',
    icon: Siren,
    count: (d) => d.total_alerts,
    noun: 'sent',
    alwaysEnabled: true,
  },
];

const itemClasses =
  'flex min-h-12 items-center gap-3 rounded-lg border px-3 py-2 text-sm font-medium [overflow-wrap:anywhere]';

type QuickActionsProps = { data: AdminDashboard | undefined; active: boolean };

/** Shortcuts to the admin's usual jobs, each with what is waiting; without a live subscription they rest. */
export function QuickActions({ data, active }: QuickActionsProps) {
  return (
    <Card role="region" aria-labelledby="quick-actions-title">
      <CardHeader title={<span id="quick-actions-title">Quick Actions</span>} />
      <ul className="grid gap-2 p-4">
        {ACTIONS.map(({ label, to, icon: Icon, count, noun, alwaysEnabled }) => {
          const figure = data ? (
            <span className="ml-auto shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {count(data).toLocaleString('en-NG')} {noun}
            </span>
          ) : (
            <Skeleton className="ml-auto h-5 w-16" />
          );
          const content = (
            <>
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className="min-w-0">{label}</span> {figure}
            </>
          );
          return (
            <li key={label}>
              {active || alwaysEnabled ? (
                <Link
                  to={to}
                  className={cn(
                    itemClasses,
                    'border-slate-200 text-slate-800 transition hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  )}
                >
                  {content}
                </Link>
              ) : (
                // As the sidebar does: the item stays in place, said to be unavailable, and is not a link.
                <span
                  aria-disabled="true"
                  title="Requires an active subscription"
                  className={cn(itemClasses, 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500')}
                >
                  {content}
                  <span className="sr-only">(requires an active subscription)</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
