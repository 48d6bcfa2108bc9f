import { PLAN_TERMS } from '@estatehub/shared';
import { Check, ChevronDown, Minus, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatKobo } from '../../../lib/format';
import {
  type Billing,
  type Cell,
  COMPARISON,
  FREE_TRIAL_DAYS,
  PLANS,
  PRICING_FAQ,
  WHY_CHOOSE,
  YEARLY_DISCOUNT_PERCENT,
} from '../components/pricing-data';

function CellValue({ value }: { value: Cell }) {
  if (value === true) return <Check className="mx-auto size-5 text-emerald-600" aria-label="Included" />;
  if (value === false) return <Minus className="mx-auto size-5 text-slate-300" aria-label="Not included" />;
  return <span>{value}</span>;
}

export default function PricingPage() {
  const [billing, setBilling] = useState<Billing>('monthly');
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const period = billing === 'monthly' ? '/month' : '/year';

  return (
    <div className="mx-auto max-w-7xl space-y-20 px-4 py-12 sm:px-6 sm:py-16">
      <section className="space-y-6 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Simple, transparent pricing</h1>
        <p className="mx-auto max-w-2xl text-lg text-slate-600">
          Start with a {FREE_TRIAL_DAYS}-day free trial. No card required.
        </p>
        <fieldset className="inline-flex rounded-full border border-slate-200 bg-white p-1 shadow-sm">
          <legend className="sr-only">Billing period</legend>
          {(['monthly', 'yearly'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={billing === value}
              onClick={() => setBilling(value)}
              className={cn(
                'rounded-full px-5 py-2 text-sm font-semibold transition-colors',
                billing === value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {value === 'monthly' ? 'Monthly' : 'Yearly'}
              {value === 'yearly' ? (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800">
                  Save {YEARLY_DISCOUNT_PERCENT}%
                </span>
              ) : null}
            </button>
          ))}
        </fieldset>
      </section>

      <section aria-label="Plans" className="grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <article
            key={plan.name}
            aria-label={`${plan.name} plan`}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
              plan.popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
            )}
          >
            {plan.popular ? (
              <Badge tone="brand" className="absolute -top-3 left-6 bg-brand-600 text-white ring-brand-600">
                <Sparkles className="size-3.5" aria-hidden="true" /> Popular
              </Badge>
            ) : null}
            <h2 className="text-xl font-bold text-slate-900">{plan.name}</h2>
            <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
            <p className="mt-2 text-sm font-semibold text-brand-700">{plan.residents}</p>
            <div className="mt-6">
              <p className="text-sm text-slate-500 line-through">
                <span className="sr-only">Original price </span>
                {formatKobo(PLAN_TERMS[plan.name].originalAmount[billing])}
              </p>
              <p className="flex items-baseline gap-1">
                <span className="text-4xl font-extrabold text-slate-900">
                  {formatKobo(PLAN_TERMS[plan.name].amount[billing])}
                </span>
                <span className="text-sm text-slate-500">{period}</span>
              </p>
            </div>
            <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <Link
              to={plan.cta.to}
              className={buttonClasses(plan.popular ? 'primary' : 'outline', 'lg', 'mt-8 w-full')}
              aria-label={`${plan.cta.label}: ${plan.name}`}
            >
              {plan.cta.label}
            </Link>
          </article>
        ))}
      </section>

      <section className="space-y-4">
        <div className="text-center">
          <button
            type="button"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((value) => !value)}
            className={buttonClasses('outline')}
          >
            {showTable ? 'Hide detailed comparison' : 'Show detailed comparison'}
            <ChevronDown className={cn('size-4 transition-transform', showTable && 'rotate-180')} aria-hidden="true" />
          </button>
        </div>
        {showTable ? (
          // Focusable and named, so keyboard users can scroll the table sideways on small screens.
          <section
            id={tableId}
            aria-label="Detailed feature comparison"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Detailed feature comparison</caption>
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-3 text-left font-semibold">
                    Feature
                  </th>
                  {PLANS.map((plan) => (
                    <th key={plan.name} scope="col" className="px-4 py-3 text-center font-semibold">
                      {plan.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {COMPARISON.map((row) => (
                  <tr key={row.feature}>
                    <th scope="row" className="px-4 py-3 text-left font-medium text-slate-700">
                      {row.feature}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={PLANS[index]?.name} className="px-4 py-3 text-center text-slate-700">
                        <CellValue value={value} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </section>

      <section aria-labelledby="why-heading" className="space-y-8">
        <h2 id="why-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Why choose EstateHub?
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {WHY_CHOOSE.map((item) => (
            <div key={item.title} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{item.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="pricing-faq-heading" className="mx-auto max-w-3xl space-y-6">
        <h2 id="pricing-faq-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Frequently asked questions
        </h2>
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {PRICING_FAQ.map((item) => (
            <details key={item.q} className="group p-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900">
                {item.q}
                <ChevronDown
                  className="size-4 shrink-0 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="mt-3 text-sm text-slate-600">{item.a}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="rounded-2xl bg-slate-900 p-8 text-center text-white sm:p-12">
        <h2 className="text-2xl font-bold">Ready to modernise your estate?</h2>
        <p className="mt-2 text-slate-300">{FREE_TRIAL_DAYS}-day free trial. No card required.</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/register-estate" className={buttonClasses('primary', 'lg')}>
            Register Your Estate
          </Link>
          <Link to="/contact-support" className={buttonClasses('outline', 'lg', 'text-slate-900')}>
            Talk to Us
          </Link>
        </div>
      </section>
    </div>
  );
}
