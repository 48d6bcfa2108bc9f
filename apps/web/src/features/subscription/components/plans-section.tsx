import type { SubscriptionPlan, SubscriptionStatus } from '@estatehub/shared';
import { SUBSCRIPTION_MSG } from '@estatehub/shared';
import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatKobo } from '../../../lib/format';
import { usePlans } from '../api/subscription-api';
import { intervalLabel } from './subscription-labels';

type Interval = SubscriptionPlan['interval'];

type PlansSectionProps = {
  status: SubscriptionStatus | undefined;
  /** The plan whose checkout is starting, to show its spinner. */
  busyPlanId: number | null;
  disabled: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
};

/** The monthly/yearly toggle and the three plan cards of the chosen interval. */
export function PlansSection({ status, busyPlanId, disabled, onChoose }: PlansSectionProps) {
  const plans = usePlans();
  const [interval, setInterval] = useState<Interval>(status?.plan?.interval ?? 'monthly');
  const shown = (plans.data ?? []).filter((plan) => plan.interval === interval);
  const renewing = status?.status === 'inactive';

  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plans-heading" className="text-xl font-semibold text-slate-900">
          Plans
        </h2>
        <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
          <legend className="sr-only">Billing interval</legend>
          {(['monthly', 'yearly'] as const).map((value) => (
            <label
              key={value}
              className={cn(
                'cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                interval === value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              <input
                type="radio"
                name="plan-interval"
                value={value}
                checked={interval === value}
                onChange={() => setInterval(value)}
                className="sr-only"
              />
              {value === 'monthly' ? 'Monthly' : 'Yearly'}
            </label>
          ))}
        </fieldset>
      </div>

      {plans.isPending ? (
        <div className="flex justify-center py-10 text-brand-700">
          <Spinner label="Loading plans..." />
        </div>
      ) : plans.isError ? (
        <Alert variant="error" title="Could not load the plans">
          <Button variant="link" onClick={() => void plans.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState icon={PackageOpen} title={SUBSCRIPTION_MSG.noPlans} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {shown.map((plan, index) => {
            const current = status?.status === 'active' && status.subscription_active && status.plan?.id === plan.id;
            const popular = index === 1;
            return (
              <li key={plan.id}>
                <Card
                  className={cn('flex h-full flex-col gap-4 p-5', popular && 'border-brand-500 ring-1 ring-brand-500')}
                >
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
                    {popular ? <Badge tone="brand">Popular</Badge> : null}
                  </div>
                  <div>
                    <p className="text-2xl font-bold text-slate-900">
                      {formatKobo(plan.amount)}
                      <span className="text-sm font-medium text-slate-600"> / {intervalLabel(plan.interval)}</span>
                    </p>
                    {plan.original_amount > plan.amount ? (
                      <p className="text-sm text-slate-500">
                        <span className="sr-only">Was </span>
                        <s>{formatKobo(plan.original_amount)}</s>
                      </p>
                    ) : null}
                  </div>
                  <p className="text-sm font-medium text-slate-700">
                    {plan.resident_cap === null ? 'Unlimited residents' : `Up to ${plan.resident_cap} residents`}
                  </p>
                  <p className="flex-1 text-sm text-slate-600">{plan.description}</p>
                  <Button
                    variant={popular ? 'primary' : 'outline'}
                    disabled={current || disabled}
                    loading={busyPlanId === plan.id}
                    onClick={() => onChoose(plan)}
                    aria-label={`${current ? 'Current plan' : renewing ? 'Renew' : 'Subscribe'}: ${plan.name}, ${plan.interval}`}
                  >
                    {current ? 'Current plan' : renewing ? 'Renew' : 'Subscribe'}
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
