import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export default function SubscriptionRequiredPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-amber-50 text-amber-700">
        <Lock className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Subscription Required</h1>
      <p className="mt-3 text-slate-600">
        This feature needs an active subscription. Ask your estate admin to renew the estate's plan, or manage your own
        subscription.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses('primary')}>
          Return to Home
        </Link>
        <Link to="/user-subscription" className={buttonClasses('outline')}>
          Manage subscription
        </Link>
      </div>
    </div>
  );
}
