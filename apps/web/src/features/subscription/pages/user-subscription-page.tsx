import { CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/layout/page-heading';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth/auth-context';
import { dashboardPathFor } from '../../../lib/auth/user';

/** For now: the subscription status from the signed-in user; the billing screen (plans, checkout, cancel) comes later. */
export default function UserSubscriptionPage() {
  const { user, isLoading } = useAuth();

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
      <header className="space-y-2">
        <PageHeading className="text-3xl font-bold">Subscription Management</PageHeading>
        <p className="text-slate-600">Your access to EstateHub depends on an active subscription.</p>
      </header>
      {isLoading ? null : !user ? (
        <Card>
          <CardBody className="space-y-4">
            <p className="text-slate-700">Sign in to see your subscription status.</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/login" className={buttonClasses('primary')}>
                Sign In
              </Link>
              <Link to="/pricing" className={buttonClasses('outline')}>
                See pricing
              </Link>
            </div>
          </CardBody>
        </Card>
      ) : (
        <Card>
          <CardHeader
            title="Subscription status"
            description={`${user.name} (${user.email})`}
            action={
              user.subscription_active ? (
                <Badge tone="success">
                  <CircleCheck className="size-3.5" aria-hidden="true" /> Active
                </Badge>
              ) : (
                <Badge tone="danger">
                  <CircleX className="size-3.5" aria-hidden="true" /> Inactive
                </Badge>
              )
            }
          />
          <CardBody className="space-y-4">
            {user.subscription_active ? (
              <>
                <p className="text-slate-700">Your subscription is active. You have full access to EstateHub.</p>
                <Link to={dashboardPathFor(user.role)} className={buttonClasses('primary')}>
                  Go to Dashboard
                </Link>
              </>
            ) : (
              <>
                <Alert variant="warning" title="Your access is paused">
                  {user.role === 'admin'
                    ? "Your estate's subscription is not active, so the admin screens are locked. Choose a plan to restore access for you, your residents and your security staff."
                    : "Your estate's subscription is not active, and you do not hold a subscription of your own, so your EstateHub screens are locked. Ask your estate admin to renew, or subscribe yourself."}
                </Alert>
                <div className="flex flex-wrap gap-3">
                  {user.role === 'admin' ? (
                    <Link to="/admin/subscription" className={buttonClasses('primary')}>
                      Renew subscription
                    </Link>
                  ) : null}
                  <Link to="/pricing" className={buttonClasses('outline')}>
                    See plans and pricing
                  </Link>
                  <Link to="/contact-support" className={buttonClasses('ghost')}>
                    Contact Support
                  </Link>
                </div>
              </>
            )}
          </CardBody>
        </Card>
      )}
    </div>
  );
}
