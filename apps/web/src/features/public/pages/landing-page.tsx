import { TRIAL_DAYS } from '@estatehub/shared';
import { Bell, Building2, KeyRound, Megaphone, ShieldCheck, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

const STATS = [
  { value: '500+', label: 'Estate admins' },
  { value: '20,000+', label: 'Residents served' },
  { value: '1M+', label: 'Visitor codes generated' },
  { value: '99.9%', label: 'Uptime' },
];

const FEATURES = [
  {
    icon: Users,
    title: 'Resident management',
    text: 'Approve new residents and keep every household record in one place.',
  },
  {
    icon: Wallet,
    title: 'Dues and payments',
    text: 'Publish dues, collect payment evidence and issue receipts in naira.',
  },
  {
    icon: KeyRound,
    title: 'Visitor codes',
    text: 'Residents generate one-time gate codes that expire after 30 minutes.',
  },
  { icon: ShieldCheck, title: 'Gate security', text: 'Security staff verify visitor codes at the gate in seconds.' },
  {
    icon: Bell,
    title: 'Emergency alerts',
    text: 'Send fire, medical or security alerts to admins and guards at once.',
  },
  {
    icon: Megaphone,
    title: 'Announcements',
    text: 'Keep the whole estate informed with announcements everyone can read.',
  },
];

const STEPS = [
  {
    title: 'Register your estate',
    text: `Create your estate and admin account. Your ${TRIAL_DAYS}-day free trial starts at once.`,
  },
  {
    title: 'Invite residents',
    text: 'Residents sign up against your estate, verify their email and wait for approval.',
  },
  { title: 'Run the estate', text: 'Manage dues, visitors, staff and alerts from one dashboard.' },
];

export default function LandingPage() {
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
          <div className="space-y-6">
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
              <Building2 className="size-4" aria-hidden="true" /> Built for Nigerian estates
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              Modern estate management for residential communities
            </h1>
            <p className="text-lg text-slate-600">
              EstateHub brings residents, estate administrators and security staff together: dues, visitor codes,
              emergency alerts and announcements in one secure place.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link to="/register-estate" className={buttonClasses('primary', 'lg')}>
                Register Your Estate
              </Link>
              <Link to="/register" className={buttonClasses('outline', 'lg')}>
                Join as a Resident
              </Link>
            </div>
            <p className="text-sm text-slate-600">
              Already have an account?{' '}
              <Link to="/login" className="font-semibold text-brand-700 hover:underline">
                Sign in
              </Link>
            </p>
          </div>
          <section className="grid grid-cols-2 gap-4" aria-label="EstateHub in numbers">
            {STATS.map((stat) => (
              <div key={stat.label} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
                <p className="text-3xl font-bold text-brand-700">{stat.value}</p>
                <p className="mt-1 text-sm text-slate-600">{stat.label}</p>
              </div>
            ))}
          </section>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="features-heading">
        <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Everything your estate needs
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="bg-white py-16" aria-labelledby="steps-heading">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="steps-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-slate-50 p-6">
                <span className="grid size-8 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-brand-700 p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="space-y-2">
            <h2 className="text-2xl font-bold">Start your {TRIAL_DAYS}-day free trial</h2>
            <p className="text-brand-100">
              No card required. See our{' '}
              <Link to="/pricing" className="font-semibold text-white underline">
                pricing
              </Link>{' '}
              and{' '}
              <Link to="/terms" className="font-semibold text-white underline">
                terms
              </Link>
              .
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/register-estate" className={buttonClasses('outline', 'lg', 'border-white text-brand-800')}>
              Register Estate
            </Link>
            <Link to="/estates" className={buttonClasses('ghost', 'lg', 'text-white hover:bg-brand-600')}>
              See managed estates
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
