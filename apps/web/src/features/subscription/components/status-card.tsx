import type { SubscriptionStatus } from '@estatehub/shared';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { dashboardPathFor, type User } from '../../../lib/auth/user';
import { priceLabel, StatusBadge, statusDateLine } from './subscription-labels';

type StatusCardProps = { user: User; status: SubscriptionStatus; onCancel: () => void; cancelling: boolean };

/** The caller's own subscription, and for residents and guards whether the estate covers them. */
export function StatusCard({ user, status, onCancel, cancelling }: StatusCardProps) {
  const dateLine = statusDateLine(status);
  const member = user.role !== 'admin';
  const ownLive = status.status !== 'inactive' || status.is_trial;
  // On /user-subscription an inactive admin is pointed to the admin shell's own subscription screen.
  const onAdminScreen = useLocation().pathname.startsWith('/admin/');
  return (
    <Card role="region" aria-labelledby="subscription-status-title">
      <CardHeader
        title={<span id="subscription-status-title">Subscription status</span>}
        description={`${user.name} (${user.email})`}
        action={<StatusBadge status={status} />}
      />
      <CardBody className="space-y-4">
        {status.plan ? (
          <div>
            <p className="text-lg font-semibold text-slate-900">{status.plan.name} plan</p>
            <p className="text-slate-700">{priceLabel(status.plan.amount, status.plan.interval)}</p>
          </div>
        ) : (
          <p className="text-slate-700">{status.is_trial ? 'Free trial' : 'You do not have a subscription plan.'}</p>
        )}
        {dateLine ? <p className="text-sm font-medium text-slate-700">{dateLine}</p> : null}
        {status.subscription_active ? (
          <p className="text-slate-700">Your subscription is active. You have full access to EstateHub.</p>
        ) : null}

        {member && !ownLive ? (
          status.covered_by_estate ? (
            <Alert variant="success" title="Covered by your estate">
              Your estate's subscription covers you, so you have full access without a plan of your own.
            </Alert>
          ) : (
            <Alert variant="warning" title="Your access is paused">
              Your estate's subscription is not active, and you do not hold a subscription of your own, so your
              EstateHub screens are locked. Ask your estate admin to renew the estate's plan, or subscribe yourself
              below.
            </Alert>
          )
        ) : null}
        {!member && !status.subscription_active ? (
          <Alert variant="warning" title="Your access is paused">
            Your estate's subscription is not active, so the admin screens are locked. Choose a plan below to restore
            access for you, your residents and your security staff.
          </Alert>
        ) : null}

        <div className="flex flex-wrap gap-3">
          {!member && !status.subscription_active && !onAdminScreen ? (
            <Link to="/admin/subscription" className={buttonClasses('primary')}>
              Renew subscription
            </Link>
          ) : null}
          {status.subscription_active ? (
            <Link to={dashboardPathFor(user.role)} className={buttonClasses('outline')}>
              Go to Dashboard
            </Link>
          ) : (
            <Link to="/contact-support" className={buttonClasses('ghost')}>
              Contact Support
            </Link>
          )}
          {status.can_cancel ? (
            <Button variant="outline" onClick={onCancel} loading={cancelling} disabled={cancelling}>
              Cancel subscription
            </Button>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
